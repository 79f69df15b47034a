import { describe, expect, it } from 'vitest';
import { helpArticleInputSchema, noticeInputSchema, NOTICE_LIMITS } from '@shared/api/console-notices';
import { categoryCodeOf, checkDraft, limitOf, nextSortOf, serverProblems, sortOf } from './content-notices-form';

const words = { EN: 'Hello', CN: '你好', TH: 'สวัสดี' };

describe('notice, popup and help dialog checks', () => {
  it('takes a good draft as the server would, trimmed', () => {
    expect(checkDraft(noticeInputSchema, { title: { ...words, EN: ' Hello ' }, content: words, sort: sortOf(' 3 ') })).toEqual({ input: { title: words, content: words, sort: 3 } });
  });

  it("names each problem under the server's path, once", () => {
    const checked = checkDraft(noticeInputSchema, { title: { ...words, CN: '  ' }, content: { ...words, TH: 'ก'.repeat(NOTICE_LIMITS.content + 1) }, sort: sortOf('1.5') });
    expect(checked).toEqual({ problems: { 'title.CN': 'required', 'content.TH': 'tooLong', sort: 'sortInvalid' } });
    const help = checkDraft(helpArticleInputSchema, { category: 'general', categoryTitle: words, slug: 'Bad slug', title: words, content: words, sort: 0 });
    expect(help).toEqual({ problems: { category: 'categoryInvalid', slug: 'slugInvalid' } });
  });

  it("reads the server's refusals: a taken slug, a field it names, nothing when it names none", () => {
    expect(serverProblems({ status: 422, code: 'validation_failed', errors: { slug: 'taken', 'title.EN': 'Too big: expected string to have <=120 characters' } })).toEqual({ slug: 'slugTaken', 'title.EN': 'tooLong' });
    expect(serverProblems({ status: 404, code: 'not_found' })).toEqual({});
    expect(serverProblems(new Error('offline'))).toEqual({});
  });

  it('orders new items last, knows each limit, and spells category codes', () => {
    expect([nextSortOf([]), nextSortOf([{ sort: 4 }, { sort: 1 }])]).toEqual([0, 5]);
    expect([sortOf('10000'), sortOf('-1'), sortOf('')]).toEqual([10_000, -1, -1]);
    expect([limitOf('title.EN'), limitOf('content.TH'), limitOf('content.TH', NOTICE_LIMITS.helpContent), limitOf('categoryTitle.CN')]).toEqual([120, 2_000, 20_000, 60]);
    expect(categoryCodeOf(' vip club-news ')).toBe('VIP_CLUB_NEWS');
  });
});

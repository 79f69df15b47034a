import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleHelpArticle, ConsoleNotice, ConsolePopup } from '@shared/api/console-notices';
import { bearer, buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { cliActor } from '../operator/audit';
import { addOperator } from '../operator/service';

/** The console's notices, popups and help articles (issue 22): checked, audited, and on the site at once. */
describe.each(testDrivers())('console notices, popups and help on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let readonly: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = ops) => t.app.inject({ method, url, payload, headers: bearer(token) });
  const valueOf = async <T>(call: ReturnType<typeof send>) => (await call).json<{ value: T }>().value;
  const site = async <T>(url: string) => (await t.app.inject({ url })).json<{ value: T }>().value;
  const auditOf = async (targetType: string, id: number) =>
    (await valueOf<{ list: { action: string; before: unknown; after: unknown }[] }>(send('GET', `/ops-api/audit?targetType=${targetType}&targetId=${id}`))).list;
  const words = (en: string) => ({ EN: en, CN: `${en} 中文`, TH: `${en} ไทย` });

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    const merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
    await addOperator(t.database.db, cliActor(merchantId), { username: 'notices-reader', password: 'Pass1234', role: 'readonly', cost: 'test' });
    readonly = await operatorToken(t, 'notices-reader', 'Pass1234');
  }, 60_000);
  afterAll(async () => t.close());

  it('adds a notice first on the home notice line, changes it, removes it; audited with before and after', async () => {
    const created = await valueOf<ConsoleNotice>(send('POST', '/ops-api/notices', { title: words('Server move'), content: words('Down at 02:00.'), sort: 0 }));
    const line = async () => (await site<{ player: { id: number; title: string; content: string }[] }>('/wps/system/announcements?types=H&platform=W&pageNo=1&pageSize=9&language=TH')).player;
    expect((await line())[0]).toEqual({ id: created.id, title: 'Server move ไทย', content: 'Down at 02:00. ไทย' });
    const changed = await send('PUT', `/ops-api/notices/${created.id}`, { title: { ...words('Server move'), TH: 'ย้ายเซิร์ฟเวอร์' }, content: words('Down at 03:00.'), sort: 0 });
    expect(changed.statusCode).toBe(200);
    expect((await line())[0]?.title).toBe('ย้ายเซิร์ฟเวอร์');
    expect((await valueOf<{ list: ConsoleNotice[] }>(send('GET', '/ops-api/notices', undefined, readonly))).list[0]?.id).toBe(created.id);
    expect((await send('DELETE', `/ops-api/notices/${created.id}`)).statusCode).toBe(200);
    expect((await line()).some((n) => n.id === created.id)).toBe(false);
    for (const call of [send('DELETE', `/ops-api/notices/${created.id}`), send('PUT', `/ops-api/notices/${created.id}`, { title: words('x'), content: words('y'), sort: 0 })]) {
      expect([(await call).statusCode, (await call).json<{ code: string }>().code]).toEqual([404, 'not_found']);
    }
    const audit = await auditOf('notice', created.id);
    expect(audit.map((a) => a.action)).toEqual(['notice.delete', 'notice.update', 'notice.create']);
    expect(audit[1]).toMatchObject({ before: { title: { TH: 'Server move ไทย' } }, after: { title: { TH: 'ย้ายเซิร์ฟเวอร์' } } });
  });

  it('shows a popup to the audience its execution names, and moves it when that changes', async () => {
    const popup = await valueOf<ConsolePopup>(send('POST', '/ops-api/popups', { title: words('First login gift'), content: words('Claim it today.'), execution: 'F', sort: 0 }));
    const popupsFor = async (execution: string) => (await site<{ popup: { id: number; title: string; execution: string }[] }>(`/wps/system/announcements?types=PU&platform=W&execution=${execution}&language=CN`)).popup;
    expect((await popupsFor('F')).find((p) => p.id === popup.id)).toEqual(expect.objectContaining({ title: 'First login gift 中文', execution: 'F' }));
    await valueOf(send('PUT', `/ops-api/popups/${popup.id}`, { title: words('First login gift'), content: words('Claim it today.'), execution: 'B', sort: 0 }));
    expect((await popupsFor('F')).some((p) => p.id === popup.id)).toBe(false);
    expect((await popupsFor('B')).some((p) => p.id === popup.id)).toBe(true);
    await valueOf(send('DELETE', `/ops-api/popups/${popup.id}`));
    expect((await popupsFor('B')).some((p) => p.id === popup.id)).toBe(false);
    expect((await auditOf('popup', popup.id)).map((a) => a.action)).toEqual(['popup.delete', 'popup.update', 'popup.create']);
  });

  it('puts help articles in the help centre under their category, one title per category, one article per slug', async () => {
    const article = { category: 'BONUS', categoryTitle: words('Bonuses'), slug: 'bonus-rules', title: words('Bonus rules'), content: words('One.\n\nTwo.'), sort: 0 };
    const help = await valueOf<ConsoleHelpArticle>(send('POST', '/ops-api/help-articles', article));
    const centre = async () => (await site<{ categories: { code: string; title: string; articles: { id: number; slug: string; content: string }[] }[] }>('/wps/system/helpCenter?language=CN')).categories;
    expect((await centre())[0]).toEqual({ code: 'BONUS', title: 'Bonuses 中文', articles: [{ id: help.id, slug: 'bonus-rules', title: 'Bonus rules 中文', content: 'One.\n\nTwo. 中文' }] });
    const second = await valueOf<ConsoleHelpArticle>(send('POST', '/ops-api/help-articles', { ...article, slug: 'bonus-expiry', categoryTitle: { ...words('Bonuses'), CN: '奖金' }, sort: 1 }));
    expect((await centre())[0]).toMatchObject({ title: '奖金', articles: [{ id: help.id }, { id: second.id }] });
    const taken = await send('PUT', `/ops-api/help-articles/${second.id}`, { ...article, slug: 'term' });
    expect([taken.statusCode, taken.json<{ code: string; errors?: object }>()]).toEqual([422, expect.objectContaining({ code: 'validation_failed', errors: { slug: 'taken' } })]);
    for (const id of [second.id, help.id]) await valueOf(send('DELETE', `/ops-api/help-articles/${id}`));
    expect((await centre()).some((c) => c.code === 'BONUS')).toBe(false);
    expect((await centre()).some((c) => c.articles.some((a) => a.slug === 'term'))).toBe(true);
    expect((await auditOf('help_article', help.id)).map((a) => a.action)).toEqual(['help_article.delete', 'help_article.create']);
    // Two saves of one new address at once: one article, and the other save is told the address is taken (never a 5xx).
    const both = await Promise.all([1, 2].map(() => send('POST', '/ops-api/help-articles', { ...article, slug: 'same-time' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.statusCode === 422)?.json()).toMatchObject({ code: 'validation_failed', errors: { slug: 'taken' } });
    const made = both.find((r) => r.statusCode === 200)?.json<{ value: { id: number } }>().value.id;
    await valueOf(send('DELETE', `/ops-api/help-articles/${made ?? 0}`));
  });

  it('refuses bad input with the field named and a stable code, and read-only operators, writing nothing', async () => {
    const notice = { title: words('Fine'), content: words('Fine.'), sort: 0 };
    const before = (await valueOf<{ list: unknown[] }>(send('GET', '/ops-api/notices'))).list.length;
    for (const [patch, field] of [
      [{ title: { ...words('x'), CN: '   ' } }, 'title.CN'],
      [{ title: { ...words('x'), TH: 'ก'.repeat(121) } }, 'title.TH'],
      [{ content: { ...words('x'), EN: 'x'.repeat(2001) } }, 'content.EN'],
      [{ content: 'one language' }, 'content'],
      [{ sort: '1' }, 'sort'],
      [{ sort: 10_001 }, 'sort'],
      [{ pinned: true }, 'pinned'],
    ] as const) {
      const response = await send('POST', '/ops-api/notices', { ...notice, ...patch });
      const body = response.json<{ code: string; errors?: Record<string, string> }>();
      expect([response.statusCode, body.code, Object.keys(body.errors ?? {})]).toEqual([422, 'validation_failed', [field]]);
    }
    const popup = { title: words('Fine'), content: words('Fine.'), execution: 'A', sort: 0 };
    const wrongExecution = await send('POST', '/ops-api/popups', { ...popup, execution: 'Z' });
    expect([wrongExecution.statusCode, Object.keys(wrongExecution.json<{ errors: object }>().errors)]).toEqual([422, ['execution']]);
    const help = { category: 'GENERAL', categoryTitle: words('General'), slug: 'fine', title: words('Fine'), content: words('Fine.'), sort: 0 };
    for (const [patch, field] of [
      [{ slug: 'Bad Slug' }, 'slug'],
      [{ slug: '../term' }, 'slug'],
      [{ category: 'general' }, 'category'],
      [{ categoryTitle: { EN: 'x', CN: 'y' } }, 'categoryTitle.TH'],
    ] as const) {
      const response = await send('POST', '/ops-api/help-articles', { ...help, ...patch });
      expect([response.statusCode, Object.keys(response.json<{ errors?: object }>().errors ?? {})]).toEqual([422, [field]]);
    }
    const denied = await send('POST', '/ops-api/notices', notice, readonly);
    expect([denied.statusCode, denied.json<{ code: string }>().code]).toEqual([403, 'forbidden']);
    expect((await valueOf<{ list: unknown[] }>(send('GET', '/ops-api/notices'))).list.length).toBe(before);
  });
});

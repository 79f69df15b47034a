import { describe, expect, it } from 'vitest';
import type { HelpCenter } from '@shared/api/system';
import { pickArticle } from './pick-article';

const help: HelpCenter = {
  categories: [
    { code: 'GENERAL', title: 'General', articles: [{ id: 1, slug: 'about', title: 'About', content: 'a' }] },
    { code: 'TERMS', title: 'Terms', articles: [{ id: 2, slug: 'terms-and-conditions', title: 'Terms', content: 't' }] },
    { code: 'PRIVACY', title: 'Privacy', articles: [{ id: 3, slug: 'privacy', title: 'Privacy', content: 'p' }] },
  ],
};

describe('pickArticle', () => {
  it('opens the exact slug', () => expect(pickArticle(help, '#privacy')?.id).toBe(3));
  it('matches #term to the terms article', () => expect(pickArticle(help, '#term')?.id).toBe(2));
  it('falls back to the first article', () => {
    expect(pickArticle(help, '')?.id).toBe(1);
    expect(pickArticle(help, '#nothing')?.id).toBe(1);
  });
  it('gives null when there are no articles', () => expect(pickArticle({ categories: [] }, '#term')).toBeNull());
});

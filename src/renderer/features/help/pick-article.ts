import type { HelpCenter } from '@shared/api/system';

type Article = HelpCenter['categories'][number]['articles'][number];

/**
 * The article a `/help#<anchor>` link asks for: exact slug, then a slug or category code that
 * starts with the anchor (`#term` → `terms-and-conditions`), else the first article.
 */
export function pickArticle(help: HelpCenter, anchor: string): Article | null {
  const all = help.categories.flatMap((c) => c.articles.map((a) => ({ article: a, code: c.code.toLowerCase() })));
  const wanted = anchor.replace(/^#/, '').trim().toLowerCase();
  if (wanted) {
    const exact = all.find((e) => e.article.slug.toLowerCase() === wanted);
    if (exact) return exact.article;
    const prefix = all.find((e) => e.article.slug.toLowerCase().startsWith(wanted) || e.code.startsWith(wanted));
    if (prefix) return prefix.article;
  }
  return all[0]?.article ?? null;
}

import type { ConsoleHelpArticle } from '@shared/api/console-notices';
import type { Language } from '@shared/constants';

export interface HelpGroup {
  code: string;
  title: string;
  articles: { id: number; slug: string; title: string; content: string }[];
}

/**
 * The help centre as the site builds it (system service getHelpCenter): articles in order, each
 * category where its first article comes, named by that article's category title.
 */
export function helpGroupsOf(articles: readonly ConsoleHelpArticle[], language: Language): HelpGroup[] {
  const groups = new Map<string, HelpGroup>();
  for (const article of articles) {
    let group = groups.get(article.category);
    if (!group) groups.set(article.category, (group = { code: article.category, title: article.categoryTitle[language], articles: [] }));
    group.articles.push({ id: article.id, slug: article.slug, title: article.title[language], content: article.content[language] });
  }
  return [...groups.values()];
}

/** The categories already in use, each with its names, for the article dialog's choice. */
export function helpCategoriesOf(articles: readonly ConsoleHelpArticle[]): Pick<ConsoleHelpArticle, 'category' | 'categoryTitle'>[] {
  const seen = new Map<string, ConsoleHelpArticle['categoryTitle']>();
  for (const article of articles) if (!seen.has(article.category)) seen.set(article.category, article.categoryTitle);
  return [...seen].map(([category, categoryTitle]) => ({ category, categoryTitle }));
}

/** Paragraphs as the help centre splits them (one block per run of line breaks). */
export const paragraphsOf = (content: string): string[] => content.split(/\n{1,}/u);

import { describe, expect, it } from 'vitest';
import type { ConsoleHelpArticle } from '@shared/api/console-notices';
import { helpCategoriesOf, helpGroupsOf, paragraphsOf } from './content-help-groups';

const article = (id: number, category: string, name: string): ConsoleHelpArticle => ({
  id,
  category,
  categoryTitle: { EN: name, CN: `${name}中`, TH: `${name}ท` },
  slug: `a-${id}`,
  title: { EN: `A${id}`, CN: `A${id}中`, TH: `A${id}ท` },
  content: { EN: 'x', CN: 'y', TH: 'z' },
  sort: id,
});

describe('help centre preview', () => {
  it('groups articles as the site does: a category where its first article is, in the chosen language', () => {
    const groups = helpGroupsOf([article(1, 'GENERAL', 'General'), article(2, 'MONEY', 'Money'), article(3, 'GENERAL', 'General')], 'CN');
    expect(groups.map((g) => [g.code, g.title, g.articles.map((a) => a.title)])).toEqual([
      ['GENERAL', 'General中', ['A1中', 'A3中']],
      ['MONEY', 'Money中', ['A2中']],
    ]);
    expect(helpGroupsOf([], 'EN')).toEqual([]);
  });

  it('lists the categories in use once, and splits paragraphs like the help centre', () => {
    expect(helpCategoriesOf([article(1, 'GENERAL', 'General'), article(2, 'GENERAL', 'Other')]).map((c) => [c.category, c.categoryTitle.EN])).toEqual([['GENERAL', 'General']]);
    expect(paragraphsOf('One.\n\nTwo.\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

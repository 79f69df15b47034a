import { GENERAL_ARTICLES } from './help-general';
import { MONEY_ARTICLES } from './help-money';
import { TERMS_ARTICLES } from './help-terms';
import type { HelpArticleSeed } from './help-types';

/** All help-centre articles, in display order; `term` is the target of /help#term. */
export const HELP_ARTICLES: HelpArticleSeed[] = [...GENERAL_ARTICLES, ...MONEY_ARTICLES, ...TERMS_ARTICLES];

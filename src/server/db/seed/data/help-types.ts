import type { Localized } from '@shared/constants';

export interface HelpArticleSeed {
  category: string;
  slug: string;
  title: Localized;
  content: Localized;
}

/** Paragraphs per language, joined by blank lines (the help modal renders one block per paragraph). */
export function paragraphs(text: Record<keyof Localized, string[]>): Localized {
  return { EN: text.EN.join('\n\n'), CN: text.CN.join('\n\n'), TH: text.TH.join('\n\n') };
}

export const HELP_CATEGORIES: Record<string, Localized> = {
  GENERAL: { EN: 'General', CN: '常见问题', TH: 'ทั่วไป' },
  ACCOUNT: { EN: 'Account', CN: '账户', TH: 'บัญชี' },
  DEPOSIT: { EN: 'Deposit & Withdrawal', CN: '存款与提款', TH: 'ฝากและถอนเงิน' },
  RESPONSIBLE: { EN: 'Responsible Gaming', CN: '理性娱乐', TH: 'การเล่นอย่างมีความรับผิดชอบ' },
  TERMS: { EN: 'Terms', CN: '条款', TH: 'ข้อกำหนด' },
};

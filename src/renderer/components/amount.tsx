import { moneyText } from '@/lib/format';
import './amount.css';

export interface AmountProps {
  /** Integer minor units. */
  minor: number;
  currency: string;
  decimals?: number;
  /** A movement rather than a balance: + on credits, and green or red by sign. */
  signed?: boolean;
}

/** A money figure with its currency, in tabular digits so columns of them line up. */
export function Amount({ minor, currency, decimals = 2, signed = false }: AmountProps) {
  const tone = signed && minor > 0 ? ' amount--plus' : signed && minor < 0 ? ' amount--minus' : '';
  return <span className={`amount${tone}`}>{moneyText(minor, currency, decimals, signed)}</span>;
}

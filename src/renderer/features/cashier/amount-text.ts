import type { AmountProblem } from '@/lib/money-input';
import type { TextPart } from './field-checks';

export interface AmountLimitsText {
  /** Formatted with 2 decimals and the currency, e.g. "100.00 THB". */
  min: string;
  max: string;
  decimals: number;
}

/** The message under an amount field for a problem found by checkAmount. */
export function amountProblemText(problem: AmountProblem, limits: AmountLimitsText): TextPart {
  switch (problem) {
    case 'required':
      return { key: 'cashier:field.required' };
    case 'format':
      return { key: 'cashier:amount.format' };
    case 'decimals':
      return { key: 'cashier:amount.decimals', values: { decimals: String(limits.decimals) } };
    case 'zero':
      return { key: 'cashier:amount.zero' };
    case 'min':
      return { key: 'cashier:amount.min', values: { min: limits.min } };
    case 'max':
      return { key: 'cashier:amount.max', values: { max: limits.max } };
  }
}

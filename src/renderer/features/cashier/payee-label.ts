import type { Payee } from '@shared/api/cashier';

/** A payee in the request form's list: bank, masked number and holder. */
export function payeeLabel(payee: Pick<Payee, 'bankName' | 'accountNumber' | 'holderName'>): string {
  return `${payee.bankName} · ${payee.accountNumber} · ${payee.holderName}`;
}

/** A payee in the records, where room is short: bank and masked number. */
export function payeeShort(payee: Pick<Payee, 'bankName' | 'accountNumber'>): string {
  return `${payee.bankName} ${payee.accountNumber}`;
}

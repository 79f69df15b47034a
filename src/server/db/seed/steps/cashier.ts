import { depositMethods } from '../../schema';
import { DEPOSIT_METHODS } from '../data/deposit-methods';
import type { SeedTx } from '../db-types';

/** Deposit methods by natural key; an operator's later changes to limits are left alone. */
export async function seedDepositMethods(tx: SeedTx, merchantId: number): Promise<void> {
  await tx
    .insert(depositMethods)
    .values(DEPOSIT_METHODS.map((m) => ({ ...m, merchantId })))
    .onConflictDoNothing();
}

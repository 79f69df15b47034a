import { hashPassword, type PasswordCost } from '../../../lib/password';
import { operators } from '../../schema';
import { DEMO_OPERATOR } from '../data/demo-operators';
import type { SeedTx } from '../db-types';
import { and, eq } from 'drizzle-orm';

/** Inserts the demo operator once; an existing one (and its password) is left alone. */
export async function seedDemoOperator(tx: SeedTx, merchantId: number, cost: PasswordCost): Promise<void> {
  const [existing] = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, DEMO_OPERATOR.username)));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password, cost);
  await tx.insert(operators).values({ merchantId, username: DEMO_OPERATOR.username, passwordHash, role: DEMO_OPERATOR.role }).onConflictDoNothing();
}

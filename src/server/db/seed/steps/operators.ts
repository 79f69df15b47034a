import { and, eq } from 'drizzle-orm';
import { hashPassword, type PasswordCost } from '../../../lib/password';
import { operators } from '../../schema';
import { DEMO_OPERATORS } from '../data/demo-operators';
import type { SeedTx } from '../db-types';

/**
 * Inserts the demo operators once; existing ones (their passwords, their second factor) are left
 * alone. A seeded TOTP secret is stored marked plain: it is public demo data, not a secret.
 */
export async function seedDemoOperators(tx: SeedTx, merchantId: number, cost: PasswordCost): Promise<void> {
  for (const demo of DEMO_OPERATORS) {
    const [existing] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.merchantId, merchantId), eq(operators.username, demo.username)));
    if (existing) continue;
    const passwordHash = await hashPassword(demo.password, cost);
    const totpSecret = demo.totpSecret ? `plain:${demo.totpSecret}` : null;
    await tx.insert(operators).values({ merchantId, username: demo.username, passwordHash, role: demo.role, totpSecret }).onConflictDoNothing();
  }
}

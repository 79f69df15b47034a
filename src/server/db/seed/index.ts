import { sql } from 'drizzle-orm';
import type { PasswordCost } from '../../lib/password';
import { DEMO_AGENT, DEMO_DOWNLINES, DEMO_PLAYER } from './data/demo-accounts';
import { MERCHANT_CODE } from './data/merchant-config';
import type { SeedDb } from './db-types';
import { seedCatalogue } from './steps/catalogue';
import { seedContent } from './steps/content';
import { ensureMerchant, seedReferenceData } from './steps/merchant';
import { seedDemoAccounts } from './steps/members';
import { seedDemoOperator } from './steps/operators';
import { seedDepositMethods } from './steps/cashier';
import { DEMO_OPERATOR } from './data/demo-operators';

export interface SeedReport {
  merchantCode: string;
  demoAccounts: { role: 'player' | 'agent' | 'downline'; account: string; password: string }[];
  /** Back-office sign-in for /ops-api (not a player account). */
  demoOperator: { username: string; password: string };
}

export interface SeedOptions {
  /** 'test' hashes the demo passwords cheaply; never use it for a database people sign in to. */
  passwordCost?: PasswordCost;
}

/** Arbitrary constant naming the seed's advisory lock (two processes starting at once seed once). */
const SEED_LOCK = 7_203_114;

/**
 * Seeds the demo merchant: configuration, catalogue, content and demo accounts. Idempotent: one
 * transaction, every part keyed by natural keys, so a second run (or a crash halfway) changes nothing.
 */
export async function seedDatabase(db: SeedDb, options: SeedOptions = {}): Promise<SeedReport> {
  const cost = options.passwordCost ?? 'production';
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const merchantId = await ensureMerchant(tx);
    await seedReferenceData(tx, merchantId);
    await seedCatalogue(tx, merchantId);
    await seedContent(tx, merchantId);
    await seedDemoAccounts(tx, merchantId, cost);
    await seedDemoOperator(tx, merchantId, cost);
    await seedDepositMethods(tx, merchantId);
  });
  return {
    merchantCode: MERCHANT_CODE,
    demoAccounts: [
      { role: 'player', account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
      { role: 'agent', account: DEMO_AGENT.account, password: DEMO_AGENT.password },
      ...DEMO_DOWNLINES.map((d) => ({ role: 'downline' as const, account: d.account, password: d.password })),
    ],
    demoOperator: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password },
  };
}

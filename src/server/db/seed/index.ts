import { sql } from 'drizzle-orm';
import type { PasswordCost } from '../../lib/password';
import { DEMO_AGENT, DEMO_DOWNLINES, DEMO_PLAYER } from './data/demo-accounts';
import { MERCHANT_CODE } from './data/merchant-config';
import type { SeedDb } from './db-types';
import { seedCatalogue } from './steps/catalogue';
import { seedContent } from './steps/content';
import { ensureMerchant, seedReferenceData } from './steps/merchant';
import { seedDemoAccounts } from './steps/members';
import { seedDemoOperators } from './steps/operators';
import { seedDepositMethods } from './steps/cashier';
import { DEMO_OPERATOR } from './data/demo-operators';
import { DEMO_TEAM_LOGIN, DEMO_TEAM_MEMBERS, DEMO_TEAM_PASSWORD } from './data/demo-team';
import { seedDemoHistory, type DemoHistoryResult } from './steps/demo-history';
import { seedDemoContracts, type DemoContractsResult } from './steps/demo-contracts';
import { seedDemoTeam } from './steps/demo-team';
import { seedPromotions } from './steps/promotions';
import { seedRaffles } from './steps/raffles';
import { seedDemoBirthday, seedVipLadder } from './steps/vip';

export interface SeedReport {
  merchantCode: string;
  /** 'sub-agent' and 'member': sign-ins of the demo team (only with the demoTeam option). */
  demoAccounts: { role: 'player' | 'agent' | 'downline' | 'sub-agent' | 'member'; account: string; password: string }[];
  /** Back-office sign-in for /ops-api (not a player account). */
  demoOperator: { username: string; password: string; totpSecret: string };
  /** What the demo team's history step wrote this run (nothing when it had run before). */
  demoHistory?: DemoHistoryResult & { ms: number };
  /** What the demo agent tree's contracts step wrote this run (nothing when it had run before). */
  demoContracts?: DemoContractsResult & { ms: number };
}

export interface SeedOptions {
  /** 'test' hashes the demo passwords cheaply; never use it for a database people sign in to. */
  passwordCost?: PasswordCost;
  /**
   * The demo agent's team (sub-agents and 32 players, three levels deep) with 60 days of money
   * history for them and the demo player (steps/demo-team.ts, steps/demo-history.ts). On for the
   * server (startServer); tests leave it off and get the bare demo accounts, quickly.
   */
  demoTeam?: boolean;
}

/** Arbitrary constant naming the seed's advisory lock (two processes starting at once seed once). */
const SEED_LOCK = 7_203_114;

/**
 * Seeds the demo merchant: configuration, catalogue, content and demo accounts. Idempotent: one
 * transaction, every part keyed by natural keys, so a second run (or a crash halfway) changes nothing.
 */
export async function seedDatabase(db: SeedDb, options: SeedOptions = {}): Promise<SeedReport> {
  const cost = options.passwordCost ?? 'production';
  let demoHistory: SeedReport['demoHistory'];
  let demoContracts: SeedReport['demoContracts'];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const merchantId = await ensureMerchant(tx);
    await seedReferenceData(tx, merchantId);
    await seedCatalogue(tx, merchantId);
    await seedContent(tx, merchantId);
    await seedDemoAccounts(tx, merchantId, cost);
    await seedDemoOperators(tx, merchantId, cost);
    await seedDepositMethods(tx, merchantId);
    if (options.demoTeam) {
      const started = performance.now();
      const now = new Date();
      // Before the history: the demo players' history includes what they took from these. Demo data
      // only: tests keep merchants without promotions, so no reward moves their balances.
      await seedPromotions(tx, merchantId, now);
      await seedDemoTeam(tx, merchantId, cost, now);
      // The demo player was made with the first seed: its history starts with the team's.
      const players = [{ account: DEMO_PLAYER.account, since: new Date(now.getTime() - 60 * 24 * 3_600_000) }, ...DEMO_TEAM_MEMBERS];
      const written = await seedDemoHistory(tx, merchantId, players, now);
      // After the history: the raffles' tickets come from it.
      await seedRaffles(tx, merchantId, now);
      demoHistory = { ...written, ms: Math.round(performance.now() - started) };
      // The tree's contracts, settled over that history (through the contract services).
      const signed = await seedDemoContracts(tx, merchantId, now);
      await seedVipLadder(tx, merchantId);
      if (written.players > 0) await seedDemoBirthday(tx, merchantId, now);
      demoContracts = { ...signed, ms: Math.round(performance.now() - started) - demoHistory.ms };
    }
  });
  return {
    merchantCode: MERCHANT_CODE,
    demoAccounts: [
      { role: 'player', account: DEMO_PLAYER.account, password: DEMO_PLAYER.password },
      { role: 'agent', account: DEMO_AGENT.account, password: DEMO_AGENT.password },
      ...DEMO_DOWNLINES.map((d) => ({ role: 'downline' as const, account: d.account, password: d.password })),
      ...(options.demoTeam
        ? [
            { role: 'sub-agent' as const, account: DEMO_TEAM_LOGIN.agent, password: DEMO_TEAM_PASSWORD },
            { role: 'member' as const, account: DEMO_TEAM_LOGIN.member, password: DEMO_TEAM_PASSWORD },
          ]
        : []),
    ],
    demoOperator: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password, totpSecret: DEMO_OPERATOR.totpSecret },
    ...(demoHistory ? { demoHistory } : {}),
    ...(demoContracts ? { demoContracts } : {}),
  };
}

import { and, eq } from 'drizzle-orm';
import { gameRounds, members } from '../../db/schema/index';
import { buildAccountApp, type AccountTestApp } from '../../test/account-client';
import type { TestDriver } from '../../test/database';
import { configureVendor, injectTransport, VendorClient } from '../../test/vendor-client';
import { balanceOf } from '../ledger/service';
import { fundMain } from '../../test/money';
import type { AccountRef } from '../ledger/types';
import { issueLaunchToken } from './launch-service';

export const VENDOR = 'TESTV';
export const SECRET = 'test-vendor-secret-0123456789';

export interface SeamlessFixture {
  t: AccountTestApp;
  merchantId: number;
  /** demoplayer and the seeded downlines, by account name. */
  ids: Record<string, number>;
  vendor: VendorClient;
  /** Puts money on a player's main wallet (from payment clearing, through the ledger). */
  fund(memberId: number, amount: number): Promise<void>;
  main(memberId: number): Promise<number>;
  /** Any ledger account's balance in THB (the jackpot pool, a settlement account, a vendor wallet). */
  balance(ref: AccountRef): Promise<number>;
  /** A launch token; `nodeId` names the game (default test-game, which the catalogue does not know). */
  launch(memberId: number, vendorCode?: string, nodeId?: string): Promise<string>;
  round(roundId: string): Promise<typeof gameRounds.$inferSelect | undefined>;
  setMember(memberId: number, change: { type?: number; status?: string }): Promise<void>;
  close(): Promise<void>;
}

/** A seeded app with a seamless vendor configured as an operator would, and a signing client. */
export async function seamlessFixture(driver: TestDriver): Promise<SeamlessFixture> {
  const t = await buildAccountApp(driver);
  const db = t.database.db;
  const rows = await db.select({ id: members.id, account: members.account, merchantId: members.merchantId }).from(members);
  const merchantId = rows[0]?.merchantId ?? 0;
  await configureVendor(db, merchantId, { code: VENDOR, secret: SECRET });
  const vendor = new VendorClient(VENDOR, SECRET, injectTransport(t.app), () => t.clock.t);
  return {
    t,
    merchantId,
    ids: Object.fromEntries(rows.map((r) => [r.account, r.id])),
    vendor,
    fund: (memberId, amount) => fundMain(db, merchantId, memberId, amount, 'THB'),
    main: (memberId) => balanceOf(db, merchantId, 'THB', { kind: 'player_main', memberId }),
    balance: (ref) => balanceOf(db, merchantId, 'THB', ref),
    launch: (memberId, vendorCode = VENDOR, nodeId = 'test-game') => issueLaunchToken(db, { id: merchantId }, memberId, { nodeId, vendorCode }, t.clock.t),
    round: async (roundId) => {
      const [row] = await db.select().from(gameRounds).where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.roundId, roundId)));
      return row;
    },
    setMember: async (memberId, change) => {
      await db.update(members).set(change).where(eq(members.id, memberId));
    },
    close: () => t.close(),
  };
}

import { and, eq, ne } from 'drizzle-orm';
import type { GameType, Localized } from '@shared/constants';
import { games, vendors } from '../../db/schema/index';
import { configureVendor, injectTransport, VendorClient, type VendorReply } from '../../test/vendor-client';
import { issueLaunchToken } from '../seamless/launch-service';
import { SECRET, type SeamlessFixture } from '../seamless/test-seamless';

/** Game rounds made the way a vendor makes them (signed seamless calls), for the betting record and recall tests. */

export interface SeededGame {
  nodeId: string;
  vendorCode: string;
  gameType: GameType;
  name: Localized;
  vendorName: string;
}

/** The first seeded game of this type whose vendor is not `otherThan`, with its vendor's name. */
export async function seededGame(f: SeamlessFixture, gameType: GameType, otherThan = ''): Promise<SeededGame> {
  const [row] = await f.t.database.db
    .select({ nodeId: games.nodeId, vendorCode: games.vendorCode, gameType: games.gameType, name: games.name, vendorName: vendors.displayName })
    .from(games)
    .innerJoin(vendors, and(eq(vendors.merchantId, games.merchantId), eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType)))
    .where(and(eq(games.merchantId, f.merchantId), eq(games.gameType, gameType), ne(games.vendorCode, otherThan)))
    .orderBy(games.id)
    .limit(1);
  if (!row) throw new Error(`no seeded ${gameType} game`);
  return row;
}

/** Configures `code` as a seamless vendor (the fixture's secret) and answers a client signing as it. */
export async function vendorAs(f: SeamlessFixture, code: string, launchUrl?: string | null): Promise<VendorClient> {
  await configureVendor(f.t.database.db, f.merchantId, { code, secret: SECRET, launchUrl });
  return new VendorClient(code, SECRET, injectTransport(f.t.app), () => f.t.clock.t);
}

export interface RoundPlan {
  id: string;
  bet: number;
  /** Absent: the round stays open. */
  win?: number;
  /** Rolls the whole bet back (before any win). */
  refund?: boolean;
}

function ok(reply: VendorReply, what: string): void {
  if (reply.statusCode !== 200) throw new Error(`${what}: ${reply.statusCode} ${JSON.stringify(reply.body)}`);
}

/** Launches `nodeId` for the member at the fixture's clock, then bets, refunds and wins as planned. */
export async function playRound(f: SeamlessFixture, vendor: VendorClient, memberId: number, nodeId: string, plan: RoundPlan): Promise<void> {
  const token = await issueLaunchToken(f.t.database.db, { id: f.merchantId }, memberId, { nodeId, vendorCode: vendor.code }, f.t.clock.t);
  const base = { playerId: String(memberId), roundId: plan.id, currency: 'THB' };
  ok(await vendor.call('bet', { ...base, token, transactionId: `${plan.id}-b`, amount: plan.bet }), `bet ${plan.id}`);
  if (plan.refund) ok(await vendor.call('refund', { ...base, transactionId: `${plan.id}-rf`, betTransactionId: `${plan.id}-b`, amount: plan.bet }), `refund ${plan.id}`);
  if (plan.win !== undefined) ok(await vendor.call('win', { ...base, transactionId: `${plan.id}-w`, amount: plan.win }), `win ${plan.id}`);
}

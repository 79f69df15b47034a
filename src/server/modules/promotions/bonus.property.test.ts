import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameType } from '@shared/constants';
import { gameRounds, games, members, promotionJoins } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { propertyRuns } from '../../test/property-runs';
import { ledgerFixture, type LedgerFixture } from '../ledger/test-ledger';
import { transfer } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import { cliActor } from '../operator/audit';
import { bonusList, expireBonuses, forfeitBonus, issueDepositBonuses } from './bonus-service';
import { zoneOf } from './claim-service';
import { claimMission } from './mission-service';
import { savePromotion } from './operator-service';
import { periodOf } from './windows';

/**
 * The bonus wallet's promise: whatever deposits, rounds, mission claims, forfeits and expiries happen, the amount a
 * member may withdraw (main balance minus what open wagering requirements hold: each bonus and its
 * winnings) equals a simple model's, every bonus's status follows the model, and the books balance.
 */
const RUNS = propertyRuns({ quick: 15, deep: 200 }, 'BONUS_PROPERTY_RUNS');
const CATEGORIES: GameType[] = ['RNG', 'LIVE', 'SPORTS'];
const WEIGHTS: Partial<Record<GameType, number>> = { LIVE: 50, SPORTS: 0 };
const SETTINGS = { percentBp: 5_000, cap: 3_000, minDeposit: 1_000, multiple: 3, expiryDays: 1 };
const DAY = 86_400_000;

type Step = { op: 'deposit'; amount: number } | { op: 'play'; category: number; bet: number; win: number } | { op: 'forfeit'; which: number } | { op: 'expire' } | { op: 'claim' };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('deposit' as const), amount: fc.integer({ min: 500, max: 10_000 }) }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('play' as const), category: fc.nat(2), bet: fc.integer({ min: 1, max: 4_000 }), win: fc.integer({ min: 0, max: 8_000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('forfeit' as const), which: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ op: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'claim' as const }) },
);
/** A daily mission's reward (one settled round that day): paid to the main wallet, never held. */
const REWARD = 700;

interface ModelBonus {
  amount: number;
  requirement: number;
  issued: number;
  expires: number;
  status: 'active' | 'completed' | 'expired' | 'forfeited';
}

describe.each(testDrivers())('bonus wallet against a model on %s', (driver) => {
  let f: LedgerFixture;
  let merchant: Merchant;
  let run = 0;
  const nodes = new Map<GameType, string>();
  beforeAll(async () => {
    f = await ledgerFixture(driver);
    merchant = (await listMerchants(f.db)).find((m) => m.id === f.merchantId) ?? merchant;
    for (const row of await f.db.select({ nodeId: games.nodeId, type: games.gameType }).from(games).where(and(eq(games.merchantId, f.merchantId), inArray(games.gameType, CATEGORIES)))) {
      if (!nodes.has(row.type)) nodes.set(row.type, row.nodeId);
    }
  });
  afterAll(async () => f.database.close());

  it('lets a member withdraw exactly what the model says, whatever happens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), fc.integer({ min: 1_000, max: 20_000 }), async (steps, budget) => {
        run += 1;
        let clock = Date.UTC(2030, 0, 1) + run * 30 * DAY;
        const [member] = await f.db.insert(members).values({ merchantId: f.merchantId, account: `bonusprop${driver}${run}`, passwordHash: 'x' }).returning({ id: members.id, status: members.status });
        const memberId = member?.id ?? 0;
        const who = { id: memberId, status: 'ACTIVE' };
        const promo = await savePromotion(f.db, cliActor(f.merchantId), {
          code: `BP${run}`,
          title: { EN: 'b', CN: 'b', TH: 'b' },
          terms: { EN: 't', CN: 't', TH: 't' },
          bannerUrl: '',
          startsAt: new Date(clock - DAY).toISOString(),
          endsAt: null,
          budget,
          sort: 0,
          settings: { kind: 'depositBonus', deposits: 'every', percentBp: SETTINGS.percentBp, cap: SETTINGS.cap, minDeposit: SETTINGS.minDeposit, wagering: { multiple: SETTINGS.multiple, base: 'bonus', weights: WEIGHTS }, expiryDays: SETTINGS.expiryDays },
        });
        await f.db.insert(promotionJoins).values({ promotionId: promo.id, memberId });
        const missions = await savePromotion(f.db, cliActor(f.merchantId), {
          code: `BM${run}`,
          title: { EN: 'm', CN: 'm', TH: 'm' },
          terms: { EN: 't', CN: 't', TH: 't' },
          bannerUrl: '',
          startsAt: new Date(clock - DAY).toISOString(),
          endsAt: null,
          budget: null,
          sort: 0,
          settings: { kind: 'mission', missions: [{ code: 'one-round', title: { EN: 'm', CN: 'm', TH: 'm' }, period: 'daily', goal: 'rounds', target: 1, reward: REWARD, points: 1 }] },
        });
        const claimedDays = new Set<string>();
        let balance = 0;
        let spent = 0;
        const model: ModelBonus[] = [];
        const rounds: { at: number; category: GameType; bet: number; win: number }[] = [];
        const main = { kind: 'player_main' as const, memberId };
        const money = async (key: string, type: string, from: Parameters<typeof transfer>[1]['from'], to: Parameters<typeof transfer>[1]['to'], amount: number) =>
          (await transfer(f.db, { merchantId: f.merchantId, idempotencyKey: `bp${run}-${key}`, type, reference: key, actor: 'test', from, to, amount, currency: 'THB', at: new Date(clock) })).transferId;
        const sinceIssue = (b: ModelBonus) => rounds.filter((r) => r.at >= b.issued);
        const met = (b: ModelBonus) => CATEGORIES.reduce((s, c) => s + Math.floor((sinceIssue(b).filter((r) => r.category === c).reduce((t, r) => t + r.bet, 0) * (WEIGHTS[c] ?? 100)) / 100), 0) >= b.requirement;

        for (const [n, s] of steps.entries()) {
          clock += 1_000;
          if (s.op === 'deposit') {
            const transferId = await money(`d${n}`, 'deposit', { kind: 'payment_clearing' }, main, s.amount);
            await f.db.transaction((tx) => issueDepositBonuses(tx, f.merchantId, memberId, { transferId, amount: s.amount }, new Date(clock)));
            balance += s.amount;
            const bonus = s.amount < SETTINGS.minDeposit || spent >= budget ? 0 : Math.min(SETTINGS.cap, Math.floor((s.amount * SETTINGS.percentBp) / 10_000), budget - spent);
            if (bonus > 0) {
              balance += bonus;
              spent += bonus;
              model.push({ amount: bonus, requirement: SETTINGS.multiple * bonus, issued: clock, expires: clock + SETTINGS.expiryDays * DAY, status: 'active' });
            }
          }
          if (s.op === 'play' && s.bet <= balance) {
            const category = CATEGORIES[s.category] ?? 'RNG';
            await money(`b${n}`, 'bet', main, { kind: 'vendor_settlement', code: 'BP' }, s.bet);
            if (s.win > 0) await money(`w${n}`, 'win', { kind: 'vendor_settlement', code: 'BP' }, main, s.win);
            await f.db.insert(gameRounds).values({ merchantId: f.merchantId, vendorCode: 'BP', roundId: `bp${run}-${n}`, memberId, gameNodeId: nodes.get(category) ?? null, totalBet: s.bet, totalWin: s.win, currency: 'THB', status: 'settled', openedAt: new Date(clock), closedAt: new Date(clock) });
            balance += s.win - s.bet;
            rounds.push({ at: clock, category, bet: s.bet, win: s.win });
          }
          if (s.op === 'claim') {
            const day = periodOf('daily', new Date(clock), zoneOf(merchant));
            const played = rounds.some((r) => r.at >= day.start.getTime() && r.at < day.end.getTime());
            const expected = !played ? 'promotion_nothing_to_claim' : claimedDays.has(day.key) ? 'promotion_already_claimed' : 'paid';
            const outcome = await claimMission(f.db, merchant, who, missions.id, 'one-round', new Date(clock)).then(
              () => 'paid',
              (error: unknown) => (error as { code?: string }).code,
            );
            expect(outcome).toBe(expected);
            if (outcome === 'paid') {
              balance += REWARD;
              claimedDays.add(day.key);
            }
          }
          const { list } = await bonusList(f.db, merchant, memberId, new Date(clock));
          const open = [...list].reverse();
          if (s.op === 'forfeit') {
            const target = open.filter((b) => b.status === 'active')[s.which % Math.max(1, open.length)];
            const index = target ? open.indexOf(target) : -1;
            const mine = model[index];
            if (target && mine && mine.status === 'active' && !met(mine)) {
              await forfeitBonus(f.db, merchant, who, target.id, new Date(clock));
              balance -= Math.min(mine.amount, balance);
              mine.status = 'forfeited';
            }
          }
          if (s.op === 'expire') {
            clock += 2 * DAY;
            await expireBonuses(f.db, merchant, new Date(clock));
            for (const b of model.filter((x) => x.status === 'active' && x.expires < clock)) {
              if (met(b)) b.status = 'completed';
              else {
                balance -= Math.min(b.amount, balance);
                b.status = 'expired';
              }
            }
          }
          for (const b of model) if (b.status === 'active' && met(b)) b.status = 'completed';
          const locked = Math.min(
            balance,
            model.filter((b) => b.status === 'active').reduce((sum, b) => sum + b.amount + Math.max(0, sinceIssue(b).reduce((t, r) => t + r.win - r.bet, 0)), 0),
          );
          const actual = await bonusList(f.db, merchant, memberId, new Date(clock));
          expect({ withdrawable: actual.withdrawable, locked: actual.locked }).toEqual({ withdrawable: balance - locked, locked });
          expect([...actual.list].reverse().map((b) => b.status)).toEqual(model.map((b) => b.status));
        }
        expect((await verifyLedger(f.db)).drift).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});

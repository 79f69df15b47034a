import fc from 'fast-check';
import type { MoneyFigures } from './report-repository';

/**
 * The agent report property test's two halves that are not the test itself: the random steps it
 * plays across a tree, and the oracle that computes the report figures straight from raw ledger rows.
 */

export type Step =
  | { op: 'join'; upline: number; agent: boolean }
  | { op: 'money'; kind: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'jackpot_win' | 'bonus' | 'rebate' | 'adjustment_in' | 'adjustment_out' | 'hold'; who: number; amount: number }
  | { op: 'move_money'; kind: 'transfer_upline' | 'transfer_downline'; who: number; to: number; amount: number }
  | { op: 'reverse'; pick: number }
  | { op: 'move'; who: number; to: number };

const amount = fc.integer({ min: 1, max: 5_000 });
export const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('join' as const), upline: fc.nat(), agent: fc.boolean() }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('money' as const),
      kind: fc.constantFrom('deposit', 'withdrawal', 'bet', 'win', 'jackpot_win', 'bonus', 'rebate', 'adjustment_in', 'adjustment_out', 'hold'),
      who: fc.nat(),
      amount,
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ op: fc.constant('move_money' as const), kind: fc.constantFrom('transfer_upline', 'transfer_downline'), who: fc.nat(), to: fc.nat(), amount }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('move' as const), who: fc.nat(), to: fc.nat() }), weight: 1 },
);

export const ZERO: MoneyFigures = {
  deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bets: 0, validBets: 0, betCount: 0,
  wins: 0, bonuses: 0, rebates: 0, adjustments: 0, activeMembers: 0, netWinLoss: 0,
};

export interface RawTransfer {
  id: number;
  type: string;
  amount: number;
  reversesId: number | null;
  debitOwner: number;
  creditOwner: number;
}

/** The figures of a set of members, straight from the ledger rows (the rules of member_totals_add, written again). */
export function rawFigures(transfers: RawTransfer[], team: Set<number>): MoneyFigures & { firstDeposits: number } {
  const byId = new Map(transfers.map((t) => [t.id, t]));
  const f = { ...ZERO };
  const bets = new Map<number, number>();
  const firsts = new Set<number>();
  for (const t of transfers) {
    const original = t.reversesId === null ? t : byId.get(t.reversesId);
    if (!original) continue;
    const sign = t.reversesId === null ? 1 : -1;
    const debit = original.debitOwner;
    const credit = original.creditOwner;
    const a = t.amount * sign;
    if (original.type === 'deposit' && t.reversesId === null && credit > 0 && !firsts.has(credit)) firsts.add(credit);
    const inTeam = (owner: number) => owner > 0 && team.has(owner);
    switch (original.type) {
      case 'deposit': if (inTeam(credit)) { f.deposits += a; f.depositCount += sign; } break;
      case 'withdrawal': if (inTeam(debit)) { f.withdrawals += a; f.withdrawalCount += sign; } break;
      case 'bet': if (inTeam(debit)) { f.validBets += a; f.betCount += sign; if (sign > 0) f.bets += a; bets.set(debit, (bets.get(debit) ?? 0) + sign); } break;
      case 'win': case 'jackpot_win': if (inTeam(credit)) f.wins += a; break;
      case 'bonus': if (inTeam(credit)) f.bonuses += a; break;
      case 'rebate': if (inTeam(credit)) f.rebates += a; break;
      case 'adjustment': if (inTeam(credit)) f.adjustments += a; if (inTeam(debit)) f.adjustments -= a; break;
      default: break;
    }
  }
  f.activeMembers = [...bets.values()].filter((count) => count > 0).length;
  f.netWinLoss = f.wins + f.bonuses + f.rebates - f.validBets;
  return { ...f, firstDeposits: [...firsts].filter((id) => team.has(id)).length };
}

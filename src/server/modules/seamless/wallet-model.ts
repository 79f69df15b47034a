import type { RoundStatus } from '../../db/schema/seamless';

/**
 * A plain in-memory model of the seamless wallet for the property test: what each callback should
 * answer and what it does to the balance and the rounds. Deliberately naive (no SQL, no locks).
 */
/** One random step; `dup` sends the call twice at once. */
export type Op = (
  | { op: 'bet'; k: number; round: number; amount: number; allIn: number | null }
  | { op: 'win'; k: number; round: number; amount: number; end: boolean; jackpot: boolean }
  | { op: 'refund'; k: number; bet: number; round: number; amount: number; exact: boolean }
  | { op: 'end'; k: number; round: number }
  | { op: 'replay'; pick: number; tamper: boolean }
) & { dup: boolean };

export type Kind = 'bet' | 'win' | 'refund' | 'end';

export interface ModelRound {
  status: RoundStatus;
  totalBet: number;
  totalWin: number;
  totalRefunded: number;
}

/** 'ok' with the balance after (and what a jackpot win paid), or the error code. */
export type Outcome = { ok: true; balance: number; jackpotAmount?: number } | { ok: false; code: string };

/** The money the model follows: the player's wallet, the jackpot pool and the vendor's settlement account. */
export interface ModelMoney {
  balance: number;
  pool: number;
  settlement: number;
}

export class WalletModel {
  readonly rounds = new Map<number, ModelRound>();
  private readonly bets = new Map<number, { amount: number; round: number; refunded: boolean; contribution: number }>();
  private readonly voided = new Set<number>();
  balance: number;
  /** Never below 0: the ledger refuses it, and the model pays and returns only what it holds. */
  pool: number;
  settlement: number;
  /** Refunds whose contribution the pool could not give back in full (each leaves an audit row). */
  shortReturns = 0;
  /** Jackpot wins that found money in the pool. */
  jackpotsPaid = 0;

  /** `bps`: the merchant's jackpot contribution per stake, in basis points. */
  constructor(
    money: ModelMoney,
    private readonly bps: number,
  ) {
    ({ balance: this.balance, pool: this.pool, settlement: this.settlement } = money);
  }

  get money(): ModelMoney {
    return { balance: this.balance, pool: this.pool, settlement: this.settlement };
  }

  bet(k: number, round: number, amount: number): Outcome {
    if (this.voided.has(k)) return { ok: false, code: 'bet_refunded' };
    const r = this.rounds.get(round);
    if (r && r.status !== 'open') return { ok: false, code: 'round_closed' };
    if (amount > this.balance) return { ok: false, code: 'insufficient_funds' };
    const contribution = Math.floor((amount * this.bps) / 10_000);
    this.balance -= amount;
    this.settlement += amount - contribution;
    this.pool += contribution;
    const target = r ?? this.open(round);
    target.totalBet += amount;
    this.bets.set(k, { amount, round, refunded: false, contribution });
    return { ok: true, balance: this.balance };
  }

  win(round: number, amount: number, end: boolean, jackpot: boolean): Outcome {
    const r = this.rounds.get(round) ?? this.open(round);
    if (r.status !== 'open') return { ok: false, code: 'round_closed' };
    const paid = jackpot ? this.pool : 0;
    if (paid > 0) this.jackpotsPaid += 1;
    this.pool -= paid;
    this.settlement -= amount;
    this.balance += amount + paid;
    r.totalWin += amount + paid;
    if (end) r.status = closedStatus(r);
    return jackpot ? { ok: true, balance: this.balance, jackpotAmount: paid } : { ok: true, balance: this.balance };
  }

  /** A bet's stake: its own amount, or the whole balance plus `allIn` (-1, 0 or 1: just short, exact, one too many). */
  stakeOf(op: Extract<Op, { op: 'bet' }>): number {
    return op.allIn === null ? op.amount : Math.max(1, this.balance + op.allIn);
  }

  /** The refund body's round and amount for bet k (the bet's own when `exact` and it is known). */
  refundTerms(op: Extract<Op, { op: 'refund' }>): { round: number; amount: number } {
    const known = this.bets.get(op.bet);
    return known && op.exact ? { round: known.round, amount: known.amount } : { round: op.round, amount: op.amount };
  }

  refund(betK: number, round: number, amount: number): Outcome {
    const known = this.bets.get(betK);
    if (!known) {
      this.voided.add(betK);
      return { ok: true, balance: this.balance };
    }
    if (known.refunded) return { ok: true, balance: this.balance };
    if (known.amount !== amount || known.round !== round) return { ok: false, code: 'validation_failed' };
    known.refunded = true;
    // The contribution comes back as far as the pool still holds it.
    const returned = Math.min(known.contribution, this.pool);
    if (returned < known.contribution) this.shortReturns += 1;
    this.pool -= returned;
    this.settlement += returned - amount;
    this.balance += amount;
    const r = this.rounds.get(round);
    if (!r) throw new Error('model: a bet without its round');
    r.totalBet -= amount;
    r.totalRefunded += amount;
    if (r.totalBet === 0 && r.totalWin === 0) r.status = 'refunded';
    return { ok: true, balance: this.balance };
  }

  end(round: number): Outcome {
    const r = this.rounds.get(round);
    if (!r) return { ok: false, code: 'not_found' };
    if (r.status === 'open') r.status = closedStatus(r);
    return { ok: true, balance: this.balance };
  }

  private open(round: number): ModelRound {
    const r: ModelRound = { status: 'open', totalBet: 0, totalWin: 0, totalRefunded: 0 };
    this.rounds.set(round, r);
    return r;
  }
}

function closedStatus(r: ModelRound): RoundStatus {
  return r.totalBet === 0 && r.totalWin === 0 && r.totalRefunded > 0 ? 'refunded' : 'settled';
}

/** A replayed body with other content under the same transaction id. */
export function tampered(body: Record<string, unknown>): Record<string, unknown> {
  return 'amount' in body ? { ...body, amount: Number(body.amount) + 1 } : { ...body, roundId: `${String(body.roundId)}x` };
}

export interface Names {
  playerId: string;
  token: string;
  /** `${prefix}${n}` made unique to the sequence. */
  id(prefix: string, n: number): string;
}

/**
 * The call a step makes and, lazily, what the model expects of it (the model only changes when
 * the transaction id is new, never for a replay).
 */
export function planned(step: Exclude<Op, { op: 'replay' }>, model: WalletModel, n: Names): { kind: Kind; body: Record<string, unknown>; expected: () => Outcome } {
  const base = { playerId: n.playerId, currency: 'THB' };
  switch (step.op) {
    case 'bet': {
      const stake = model.stakeOf(step);
      const body = { ...base, token: n.token, transactionId: n.id('b', step.k), roundId: n.id('r', step.round), amount: stake };
      return { kind: 'bet', body, expected: () => model.bet(step.k, step.round, stake) };
    }
    case 'win': {
      const body = { ...base, transactionId: n.id('w', step.k), roundId: n.id('r', step.round), amount: step.amount, endRound: step.end, ...(step.jackpot ? { jackpot: true } : {}) };
      return { kind: 'win', body, expected: () => model.win(step.round, step.amount, step.end, step.jackpot) };
    }
    case 'refund': {
      const terms = model.refundTerms(step);
      const body = { ...base, transactionId: n.id('f', step.k), betTransactionId: n.id('b', step.bet), roundId: n.id('r', terms.round), amount: terms.amount };
      return { kind: 'refund', body, expected: () => model.refund(step.bet, terms.round, terms.amount) };
    }
    case 'end':
      return { kind: 'end', body: { playerId: n.playerId, transactionId: n.id('e', step.k), roundId: n.id('r', step.round) }, expected: () => model.end(step.round) };
  }
}

import { randomInt, randomUUID } from 'node:crypto';
import { postMoney, type Envelope } from './api-client';

/** A load of member transfers through the HTTP API, and the balances they must add up to. */

export type Who = 'agent' | 'd1' | 'd2' | 'd3';
export const DOWNLINES: Who[] = ['d1', 'd2', 'd3'];
export const VENDOR = 'AG';

export interface Op {
  /** The client's Idempotency-Key. */
  key: string;
  /** Who sends the request (and whose id scopes the key in the ledger). */
  who: Who;
  kind: 'upline' | 'downline' | 'vendor_in' | 'vendor_out';
  path: string;
  body: Record<string, unknown>;
  amount: number;
  /** Model accounts: `<who>:main` or `<who>:vendor`. */
  from: string;
  to: string;
}

export interface Moved {
  transferId: number;
  replayed: boolean;
}

export type Outcome =
  | { state: 'ok'; moved: Moved }
  | { state: 'refused'; status: number; body: Envelope<Moved> }
  | { state: 'lost'; error: string };

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

/** Random transfers: downlines → agent, agent → downlines, and members' main ↔ vendor wallet. */
export function makeOps(count: number, accountOf: Record<Who, string>, maxAmount: number): Op[] {
  const ops: Op[] = [];
  for (let i = 0; i < count; i += 1) {
    const amount = randomInt(1, maxAmount + 1);
    const key = `crash-${i}-${randomUUID()}`;
    const roll = randomInt(4);
    if (roll === 0) {
      const who = pick(DOWNLINES);
      ops.push({ key, who, kind: 'upline', path: '/wps/wallet/transferUpline', body: { amount }, amount, from: `${who}:main`, to: 'agent:main' });
    } else if (roll === 1) {
      const target = pick(DOWNLINES);
      ops.push({ key, who: 'agent', kind: 'downline', path: '/wps/agent/transfer', body: { account: accountOf[target], amount }, amount, from: 'agent:main', to: `${target}:main` });
    } else {
      const who = pick<Who>(['agent', ...DOWNLINES]);
      const into = roll === 2;
      const [from, to] = into ? [`${who}:main`, `${who}:vendor`] : [`${who}:vendor`, `${who}:main`];
      const body = { vendorCode: VENDOR, direction: into ? 'IN' : 'OUT', amount };
      ops.push({ key, who, kind: into ? 'vendor_in' : 'vendor_out', path: '/wps/wallet/transferFund', body, amount, from, to });
    }
  }
  return ops;
}

export async function send(baseUrl: string, token: string, op: Op): Promise<Outcome> {
  try {
    const { status, body } = await postMoney<Moved>(baseUrl, op.path, token, op.key, op.body);
    if (status === 200 && body.success && body.value) return { state: 'ok', moved: body.value };
    return { state: 'refused', status, body };
  } catch (error) {
    return { state: 'lost', error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
}

export interface LoadResult {
  /** Outcome of every op that was sent (ops never sent are absent). */
  outcomes: Map<string, Outcome>;
  /** Requests sent but not answered when the kill signal went out. */
  inFlightAtKill: number;
  okAtKill: number;
}

export interface LoadOptions {
  baseUrl: string;
  tokens: Record<Who, string>;
  ops: Op[];
  concurrency: number;
  /** Kill once this many requests have succeeded; nothing new is sent after that. */
  killAfterOk: number;
  kill(): Promise<void>;
}

/** Keeps `concurrency` requests in flight and pulls the plug mid-load. */
export async function loadUntilKill(options: LoadOptions): Promise<LoadResult> {
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  let ok = 0;
  let inFlight = 0;
  let killing: Promise<void> | undefined;
  const result = { inFlightAtKill: 0, okAtKill: 0 };
  const worker = async () => {
    while (killing === undefined && next < options.ops.length) {
      const op = options.ops[next] as Op;
      next += 1;
      inFlight += 1;
      const outcome = await send(options.baseUrl, options.tokens[op.who], op);
      inFlight -= 1;
      outcomes.set(op.key, outcome);
      if (outcome.state === 'ok') ok += 1;
      if (killing === undefined && ok >= options.killAfterOk) {
        result.inFlightAtKill = inFlight;
        result.okAtKill = ok;
        killing = options.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await killing;
  return { outcomes, ...result };
}

/** Runs `work` over `items` with at most `concurrency` at a time, answers in item order. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}

/** Balances after `ops` each moved exactly once, from `start`. */
export function modelBalances(start: Record<string, number>, ops: Op[]): Record<string, number> {
  const balances = { ...start };
  for (const op of ops) {
    balances[op.from] = (balances[op.from] ?? 0) - op.amount;
    balances[op.to] = (balances[op.to] ?? 0) + op.amount;
  }
  return balances;
}

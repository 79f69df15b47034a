import { KIND_PERIOD_TYPES, type ContractKind, type ContractOfferBody, type ContractPeriodType } from '@shared/api/contracts';
import { isCalendarDay, parseDay, zonedMidnight } from '@shared/date-range';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type OperatorActor } from '../operator/audit';
import type { Merchant } from '../merchant/directory';
import { zoneOfConfig } from './config';
import { offerContract, type ContractActor } from './contract-service';
import type { ContractRow } from './contract-repository';
import { closedPeriod, rerunPeriod, voidRun } from './settlement-schedule';
import { settlePeriod, type RunOutcome } from './settlement-service';
import { answerTermination, terminateByOperator } from './termination-service';

/**
 * The house's side of contracts and the operator's hand on settlements: what the ops commands and
 * the operator API call. Each action and its audit row commit together (the service's transaction
 * runs inside the audit's, as a savepoint).
 */
const house = (who: OperatorActor): ContractActor => ({ memberId: null, memberType: 0, actor: who.actor });

function audited<T>(db: Db, who: OperatorActor, action: string, target: (result: T) => { targetType: string; targetId: string; after: unknown }, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, who, { action, before: null, ...target(result) });
    return result;
  });
}

const contractTarget = (row: ContractRow) => ({ targetType: 'agent_contract', targetId: String(row.id), after: { status: row.status, kind: row.kind, agentId: row.agentId, tiers: row.tiers, periodType: row.periodType } });

/** The house offers a top-level agent a contract (no rate cap: the house is where the money starts). */
export const houseOffer = (db: Db, merchant: Merchant, who: OperatorActor, body: ContractOfferBody, now = new Date()): Promise<ContractRow> =>
  audited(db, who, 'contract.offer', contractTarget, (tx) => offerContract(tx, merchant, house(who), body, now));

/** The operator ends a contract (and everything below it that it covered). */
export const operatorTerminate = (db: Db, merchant: Merchant, who: OperatorActor, id: number, now = new Date()) =>
  audited(
    db,
    who,
    'contract.terminate',
    (r: { contract: ContractRow; ended: number }) => ({ ...contractTarget(r.contract), after: { ...contractTarget(r.contract).after, downlineContractsEnded: r.ended } }),
    (tx) => terminateByOperator(tx, merchant, who.actor, id, now),
  );

/** The house answers a top-level agent's request to end its contract. */
export const houseAnswerTermination = (db: Db, merchant: Merchant, who: OperatorActor, id: number, agree: boolean, now = new Date()) =>
  audited(db, who, agree ? 'contract.termination_accept' : 'contract.termination_reject', contractTarget, (tx) => answerTermination(tx, merchant, house(who), id, agree, true, now));

/** "YYYY-MM-DD" (that day's midnight in the merchant's zone) or an ISO instant: the period containing it. */
export function periodAt(merchant: Merchant, text: string): Date {
  const day = parseDay(text);
  if (day) {
    if (!isCalendarDay(text)) throw new AppError('validation_failed', 'No such day', { period: 'invalid' });
    return zonedMidnight(day, zoneOfConfig(merchant.config));
  }
  const at = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/u.test(text) || Number.isNaN(at)) throw new AppError('validation_failed', 'Period must be YYYY-MM-DD or an ISO time', { period: 'invalid' });
  return new Date(at);
}

export interface SettlementCommand {
  kind: ContractKind;
  periodType?: ContractPeriodType | undefined;
  period: string;
}

function resolve(merchant: Merchant, command: SettlementCommand, now: Date) {
  const periodType = command.periodType ?? KIND_PERIOD_TYPES[command.kind][0] ?? 'daily';
  if (!KIND_PERIOD_TYPES[command.kind].includes(periodType)) throw new AppError('validation_failed', 'This kind does not settle on that period', { periodType: 'invalid' });
  return { periodType, period: closedPeriod(merchant, periodType, periodAt(merchant, command.period), now) };
}

const runTarget = (command: SettlementCommand) => (result: unknown) => ({ targetType: 'contract_settlement_run', targetId: `${command.kind}:${command.period}`, after: result });

/** Settles a closed period now (the same run the schedule makes; a settled period answers `already`). */
export function operatorSettle(db: Db, merchant: Merchant, who: OperatorActor, command: SettlementCommand, now = new Date()): Promise<RunOutcome> {
  const { periodType, period } = resolve(merchant, command, now);
  return audited(db, who, 'settlement.run', runTarget(command), (tx) => settlePeriod(tx, merchant, command.kind, periodType, period, { actor: who.actor }));
}

/** Voids a settled period: a reversal of every transfer it made, never an edit. */
export function operatorVoid(db: Db, merchant: Merchant, who: OperatorActor, command: SettlementCommand, now = new Date()) {
  const { periodType, period } = resolve(merchant, command, now);
  return audited(db, who, 'settlement.void', runTarget(command), (tx) => voidRun(tx, merchant, command.kind, periodType, period, who.actor));
}

/** Voids (if it stands) and settles a period again. */
export function operatorRerun(db: Db, merchant: Merchant, who: OperatorActor, command: SettlementCommand, now = new Date()): Promise<RunOutcome> {
  const { periodType, period } = resolve(merchant, command, now);
  return audited(db, who, 'settlement.rerun', runTarget(command), (tx) => rerunPeriod(tx, merchant, command.kind, periodType, period, who.actor));
}

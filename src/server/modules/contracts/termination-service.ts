import { CONTRACT_KINDS, type ContractKind } from '@shared/api/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import { contractRulesOf } from './config';
import { endContracts, endingsFor, type Ending } from './contract-impact';
import * as repo from './contract-repository';
import { underKindLock, type ContractActor } from './contract-service';

const notFound = () => new AppError('not_found', 'No such contract');
const notPending = () => new AppError('contract_not_pending', 'This request has been answered or has lapsed');

/** Which side of the contract the actor is, or undefined when it is neither. */
function sideOf(contract: repo.ContractRow, by: ContractActor): 'upline' | 'agent' | undefined {
  if (by.memberId !== null && contract.agentId === by.memberId) return 'agent';
  if (contract.uplineId === by.memberId) return 'upline';
  return undefined;
}

async function activeContract(db: Db, merchant: Merchant, id: number): Promise<repo.ContractRow> {
  const contract = await repo.findContract(db, merchant.id, id);
  if (!contract) throw notFound();
  return contract;
}

/** Either side asks to end a contract in force; the other side answers (or it lapses). */
export async function requestTermination(db: Db, merchant: Merchant, by: ContractActor, id: number, now = new Date()): Promise<repo.ContractRow> {
  const { kind } = await activeContract(db, merchant, id);
  return underKindLock(db, merchant, kind as ContractKind, async (tx) => {
    const contract = await repo.findContract(tx, merchant.id, id);
    const side = contract && sideOf(contract, by);
    if (!contract || !side) throw notFound();
    if (contract.status !== 'active') throw notPending();
    if (contract.terminationRequestedBy !== null) throw new AppError('contract_pending_exists', 'A termination is already waiting for an answer');
    const hours = contractRulesOf(merchant.config).requestExpiryHours;
    const updated = await repo.updateContract(tx, id, { terminationRequestedBy: side, terminationRequestedAt: now, terminationExpiresAt: new Date(now.getTime() + hours * 3_600_000) });
    await repo.insertEvents(tx, [repo.eventOf(updated, 'termination_requested', by.actor, now)]);
    return updated;
  });
}

/** The open termination request of contract `id` that `by` (the other side) may answer. */
async function terminationFor(tx: Parameters<typeof repo.findContract>[0], merchant: Merchant, by: ContractActor, id: number, now: Date) {
  const contract = await repo.findContract(tx, merchant.id, id);
  const side = contract && sideOf(contract, by);
  if (!contract || !side) throw notFound();
  const open = contract.status === 'active' && contract.terminationRequestedBy !== null && (contract.terminationExpiresAt?.getTime() ?? 0) > now.getTime();
  if (!open || contract.terminationRequestedBy === side) throw notPending();
  return contract;
}

/** What agreeing to end contract `id` would end below its agent. */
export async function terminationImpact(db: Db, merchant: Merchant, by: ContractActor, id: number, now = new Date()): Promise<Ending[]> {
  const { kind } = await activeContract(db, merchant, id);
  return underKindLock(db, merchant, kind as ContractKind, async (tx) => {
    const contract = await terminationFor(tx, merchant, by, id, now);
    return endingsFor(tx, kind as ContractKind, contract.agentId, null);
  });
}

/**
 * The other side agrees (the contract ends, and with it every contract below its agent of that kind:
 * needs `confirm` when there are any) or refuses (the contract stays).
 */
export async function answerTermination(db: Db, merchant: Merchant, by: ContractActor, id: number, agree: boolean, confirm: boolean, now = new Date()): Promise<repo.ContractRow> {
  const { kind } = await activeContract(db, merchant, id);
  return underKindLock(db, merchant, kind as ContractKind, async (tx) => {
    const contract = await terminationFor(tx, merchant, by, id, now);
    const cleared = { terminationRequestedBy: null, terminationRequestedAt: null, terminationExpiresAt: null };
    if (!agree) {
      const kept = await repo.updateContract(tx, id, cleared);
      await repo.insertEvents(tx, [repo.eventOf(kept, 'termination_rejected', by.actor, now)]);
      return kept;
    }
    const endings = await endingsFor(tx, kind as ContractKind, contract.agentId, null);
    if (endings.length > 0 && !confirm) throw new AppError('contract_ends_downlines', `Ending it ends ${endings.length} downline contract(s)`);
    const ended = await repo.updateContract(tx, id, { ...cleared, status: 'terminated', endedAt: now, endReason: 'terminated' });
    await repo.insertEvents(tx, [repo.eventOf(ended, 'terminated', by.actor, now, 'terminated')]);
    await endContracts(tx, kind as ContractKind, endings, by.actor, now);
    return ended;
  });
}

/** An operator ends a contract outright (audited by the caller), with everything below it. */
export async function terminateByOperator(db: Db, merchant: Merchant, actor: string, id: number, now = new Date()): Promise<{ contract: repo.ContractRow; ended: number }> {
  const { kind } = await activeContract(db, merchant, id);
  return underKindLock(db, merchant, kind as ContractKind, async (tx) => {
    const contract = await repo.findContract(tx, merchant.id, id);
    if (!contract || contract.status !== 'active') throw notPending();
    const endings = await endingsFor(tx, kind as ContractKind, contract.agentId, null);
    const ended = await repo.updateContract(tx, id, { status: 'terminated', endedAt: now, endReason: 'operator', terminationRequestedBy: null, terminationRequestedAt: null, terminationExpiresAt: null });
    await repo.insertEvents(tx, [repo.eventOf(ended, 'terminated', actor, now, 'operator')]);
    await endContracts(tx, kind as ContractKind, endings, actor, now);
    return { contract: ended, ended: endings.length };
  });
}

/** Offers and termination requests nobody answered in time: the offer expires, the request lapses. */
export async function expireLapsed(db: Db, merchantId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // Under every kind's lock (in one order): an answer racing the expiry either lands first or finds it lapsed.
    for (const kind of CONTRACT_KINDS) await repo.lockKind(tx, merchantId, kind);
    const { offers, terminations } = await repo.lapsedRequests(tx, merchantId, now);
    const events: repo.ContractEventInsert[] = [];
    for (const offer of offers) events.push(repo.eventOf(await repo.updateContract(tx, offer.id, { status: 'expired', endedAt: now }), 'expired', 'system', now));
    for (const contract of terminations) {
      const kept = await repo.updateContract(tx, contract.id, { terminationRequestedBy: null, terminationRequestedAt: null, terminationExpiresAt: null });
      events.push(repo.eventOf(kept, 'termination_expired', 'system', now));
    }
    await repo.insertEvents(tx, events);
    return events.length;
  });
}

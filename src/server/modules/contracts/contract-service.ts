import { KIND_PERIOD_TYPES, rateBreach, type ContractKind, type ContractOfferBody } from '@shared/api/contracts';
import { isAgentType } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { agentMay } from '../agent/agent-permissions';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { contractRulesOf, requireKind } from './config';
import { endContracts, endingsFor, withdrawUncoveredOffers, type Ending } from './contract-impact';
import * as repo from './contract-repository';

/**
 * Who acts on a contract: an agent (memberId, its type for the permission table), or the house,
 * an operator acting for the merchant (memberId null) on top-level agents' contracts.
 */
export interface ContractActor {
  memberId: number | null;
  memberType: number;
  /** `member:<id>`, `operator:<id>` or `cli:<name>`: the events' actor. */
  actor: string;
}

export const memberActor = (member: { id: number; type: number }): ContractActor => ({ memberId: member.id, memberType: member.type, actor: `member:${member.id}` });

const notFound = () => new AppError('not_found', 'No such contract');
const notPending = () => new AppError('contract_not_pending', 'This request has been answered or has lapsed');

/** Runs `work` in a transaction that holds the merchant's lock on contracts of `kind`. */
export async function underKindLock<T>(db: Db, merchant: Merchant, kind: ContractKind, work: (tx: Tx) => Promise<T>): Promise<T> {
  requireKind(merchant.config, kind);
  return db.transaction(async (tx) => {
    await repo.lockKind(tx, merchant.id, kind);
    return work(tx);
  });
}

/** The downline an offer names, checked: an agent directly below the offerer (the house: a top-level agent). */
async function offerTarget(tx: Tx, merchant: Merchant, by: ContractActor, account: string): Promise<repo.MemberRef> {
  const target = await repo.findMemberByAccount(tx, merchant.id, account);
  if (!target || !isAgentType(target.type)) throw new AppError('not_found', 'No such downline agent', { account: 'not_downline_agent' });
  if (by.memberId !== null) {
    if (target.uplineId !== by.memberId) throw new AppError('not_found', 'No such downline agent', { account: 'not_downline_agent' });
    return target;
  }
  const upline = target.uplineId === null ? undefined : await repo.findMemberById(tx, merchant.id, target.uplineId);
  if (upline && isAgentType(upline.type)) throw new AppError('validation_failed', 'The house contracts only with top-level agents', { account: 'not_top_level' });
  return target;
}

/** Checks an offer's terms against what the offerer itself holds (the rate invariant). */
async function checkTerms(tx: Tx, merchant: Merchant, by: ContractActor, body: Omit<ContractOfferBody, 'account'>): Promise<void> {
  if (!KIND_PERIOD_TYPES[body.kind].includes(body.periodType)) throw new AppError('validation_failed', 'This kind does not settle on that period', { periodType: 'invalid' });
  if (by.memberId === null) return;
  if (!agentMay(merchant.config, by.memberType, 'offerContracts')) throw new AppError('forbidden', 'This agent type may not offer contracts');
  const own = await repo.contractByStatus(tx, by.memberId, body.kind, 'active');
  if (!own) throw new AppError('contract_no_upline_contract', 'No contract of this kind in force');
  if (own.periodType !== body.periodType) throw new AppError('contract_period_mismatch', 'The period type must match your contract', { periodType: 'period_mismatch' });
  const breach = rateBreach(body.tiers, own.tiers);
  if (breach) throw new AppError('contract_rate_above_upline', `The rate ${breach.rateBp} bp exceeds your ${breach.uplineRateBp} bp`, { tiers: 'rate_above_upline' });
}

/** An offer to a direct downline agent (or, by the house, to a top-level agent). */
export function offerContract(db: Db, merchant: Merchant, by: ContractActor, body: ContractOfferBody, now = new Date()): Promise<repo.ContractRow> {
  return underKindLock(db, merchant, body.kind, async (tx) => {
    await checkTerms(tx, merchant, by, body);
    const target = await offerTarget(tx, merchant, by, body.account);
    if (await repo.contractByStatus(tx, target.id, body.kind, 'offered')) throw new AppError('contract_pending_exists', 'This agent already has an open offer of this kind');
    const hours = contractRulesOf(merchant.config).requestExpiryHours;
    const contract = await repo.insertContract(tx, {
      merchantId: merchant.id,
      kind: body.kind,
      periodType: body.periodType,
      tiers: body.tiers,
      status: 'offered',
      agentId: target.id,
      uplineId: by.memberId,
      offeredBy: by.actor,
      offeredAt: now,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
    });
    await repo.insertEvents(tx, [repo.eventOf(contract, 'offered', by.actor, now)]);
    return contract;
  });
}

/** What accepting an offer with these terms would end below the downline (the offer form's warning). */
export function offerImpact(db: Db, merchant: Merchant, by: ContractActor, body: ContractOfferBody): Promise<Ending[]> {
  return underKindLock(db, merchant, body.kind, async (tx) => {
    await checkTerms(tx, merchant, by, body);
    const target = await offerTarget(tx, merchant, by, body.account);
    return endingsFor(tx, body.kind, target.id, body);
  });
}

/** The open offer `id` made to this agent, or the error the agent should see. */
async function offerTo(tx: Tx, merchant: Merchant, by: ContractActor, id: number, now: Date): Promise<repo.ContractRow> {
  const contract = await repo.findContract(tx, merchant.id, id);
  if (!contract || contract.agentId !== by.memberId) throw notFound();
  if (contract.status !== 'offered' || contract.expiresAt.getTime() <= now.getTime()) throw notPending();
  return contract;
}

async function kindOfContract(db: Db, merchant: Merchant, id: number): Promise<ContractKind> {
  const contract = await repo.findContract(db, merchant.id, id);
  if (!contract) throw notFound();
  return contract.kind as ContractKind;
}

/** What accepting offer `id` would end below this agent. */
export async function acceptImpact(db: Db, merchant: Merchant, by: ContractActor, id: number, now = new Date()): Promise<Ending[]> {
  return underKindLock(db, merchant, await kindOfContract(db, merchant, id), async (tx) => {
    const offer = await offerTo(tx, merchant, by, id, now);
    return endingsFor(tx, offer.kind as ContractKind, offer.agentId, offer);
  });
}

/**
 * Accepts an offer: it replaces the agent's contract of that kind. When its rates fall below a
 * downline's (or its period differs), those downline contracts, and every contract below them, end
 * with it; that needs `confirm` (the warning was shown), else contract_ends_downlines.
 */
export async function acceptOffer(db: Db, merchant: Merchant, by: ContractActor, id: number, confirm: boolean, now = new Date()): Promise<repo.ContractRow> {
  return underKindLock(db, merchant, await kindOfContract(db, merchant, id), async (tx) => {
    const offer = await offerTo(tx, merchant, by, id, now);
    const kind = offer.kind as ContractKind;
    if (offer.uplineId !== null) {
      const upline = await repo.contractByStatus(tx, offer.uplineId, kind, 'active');
      if (!upline) throw new AppError('contract_no_upline_contract', "The upline's own contract has ended");
      if (upline.periodType !== offer.periodType) throw new AppError('contract_period_mismatch', "The upline's contract settles on another period");
      if (rateBreach(offer.tiers, upline.tiers)) throw new AppError('contract_rate_above_upline', "The offer exceeds the upline's own rates");
    }
    const endings = await endingsFor(tx, kind, offer.agentId, offer);
    if (endings.length > 0 && !confirm) throw new AppError('contract_ends_downlines', `Accepting ends ${endings.length} downline contract(s)`);
    const events: repo.ContractEventInsert[] = [];
    const previous = await repo.contractByStatus(tx, offer.agentId, kind, 'active');
    if (previous) {
      const replaced = await repo.updateContract(tx, previous.id, { status: 'replaced', endedAt: now, endReason: 'replaced', terminationRequestedBy: null, terminationRequestedAt: null, terminationExpiresAt: null });
      events.push(repo.eventOf(replaced, 'replaced', by.actor, now, 'replaced'));
    }
    const accepted = await repo.updateContract(tx, offer.id, { status: 'active', acceptedAt: now });
    events.push(repo.eventOf(accepted, 'accepted', by.actor, now));
    await repo.insertEvents(tx, events);
    await endContracts(tx, kind, endings, by.actor, now);
    await withdrawUncoveredOffers(tx, kind, offer.agentId, offer, by.actor, now);
    return accepted;
  });
}

/** The agent turns an offer down. */
export async function rejectOffer(db: Db, merchant: Merchant, by: ContractActor, id: number, now = new Date()): Promise<repo.ContractRow> {
  return underKindLock(db, merchant, await kindOfContract(db, merchant, id), async (tx) => {
    const offer = await offerTo(tx, merchant, by, id, now);
    const rejected = await repo.updateContract(tx, offer.id, { status: 'rejected', endedAt: now });
    await repo.insertEvents(tx, [repo.eventOf(rejected, 'rejected', by.actor, now)]);
    return rejected;
  });
}

/** The offerer withdraws its open offer. */
export async function cancelOffer(db: Db, merchant: Merchant, by: ContractActor, id: number, now = new Date()): Promise<repo.ContractRow> {
  return underKindLock(db, merchant, await kindOfContract(db, merchant, id), async (tx) => {
    const offer = await repo.findContract(tx, merchant.id, id);
    if (!offer || offer.uplineId !== by.memberId) throw notFound();
    if (offer.status !== 'offered') throw notPending();
    const cancelled = await repo.updateContract(tx, offer.id, { status: 'cancelled', endedAt: now });
    await repo.insertEvents(tx, [repo.eventOf(cancelled, 'cancelled', by.actor, now)]);
    return cancelled;
  });
}

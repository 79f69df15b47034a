import { rateBreach, type ContractEndReason, type ContractKind, type ContractPeriodType, type ContractTier } from '@shared/api/contracts';
import type { Tx } from '../ledger/repository';
import * as repo from './contract-repository';

export interface Ending {
  contract: repo.ContractRow;
  depth: number;
  reason: ContractEndReason;
}

/**
 * The downline contracts that would have to end if `agentId`'s contract of `kind` became `terms`
 * (null: it ends). A direct downline's contract ends when it would pay more than the new terms for
 * the same figures, or settles on another period; every contract below one that ends ends too,
 * since its upline then has nothing that covers it.
 */
export async function endingsFor(tx: Tx, kind: ContractKind, agentId: number, terms: { tiers: ContractTier[]; periodType: ContractPeriodType } | null): Promise<Ending[]> {
  const endings: Ending[] = [];
  let frontier: number[] = [];
  for (const contract of await repo.contractsByUplines(tx, [agentId], kind, 'active')) {
    const reason: ContractEndReason | null =
      terms === null ? 'upline_contract_ended' : contract.periodType !== terms.periodType ? 'period_changed' : rateBreach(contract.tiers, terms.tiers) ? 'upline_rate_lowered' : null;
    if (reason === null) continue;
    endings.push({ contract, depth: 1, reason });
    frontier.push(contract.agentId);
  }
  for (let depth = 2; frontier.length > 0; depth += 1) {
    const below = await repo.contractsByUplines(tx, frontier, kind, 'active');
    endings.push(...below.map((contract) => ({ contract, depth, reason: 'upline_contract_ended' as const })));
    frontier = below.map((c) => c.agentId);
  }
  return endings;
}

/**
 * Ends the contracts (auto_terminated events with their reasons) and withdraws the open offers their
 * agents made, which nothing covers any more. Runs in the caller's transaction, under lockKind.
 */
export async function endContracts(tx: Tx, kind: ContractKind, endings: readonly Ending[], actor: string, now: Date): Promise<void> {
  if (endings.length === 0) return;
  const events: repo.ContractEventInsert[] = [];
  for (const { contract, reason } of endings) {
    const ended = await repo.updateContract(tx, contract.id, {
      status: 'terminated',
      endedAt: now,
      endReason: reason,
      terminationRequestedBy: null,
      terminationRequestedAt: null,
      terminationExpiresAt: null,
    });
    events.push(repo.eventOf(ended, 'auto_terminated', actor, now, reason));
  }
  for (const offer of await repo.contractsByUplines(tx, endings.map((e) => e.contract.agentId), kind, 'offered')) {
    const cancelled = await repo.updateContract(tx, offer.id, { status: 'cancelled', endedAt: now, endReason: 'upline_contract_ended' });
    events.push(repo.eventOf(cancelled, 'cancelled', actor, now, 'upline_contract_ended'));
  }
  await repo.insertEvents(tx, events);
}

/** Open offers an agent made that its own new terms no longer cover: withdrawn with the reason. */
export async function withdrawUncoveredOffers(tx: Tx, kind: ContractKind, agentId: number, terms: { tiers: ContractTier[]; periodType: ContractPeriodType }, actor: string, now: Date): Promise<void> {
  const events: repo.ContractEventInsert[] = [];
  for (const offer of await repo.contractsByUplines(tx, [agentId], kind, 'offered')) {
    const reason = offer.periodType !== terms.periodType ? 'period_changed' : rateBreach(offer.tiers, terms.tiers) ? 'upline_rate_lowered' : null;
    if (reason === null) continue;
    const cancelled = await repo.updateContract(tx, offer.id, { status: 'cancelled', endedAt: now, endReason: reason });
    events.push(repo.eventOf(cancelled, 'cancelled', actor, now, reason));
  }
  await repo.insertEvents(tx, events);
}

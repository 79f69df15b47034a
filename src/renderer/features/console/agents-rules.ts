import type { AgentSettlement } from '@shared/api/console-agents';
import type { Contract, ContractKind, ContractPeriodType } from '@shared/api/contracts';

/**
 * What the agents screen works out without the server: which contract actions an operator may
 * offer, the body of a settlement's void or rerun, and how rates read.
 */

export type ContractAction = 'terminate' | 'acceptTermination' | 'rejectTermination';

/**
 * The operator may end every contract in force; it answers a termination only where the house is
 * the upline (a top-level agent asked to end its contract with the house) and the request is open.
 */
export function contractActions(contract: Contract, now: Date): ContractAction[] {
  if (contract.status !== 'active') return [];
  const open = contract.termination !== null && contract.termination.requestedBy === 'agent' && Date.parse(contract.termination.expiresAt) > now.getTime();
  return open && contract.upline === null ? ['acceptTermination', 'rejectTermination', 'terminate'] : ['terminate'];
}

/** The settlement run a row belongs to, as the void and rerun routes name it. */
export interface SettlementCommand {
  kind: ContractKind;
  periodType: ContractPeriodType;
  period: string;
}

export function settlementCommand(settlement: AgentSettlement): SettlementCommand {
  return { kind: settlement.kind, periodType: settlement.periodType, period: settlement.periodStart };
}

/** Only a standing run can be voided; a voided one can be settled again. */
export function settlementActions(settlement: AgentSettlement): ('void' | 'rerun')[] {
  return settlement.status === 'voided' ? ['rerun'] : ['void', 'rerun'];
}

/** Basis points as a percentage: 3000 → "30%", 125 → "1.25%". */
export function rateText(bp: number): string {
  const percent = bp / 100;
  return `${Number.isInteger(percent) ? String(percent) : percent.toFixed(2).replace(/0$/u, '')}%`;
}

/** The contract's highest rate (what a tree row or a summary shows first). */
export const topRate = (contract: Pick<Contract, 'tiers'>): number => Math.max(0, ...contract.tiers.map((t) => t.rateBp));

/** The tone of a contract's status pill. */
export function contractTone(status: Contract['status']): 'success' | 'warning' | 'neutral' {
  if (status === 'active') return 'success';
  if (status === 'offered') return 'warning';
  return 'neutral';
}

/** The tone of a settlement's status pill. */
export function settlementTone(status: AgentSettlement['status']): 'success' | 'warning' | 'danger' | 'neutral' {
  if (status === 'paid') return 'success';
  if (status === 'partial') return 'warning';
  if (status === 'voided') return 'danger';
  return 'neutral';
}

/** Search text as the server takes it: trimmed, at most `max` characters, empty meaning the top of the tree. */
export function searchText(input: string, max: number): string {
  return input.trim().slice(0, max);
}

import { AGENT_TYPES, isAgentType } from '@shared/constants';
import { AGENT_ACTIONS, type AgentAction, type AgentPermissions, type AgentPermissionTable } from '@shared/api/system';
import type { MerchantConfig } from '../system/merchant-config';

type AgentTypeKey = keyof AgentPermissionTable;

const ALL: AgentPermissions = { registerMembers: true, registerAgents: true, transferToDownlines: true, offerContracts: true };

/**
 * What each agent type may do unless the merchant says otherwise (README, "Agent types"):
 * 1 master agent and 2 agent do everything; 41 shop agent serves walk-in players (registers and
 * tops them up) but builds no agent tree and offers no contracts; 42 promoter only brings members in.
 */
export const DEFAULT_AGENT_PERMISSIONS: AgentPermissionTable = {
  '1': ALL,
  '2': ALL,
  '41': { registerMembers: true, registerAgents: false, transferToDownlines: true, offerContracts: false },
  '42': { registerMembers: true, registerAgents: false, transferToDownlines: false, offerContracts: false },
};

/** The merchant's table with every gap filled from the defaults (what the bootstrap answers). */
export function agentPermissionsOf(config: MerchantConfig): AgentPermissionTable {
  const table = {} as AgentPermissionTable;
  for (const type of AGENT_TYPES) {
    const entries = AGENT_ACTIONS.map((action) => [action, agentMay(config, type, action)] as const);
    table[String(type) as AgentTypeKey] = Object.fromEntries(entries) as AgentPermissions;
  }
  return table;
}

/** May an account of `type` do `action` at this merchant? Non-agents never may. */
export function agentMay(config: MerchantConfig, type: number, action: AgentAction): boolean {
  if (!isAgentType(type)) return false;
  const key = String(type) as AgentTypeKey;
  return config.agentPermissions?.[key]?.[action] ?? DEFAULT_AGENT_PERMISSIONS[key][action];
}

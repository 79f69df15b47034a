import { describe, expect, it } from 'vitest';
import { AGENT_ACTIONS } from '@shared/api/system';
import { buildMerchantConfig } from '../../db/seed/data/merchant-config';
import type { MerchantConfig } from '../system/merchant-config';
import { agentMay, agentPermissionsOf, DEFAULT_AGENT_PERMISSIONS } from './agent-permissions';

function configWith(agentPermissions: MerchantConfig['agentPermissions']): MerchantConfig {
  const { agentPermissions: _seeded, ...rest } = buildMerchantConfig();
  return agentPermissions === undefined ? rest : { ...rest, agentPermissions };
}

describe('agent permissions', () => {
  it('gives types 1 and 2 everything and 41/42 less by default', () => {
    const config = configWith(undefined);
    for (const action of AGENT_ACTIONS) {
      expect(agentMay(config, 1, action)).toBe(true);
      expect(agentMay(config, 2, action)).toBe(true);
    }
    expect(agentMay(config, 41, 'transferToDownlines')).toBe(true);
    expect(agentMay(config, 41, 'registerAgents')).toBe(false);
    expect(agentMay(config, 42, 'registerMembers')).toBe(true);
    expect(agentMay(config, 42, 'transferToDownlines')).toBe(false);
    expect(agentPermissionsOf(config)).toEqual(DEFAULT_AGENT_PERMISSIONS);
  });

  it('never lets a non-agent act as one', () => {
    const config = configWith({ '1': { transferToDownlines: true } });
    for (const type of [0, 3, 4, 40, 43]) expect(agentMay(config, type, 'transferToDownlines')).toBe(false);
  });

  it('takes what the merchant set and fills the rest from the defaults', () => {
    const config = configWith({ '1': { transferToDownlines: false }, '42': { offerContracts: true } });
    expect(agentMay(config, 1, 'transferToDownlines')).toBe(false);
    expect(agentMay(config, 1, 'registerMembers')).toBe(true);
    expect(agentMay(config, 42, 'offerContracts')).toBe(true);
    const table = agentPermissionsOf(config);
    expect(table['1']).toEqual({ ...DEFAULT_AGENT_PERMISSIONS['1'], transferToDownlines: false });
    expect(table['42']).toEqual({ ...DEFAULT_AGENT_PERMISSIONS['42'], offerContracts: true });
    expect(table['2']).toEqual(DEFAULT_AGENT_PERMISSIONS['2']);
  });
});

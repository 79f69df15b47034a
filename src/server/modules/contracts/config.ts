import { CONTRACT_KIND_FEATURE, type ContractKind } from '@shared/api/contracts';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { AppError } from '../../lib/app-error';
import type { MerchantConfig } from '../system/merchant-config';

/** What a merchant's contract rules are when it leaves them out (README, "Agent contracts"). */
export const DEFAULT_CONTRACTS_CONFIG = {
  activeMemberMinBet: 10_000,
  requestExpiryHours: 72,
  dividendShortfall: 'owe' as 'owe' | 'house',
  dividendCarryOver: true,
};
export type ContractRules = typeof DEFAULT_CONTRACTS_CONFIG;

export function contractRulesOf(config: MerchantConfig): ContractRules {
  const set = config.contracts ?? {};
  return {
    activeMemberMinBet: set.activeMemberMinBet ?? DEFAULT_CONTRACTS_CONFIG.activeMemberMinBet,
    requestExpiryHours: set.requestExpiryHours ?? DEFAULT_CONTRACTS_CONFIG.requestExpiryHours,
    dividendShortfall: set.dividendShortfall ?? DEFAULT_CONTRACTS_CONFIG.dividendShortfall,
    dividendCarryOver: set.dividendCarryOver ?? DEFAULT_CONTRACTS_CONFIG.dividendCarryOver,
  };
}

export const kindOn = (config: MerchantConfig, kind: ContractKind): boolean => config.features[CONTRACT_KIND_FEATURE[kind]];

/** A kind whose merchant flag is off is refused (and hidden by the renderer). */
export function requireKind(config: MerchantConfig, kind: ContractKind): void {
  if (!kindOn(config, kind)) throw new AppError('function_not_enabled', 'This kind of contract is not enabled');
}

export const zoneOfConfig = (config: MerchantConfig): string => config.timeZone ?? DEFAULT_TIME_ZONE;

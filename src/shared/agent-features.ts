import type { RevenueSource } from './api/agent';
import type { FeatureFlags } from './api/system';
import type { AgentPage } from './routes';

/** The merchant flags that turn the contract kinds on (spec section 6: dividends, salary, hourly, real-time). */
export type ContractFeature = keyof Pick<FeatureFlags, 'dividend' | 'salary' | 'hourlySalary' | 'realtimeSalary'>;

/** Agent-centre pages that exist only while their contract kind is on: hidden from the nav otherwise. */
export const AGENT_PAGE_FEATURE: Readonly<Partial<Record<AgentPage, ContractFeature>>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** The income sources an agent's contracts pay; commission has no flag and always shows. */
export const REVENUE_SOURCE_FEATURE: Readonly<Record<RevenueSource, ContractFeature | undefined>> = {
  commission: undefined,
  dividend: 'dividend',
  dailyWage: 'salary',
  hourlySalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
};

/** Whether a page (or source) tied to a flag is on; without flags loaded yet, nothing flag-bound shows. */
export function featureOn(feature: ContractFeature | undefined, flags: Partial<FeatureFlags> | undefined): boolean {
  return feature === undefined || flags?.[feature] === true;
}

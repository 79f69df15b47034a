import { type ContractKind, type ContractPeriodType } from '@shared/api/contracts';
import { zoneOfConfig } from '../../../modules/contracts/config';
import { contractPeriodContaining, periodsEndingBetween, type ContractPeriod } from '../../../modules/contracts/periods';
import { SETTLE_GRACE_MS } from '../../../modules/contracts/settlement-schedule';
import { settlePeriod } from '../../../modules/contracts/settlement-service';
import type { Merchant } from '../../../modules/merchant/directory';
import type { SeedTx } from '../db-types';

/** A kind whose history to settle, from its first contract's acceptance. */
export interface KindHistory {
  kind: ContractKind;
  periodType: ContractPeriodType;
  from: Date;
}

interface Run {
  kind: ContractKind;
  periodType: ContractPeriodType;
  period: ContractPeriod;
  at: Date;
}

/** When the schedule would have settled each kind: its grace after the period's end, and a few seconds of work per kind. */
const SETTLED_AFTER_MS: Readonly<Record<ContractKind, number>> = {
  realtimeSalary: SETTLE_GRACE_MS + 5_000,
  hourlySalary: SETTLE_GRACE_MS + 20_000,
  dailyWage: SETTLE_GRACE_MS + 40_000,
  dividend: SETTLE_GRACE_MS + 60_000,
};

/**
 * Settles every closed period of the demo contracts, as the schedule would have: each run through
 * settlePeriod with its transfers stamped at the time it would have happened (`at`), all kinds
 * together in time order, so every agent's wallet is credited before it pays and its statement
 * reads in order. The running server's schedule (settleDue) carries on from the last run.
 */
export async function settleDemoHistory(tx: SeedTx, merchant: Merchant, kinds: readonly KindHistory[], now: Date): Promise<{ runs: number; settlements: number }> {
  const zone = zoneOfConfig(merchant.config);
  const runs: Run[] = kinds.flatMap(({ kind, periodType, from }) => {
    const after = new Date(contractPeriodContaining(periodType, from, zone).start.getTime() - 1);
    const until = new Date(now.getTime() - SETTLED_AFTER_MS[kind]);
    return periodsEndingBetween(periodType, after, until, zone).map((period) => ({ kind, periodType, period, at: new Date(period.end.getTime() + SETTLED_AFTER_MS[kind]) }));
  });
  runs.sort((a, b) => a.at.getTime() - b.at.getTime());
  let settlements = 0;
  for (const run of runs) {
    const outcome = await settlePeriod(tx, merchant, run.kind, run.periodType, run.period, { at: run.at });
    settlements += outcome.contracts;
  }
  return { runs: runs.length, settlements };
}

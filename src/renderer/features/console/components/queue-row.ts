import type { PendingAction } from '../use-confirmed-action';
import type { useQueueDecisions } from '../use-queue-decisions';

/** What every queue's columns need from the page. */
export interface QueueRowProps {
  /** May press the decision buttons (cashier.decide); without it the queues are read-only. */
  mayDecide: boolean;
  /** `operator:<id>`, as approvals name their maker. */
  actor: string;
  /** The account whose context is open. */
  selected: string | null;
  onSelect: (account: string | null) => void;
  ask: (action: PendingAction) => void;
  decide: ReturnType<typeof useQueueDecisions>;
  busy: boolean;
}

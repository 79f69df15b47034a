/** The approvals screen's tabs, named in its address so the dashboard can link to each. */
export const QUEUE_TABS = ['deposits', 'withdrawals', 'approvals'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export function queueTabOf(value: string | null): QueueTab {
  return QUEUE_TABS.find((tab) => tab === value) ?? 'deposits';
}

export function approvalsPath(tab: QueueTab): string {
  return `/console/approvals?tab=${tab}`;
}

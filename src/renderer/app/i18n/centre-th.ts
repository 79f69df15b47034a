import { agentTh } from '@/features/agent/i18n/th';
import { recordsTh } from '@/features/records/i18n/th';
import type { Messages } from '@/lib/i18n/types';

/** The agent centre's and the records' namespaces in TH: loaded with the agent or personal centre, never with home. */
export const centreTh: Record<string, Messages> = { agent: agentTh, records: recordsTh };

import { agentEn } from '@/features/agent/i18n/en';
import { recordsEn } from '@/features/records/i18n/en';
import type { Messages } from '@/lib/i18n/types';

/** The agent centre's and the records' namespaces in EN: loaded with the agent or personal centre, never with home. */
export const centreEn: Record<string, Messages> = { agent: agentEn, records: recordsEn };

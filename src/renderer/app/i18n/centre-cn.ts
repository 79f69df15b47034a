import { agentCn } from '@/features/agent/i18n/cn';
import { recordsCn } from '@/features/records/i18n/cn';
import type { Messages } from '@/lib/i18n/types';

/** The agent centre's and the records' namespaces in CN: loaded with the agent or personal centre, never with home. */
export const centreCn: Record<string, Messages> = { agent: agentCn, records: recordsCn };

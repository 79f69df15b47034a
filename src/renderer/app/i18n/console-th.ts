import { consoleTh } from '@/features/console/i18n/th';
import { consolePlayersTh } from '@/features/console/i18n/players-th';
import { consoleGamesTh } from '@/features/console/i18n/games-th';
import { consoleContentTh } from '@/features/console/i18n/content-th';
import { consoleAgentsTh } from '@/features/console/i18n/agents-th';
import { consoleOperatorsTh } from '@/features/console/i18n/operators-th';
import { recordsTh } from '@/features/records/i18n/th';
import { agentTh } from '@/features/agent/i18n/th';
import type { Messages } from '@/lib/i18n/types';

/** The console's namespaces in TH: loaded with the operator console's chunk, never with a player's page. */
export const consoleBundleTh: Record<string, Messages> = { console: consoleTh, consolePlayers: consolePlayersTh, consoleGames: consoleGamesTh, consoleContent: consoleContentTh, consoleAgents: consoleAgentsTh, consoleOperators: consoleOperatorsTh, records: recordsTh, agent: agentTh };

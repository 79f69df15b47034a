import { consoleCn } from '@/features/console/i18n/cn';
import { consolePlayersCn } from '@/features/console/i18n/players-cn';
import { consoleGamesCn } from '@/features/console/i18n/games-cn';
import { consoleContentCn } from '@/features/console/i18n/content-cn';
import { consoleAgentsCn } from '@/features/console/i18n/agents-cn';
import { consoleOperatorsCn } from '@/features/console/i18n/operators-cn';
import { recordsCn } from '@/features/records/i18n/cn';
import { agentCn } from '@/features/agent/i18n/cn';
import type { Messages } from '@/lib/i18n/types';

/** The console's namespaces in CN: loaded with the operator console's chunk, never with a player's page. */
export const consoleBundleCn: Record<string, Messages> = { console: consoleCn, consolePlayers: consolePlayersCn, consoleGames: consoleGamesCn, consoleContent: consoleContentCn, consoleAgents: consoleAgentsCn, consoleOperators: consoleOperatorsCn, records: recordsCn, agent: agentCn };

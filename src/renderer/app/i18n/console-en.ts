import { consoleEn } from '@/features/console/i18n/en';
import { consolePlayersEn } from '@/features/console/i18n/players-en';
import { consoleGamesEn } from '@/features/console/i18n/games-en';
import { consoleContentEn } from '@/features/console/i18n/content-en';
import { consoleAgentsEn } from '@/features/console/i18n/agents-en';
import { consoleOperatorsEn } from '@/features/console/i18n/operators-en';
import { recordsEn } from '@/features/records/i18n/en';
import { agentEn } from '@/features/agent/i18n/en';
import type { Messages } from '@/lib/i18n/types';

/** The console's namespaces in EN: loaded with the operator console's chunk, never with a player's page. */
export const consoleBundleEn: Record<string, Messages> = { console: consoleEn, consolePlayers: consolePlayersEn, consoleGames: consoleGamesEn, consoleContent: consoleContentEn, consoleAgents: consoleAgentsEn, consoleOperators: consoleOperatorsEn, records: recordsEn, agent: agentEn };

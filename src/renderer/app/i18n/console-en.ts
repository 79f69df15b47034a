import { consoleEn } from '@/features/console/i18n/en';
import type { Messages } from '@/lib/i18n/types';

/** The console namespace in EN: loaded with the operator console's chunk, never with a player's page. */
export const consoleBundleEn: Record<string, Messages> = { console: consoleEn };

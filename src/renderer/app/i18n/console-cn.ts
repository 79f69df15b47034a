import { consoleCn } from '@/features/console/i18n/cn';
import type { Messages } from '@/lib/i18n/types';

/** The console namespace in CN: loaded with the operator console's chunk, never with a player's page. */
export const consoleBundleCn: Record<string, Messages> = { console: consoleCn };

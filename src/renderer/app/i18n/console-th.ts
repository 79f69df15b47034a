import { consoleTh } from '@/features/console/i18n/th';
import type { Messages } from '@/lib/i18n/types';

/** The console namespace in TH: loaded with the operator console's chunk, never with a player's page. */
export const consoleBundleTh: Record<string, Messages> = { console: consoleTh };

import { accountTh } from '@/features/account/i18n/th';
import { authTh } from '@/features/auth/i18n/th';
import { cashierTh } from '@/features/cashier/i18n/th';
import { gamesTh } from '@/features/games/i18n/th';
import { homeTh } from '@/features/home/i18n/th';
import { helpTh } from '@/features/help/i18n/th';
import { memberTh } from '@/features/member/i18n/th';
import { mirrorsTh } from '@/features/mirrors/i18n/th';
import { systemTh } from '@/features/system/i18n/th';
import { walletTh } from '@/features/wallet/i18n/th';
import { frameTh } from './frame-th';
import { desktopTh } from './desktop-th';
import { commonTh } from '@/lib/i18n/locales/common-th';
import { errorsTh } from '@/lib/i18n/locales/errors-th';
import type { Messages } from '@/lib/i18n/types';

/** Every namespace of the shell in TH (the centres' own are centre-th.ts); loaded only when TH is the active language. */
export const bundleTh: Record<string, Messages> = { common: commonTh, errors: errorsTh, account: accountTh, auth: authTh, cashier: cashierTh, games: gamesTh, home: homeTh, help: helpTh, member: memberTh, mirrors: mirrorsTh, system: systemTh, wallet: walletTh, frame: frameTh, desktop: desktopTh };

import { accountCn } from '@/features/account/i18n/cn';
import { authCn } from '@/features/auth/i18n/cn';
import { cashierCn } from '@/features/cashier/i18n/cn';
import { gamesCn } from '@/features/games/i18n/cn';
import { homeCn } from '@/features/home/i18n/cn';
import { helpCn } from '@/features/help/i18n/cn';
import { memberCn } from '@/features/member/i18n/cn';
import { mirrorsCn } from '@/features/mirrors/i18n/cn';
import { systemCn } from '@/features/system/i18n/cn';
import { walletCn } from '@/features/wallet/i18n/cn';
import { frameCn } from './frame-cn';
import { desktopCn } from './desktop-cn';
import { commonCn } from '@/lib/i18n/locales/common-cn';
import { errorsCn } from '@/lib/i18n/locales/errors-cn';
import type { Messages } from '@/lib/i18n/types';

/** Every namespace of the shell in CN (the centres' own are centre-cn.ts); loaded only when CN is the active language. */
export const bundleCn: Record<string, Messages> = { common: commonCn, errors: errorsCn, account: accountCn, auth: authCn, cashier: cashierCn, games: gamesCn, home: homeCn, help: helpCn, member: memberCn, mirrors: mirrorsCn, system: systemCn, wallet: walletCn, frame: frameCn, desktop: desktopCn };

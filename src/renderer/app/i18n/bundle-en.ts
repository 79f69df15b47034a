import { accountEn } from '@/features/account/i18n/en';
import { authEn } from '@/features/auth/i18n/en';
import { cashierEn } from '@/features/cashier/i18n/en';
import { gamesEn } from '@/features/games/i18n/en';
import { homeEn } from '@/features/home/i18n/en';
import { helpEn } from '@/features/help/i18n/en';
import { memberEn } from '@/features/member/i18n/en';
import { mirrorsEn } from '@/features/mirrors/i18n/en';
import { systemEn } from '@/features/system/i18n/en';
import { walletEn } from '@/features/wallet/i18n/en';
import { frameEn } from './frame-en';
import { desktopEn } from './desktop-en';
import { commonEn } from '@/lib/i18n/locales/common-en';
import { errorsEn } from '@/lib/i18n/locales/errors-en';
import type { Messages } from '@/lib/i18n/types';

/** Every namespace of the shell in EN (the centres' own are centre-en.ts); loaded only when EN is the active language. */
export const bundleEn: Record<string, Messages> = { common: commonEn, errors: errorsEn, account: accountEn, auth: authEn, cashier: cashierEn, games: gamesEn, home: homeEn, help: helpEn, member: memberEn, mirrors: mirrorsEn, system: systemEn, wallet: walletEn, frame: frameEn, desktop: desktopEn };

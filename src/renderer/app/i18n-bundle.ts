import type { Language } from '@shared/constants';
import type { Messages } from '@/lib/i18n/types';

/** One chunk per language: only the active language's messages are downloaded. */
export const LANGUAGE_LOADERS: Record<Language, () => Promise<Record<string, Messages>>> = {
  EN: () => import('./i18n/bundle-en').then((m) => m.bundleEn),
  CN: () => import('./i18n/bundle-cn').then((m) => m.bundleCn),
  TH: () => import('./i18n/bundle-th').then((m) => m.bundleTh),
};

/**
 * The namespaces only the agent centre and the personal centre use (agent, records), one chunk per
 * language: their routes add them before they render (addMessages), so home never downloads them.
 */
export const CENTRE_LOADERS: Record<Language, () => Promise<Record<string, Messages>>> = {
  EN: () => import('./i18n/centre-en').then((m) => m.centreEn),
  CN: () => import('./i18n/centre-cn').then((m) => m.centreCn),
  TH: () => import('./i18n/centre-th').then((m) => m.centreTh),
};

/** The promotions namespace, one chunk per language: the promotions page and the rebate page add it. */
export const PROMOTIONS_LOADERS: Record<Language, () => Promise<Record<string, Messages>>> = {
  EN: () => import('./i18n/promotions-en').then((m) => m.promotionsBundleEn),
  CN: () => import('./i18n/promotions-cn').then((m) => m.promotionsBundleCn),
  TH: () => import('./i18n/promotions-th').then((m) => m.promotionsBundleTh),
};

/** The console namespace, one chunk per language: only the operator console (/console) adds it. */
export const CONSOLE_LOADERS: Record<Language, () => Promise<Record<string, Messages>>> = {
  EN: () => import('./i18n/console-en').then((m) => m.consoleBundleEn),
  CN: () => import('./i18n/console-cn').then((m) => m.consoleBundleCn),
  TH: () => import('./i18n/console-th').then((m) => m.consoleBundleTh),
};

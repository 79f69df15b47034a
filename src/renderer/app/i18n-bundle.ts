import type { Language } from '@shared/constants';
import type { Messages } from '@/lib/i18n/types';

/** One chunk per language: only the active language's messages are downloaded. */
export const LANGUAGE_LOADERS: Record<Language, () => Promise<Record<string, Messages>>> = {
  EN: () => import('./i18n/bundle-en').then((m) => m.bundleEn),
  CN: () => import('./i18n/bundle-cn').then((m) => m.bundleCn),
  TH: () => import('./i18n/bundle-th').then((m) => m.bundleTh),
};

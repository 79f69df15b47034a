import { BRAND, type Language, type Localized } from '@shared/constants';
import type { DomainRoute, Whitelabel } from '@shared/api/system';
import { agentPermissionsOf } from '../agent/agent-permissions';
import type { Merchant } from '../merchant/directory';
import { merchantTimeZone, supportHoursOf } from './agent-desk';

/** Public views of the stored merchant configuration; access rules never leave the server. */

export interface FooterVendorRow {
  code: string;
  name: string;
}

export function vendorLogoUrl(code: string): string {
  return `/img/vendors/${encodeURIComponent(code)}.svg`;
}

/** The visitor's language if the merchant offers it, otherwise the merchant's default. */
export function pickLanguage(merchant: Merchant, requested: Language | undefined): Language {
  const { languages, defaultLanguage } = merchant.config;
  return requested && languages.includes(requested) ? requested : defaultLanguage;
}

export function localize(text: Localized, language: Language): string {
  return text[language] || text.EN;
}

export function toWhitelabel(merchant: Merchant, footerVendors: FooterVendorRow[]): Whitelabel {
  const config = merchant.config;
  return {
    merchantCode: merchant.code,
    name: config.name,
    logoUrl: config.logoUrl,
    platform: BRAND.platform,
    lotteryType: BRAND.lotteryType,
    currency: config.currency,
    languages: config.languages,
    defaultLanguage: config.defaultLanguage,
    features: config.features,
    settings: config.settings,
    customerService: config.customerService,
    licences: config.licences,
    socialLinks: config.socialLinks,
    appDownload: config.appDownload,
    officialChannels: config.officialChannels,
    footerVendors: footerVendors.map((v) => ({ code: v.code, name: v.name, logoUrl: vendorLogoUrl(v.code) })),
    categories: config.categories,
    timeZone: merchantTimeZone(config),
    supportHours: supportHoursOf(config),
    agentPermissions: agentPermissionsOf(config),
  };
}

export function toDomainRoute(merchant: Merchant): DomainRoute {
  const mirrors = [...merchant.config.mirrors].sort((a, b) => a.priority - b.priority);
  return { mainDomain: merchant.config.mainDomain, mirrors };
}

/** Downloads, licences and official channels as the generic resource list of the bootstrap. */
export function toResources(merchant: Merchant) {
  const config = merchant.config;
  return [
    { resourceType: 'APP_ANDROID', url: config.appDownload.android, labelNameEn: 'Android' },
    { resourceType: 'APP_IOS', url: config.appDownload.ios, labelNameEn: 'iOS' },
    ...config.licences.map((l) => ({ resourceType: 'LICENCE', url: l.imageUrl, labelNameEn: l.name })),
    ...config.officialChannels.map((c) => ({ resourceType: 'CHANNEL', url: c.url, labelNameEn: c.name })),
  ];
}

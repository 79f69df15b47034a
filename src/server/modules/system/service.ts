import type { Language } from '@shared/constants';
import { SYSTEM_STATUS } from '@shared/constants';
import type {
  Country,
  HelpCenter,
  Permission,
  RegisterSetting,
  SystemStatusValue,
  Whitelabel,
} from '@shared/api/system';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import { evaluateAccess, type AccessVisitor } from './access';
import { normalizeDomain } from './domain';
import { localize, pickLanguage, toDomainRoute, toResources, toWhitelabel } from './projection';
import { listCountryCodes, listFooterVendors, listHelpArticles } from './repository';

/** The rules of the system calls; routes only translate HTTP, the repository only does SQL. */

export function getStatus(merchant: Merchant, visitor: AccessVisitor, requested?: Language): SystemStatusValue {
  const access = evaluateAccess(merchant.config, visitor);
  const language = pickLanguage(merchant, requested);
  const status = access.maintenance
    ? SYSTEM_STATUS.maintenance
    : access.regionRestriction
      ? SYSTEM_STATUS.regionRestricted
      : SYSTEM_STATUS.normal;
  return {
    status,
    maintenance: access.maintenance,
    regionRestriction: access.regionRestriction,
    maintenanceEnd: access.maintenanceEnd,
    maintenanceInfo: access.maintenance ? localize(merchant.config.maintenance.info, language) : null,
    regionMessage: access.regionRestriction ? localize(merchant.config.regionBlock.message, language) : null,
    ip: visitor.ip,
  };
}

export async function getWhitelabel(db: Db, merchant: Merchant): Promise<Whitelabel> {
  return toWhitelabel(merchant, await listFooterVendors(db, merchant.id));
}

export function getRegisterSetting(merchant: Merchant): RegisterSetting {
  return merchant.config.register;
}

/** The main bootstrap: everything the renderer needs before its first screen, in one call. */
export async function getPermission(db: Db, merchant: Merchant, visitor: AccessVisitor): Promise<Permission> {
  const config = merchant.config;
  const access = evaluateAccess(config, visitor);
  return {
    info: {
      customerService: config.customerService,
      domainRoute: toDomainRoute(merchant),
      resources: toResources(merchant),
      whitelabel: await getWhitelabel(db, merchant),
      register: config.register,
      mainDomain: config.mainDomain,
      analytics: { gtagId: config.analytics.gtagId },
      imageCDNs: config.imageCDNs,
      launchGameCDNs: config.launchGameCDNs,
      location: { ip: visitor.ip, country: visitor.country },
    },
    maintenance: access.maintenance,
    regionRestriction: access.regionRestriction,
    maintenanceEnd: access.maintenanceEnd,
  };
}

/** Articles grouped by category, in seed order, with texts in one language. */
export async function getHelpCenter(db: Db, merchant: Merchant, requested?: Language): Promise<HelpCenter> {
  const language = pickLanguage(merchant, requested);
  const categories = new Map<string, HelpCenter['categories'][number]>();
  for (const row of await listHelpArticles(db, merchant.id)) {
    let category = categories.get(row.category);
    if (!category) {
      category = { code: row.category, title: localize(row.categoryTitle, language), articles: [] };
      categories.set(row.category, category);
    }
    category.articles.push({
      id: row.id,
      slug: row.slug,
      title: localize(row.title, language),
      content: localize(row.content, language),
    });
  }
  return { categories: [...categories.values()] };
}

export function getDomainRoute(merchant: Merchant) {
  return toDomainRoute(merchant);
}

/** Verify Representative: true only for the main domain or one of the official mirrors. */
export function verifyDomain(merchant: Merchant, input: string) {
  const domain = normalizeDomain(input);
  if (!domain) throw new AppError('validation_failed', 'Not a domain name', { domain: 'invalid_domain' });
  const official = new Set(
    [merchant.config.mainDomain, ...merchant.config.mirrors.map((m) => m.domain)]
      .map((d) => normalizeDomain(d))
      .filter((d): d is string => d !== null),
  );
  return { domain, official: official.has(domain) };
}

export async function getCountryCodes(db: Db): Promise<{ list: Country[] }> {
  return { list: await listCountryCodes(db) };
}

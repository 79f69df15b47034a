import type { FastifyRequest } from 'fastify';
import { isProxyTrusted } from '../../config';
import type { AccessVisitor } from './access';

/**
 * Who is asking, for access rules: the client address and, when needed, its country. The country
 * comes from the proxy's geo header only when TRUST_PROXY says the proxy is ours (otherwise any
 * client could claim a country); else from the in-memory geo table.
 */
export async function visitorOf(request: FastifyRequest, needCountry = true): Promise<AccessVisitor> {
  const visitor = cachedVisitorOf(request, needCountry);
  return visitor ?? { ip: request.clientIp, country: await request.server.geo.countryOf(request.clientIp) };
}

/**
 * visitorOf() from memory only: `undefined` when the geo table still has to load. Lets the status
 * call answer without a single await in the steady state.
 */
export function cachedVisitorOf(request: FastifyRequest, needCountry = true): AccessVisitor | undefined {
  const ip = request.clientIp;
  if (!needCountry) return { ip, country: null };
  const { config, geo } = request.server;
  if (config.geoCountryHeader && isProxyTrusted(config.trustProxy)) {
    const header = request.headers[config.geoCountryHeader];
    const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value)) return { ip, country: value };
  }
  const country = geo.countryOfCached(ip);
  return country === undefined ? undefined : { ip, country };
}

/** Country lookups cost a little; skip them when no country rule could apply. */
export function needsCountry(request: FastifyRequest): boolean {
  const region = request.merchant?.config.regionBlock;
  return Boolean(region?.enabled && region.countries.length > 0);
}

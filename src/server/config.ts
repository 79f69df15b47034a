import { resolve } from 'node:path';
import { loadAccountConfig, type AccountConfig } from './lib/account-config';

/**
 * Every setting the server reads from the environment, parsed once. Tests build this object
 * directly instead of touching process.env.
 */
export interface ServerConfig {
  /** 'production' removes the /dev routes and makes logs terse. */
  nodeEnv: string;
  port: number;
  host: string;
  /** PostgreSQL URL; unset = embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built renderer served at / (SPA). */
  webDist: string;
  trustProxy: TrustProxy;
  /** Header a trusted proxy/CDN sets with the visitor's ISO country (e.g. cf-ipcountry). */
  geoCountryHeader: string | undefined;
  defaultMerchantCode: string | undefined;
  bodyLimit: number;
  logLevel: string;
  /** Sessions, passwords, verification and message delivery (lib/account-config.ts). */
  accounts: AccountConfig;
  /** The built-in demo game vendor at /demo-vendor (DEMO_VENDOR=off disables it). */
  demoVendor: boolean;
  /** The in-house lottery vendor at /lotto-vendor (LOTTO_VENDOR=off disables it). */
  lottoVendor: boolean;
  /**
   * Whether this process opens, draws and settles lottery draws on its own clock (LOTTO_DRAWS=off
   * stops it; tests run the passes themselves). Any number of processes may: each draw runs once.
   */
  lottoDraws: boolean;
  /** Pause between the win batches of one draw's settlement (LOTTO_SETTLE_PAUSE_MS, default 0): a large draw leaves the platform room for live bets. */
  lottoSettlePauseMs: number;
  /** The first start writes the demo team and its history (DEMO_TEAM=off leaves the bare demo accounts). */
  demoTeam: boolean;
  /**
   * Whether this process settles agent contracts on its schedule (CONTRACT_SETTLEMENT=off stops it;
   * tests that build apps keep it off and call the settlement services themselves). Any number of
   * processes may run it: every period is settled once.
   */
  contractSettlement: boolean;
  /** Pause between the runs of one settlement pass (CONTRACT_SETTLEMENT_PAUSE_MS, default 0): a long catch-up leaves the database room for live traffic. */
  contractSettlementPauseMs: number;
  /** The demo vendor's master secret; unset: 32 random bytes made once and kept in its own table. */
  demoVendorSecret?: string | undefined;
}

export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY decides which address is "the client":
 * - unset, '' or 'false': the socket address; X-Forwarded-For is ignored (direct exposure).
 * - 'true': trust every hop (only behind a proxy that overwrites X-Forwarded-For).
 * - a number n: trust n hops closest to the server (e.g. '1' behind one load balancer).
 * - a comma list of IPs/CIDRs (or 'loopback', 'linklocal', 'uniquelocal'): trust those proxies.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * Fastify's own numeric trustProxy trusts nothing (it cannot check the peer), so a hop count is
 * given as a function: trust the n addresses closest to the server.
 */
export function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

export function isProxyTrusted(trustProxy: TrustProxy): boolean {
  return trustProxy !== false && trustProxy !== 0 && trustProxy !== '';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    port: positiveInt(env.PORT, 8080),
    // 'localhost' makes Node bind every address localhost resolves to (127.0.0.1 and ::1), so
    // Chromium reaches http://localhost:8080 whichever family it tries first.
    host: env.HOST?.trim() || 'localhost',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    webDist: resolve(env.WEB_DIST?.trim() || './dist/web'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.trim().toLowerCase() || undefined,
    defaultMerchantCode: env.DEFAULT_MERCHANT_CODE?.trim() || undefined,
    bodyLimit: positiveInt(env.BODY_LIMIT, 64 * 1024),
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    accounts: loadAccountConfig(env),
    demoVendor: !['off', 'false', '0'].includes(env.DEMO_VENDOR?.trim().toLowerCase() ?? ''),
    lottoVendor: !['off', 'false', '0'].includes(env.LOTTO_VENDOR?.trim().toLowerCase() ?? ''),
    lottoDraws: env.LOTTO_DRAWS === undefined ? env.NODE_ENV !== 'test' : !['off', 'false', '0'].includes(env.LOTTO_DRAWS.trim().toLowerCase()),
    demoTeam: !['off', 'false', '0'].includes(env.DEMO_TEAM?.trim().toLowerCase() ?? ''),
    lottoSettlePauseMs: Math.max(0, Math.min(60_000, Number.parseInt(env.LOTTO_SETTLE_PAUSE_MS ?? '0', 10) || 0)),
    contractSettlementPauseMs: Math.max(0, Math.min(60_000, Number.parseInt(env.CONTRACT_SETTLEMENT_PAUSE_MS ?? '0', 10) || 0)),
    contractSettlement: env.CONTRACT_SETTLEMENT === undefined ? env.NODE_ENV !== 'test' : !['off', 'false', '0'].includes(env.CONTRACT_SETTLEMENT.trim().toLowerCase()),
    demoVendorSecret: env.DEMO_VENDOR_SECRET?.trim() || undefined,
  };
}

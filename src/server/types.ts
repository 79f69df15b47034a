import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Merchant, MerchantDirectory } from './modules/merchant/directory';
import type { GeoDirectory } from './modules/system/geo';

/** What the plugins add to Fastify's instance, request and route config. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDriver: 'pglite' | 'postgres';
    config: ServerConfig;
    merchants: MerchantDirectory;
    geo: GeoDirectory;
  }
  interface FastifyRequest {
    /** The client's address after TRUST_PROXY rules, IPv4-mapped IPv6 folded to IPv4. */
    clientIp: string;
    /** Set by the merchant hook on merchant-scoped routes; read it through merchantOf(). */
    merchant: Merchant | null;
  }
  interface FastifyContextConfig {
    /** false: the route still answers during maintenance or a region block (status, bootstrap). */
    accessGate?: boolean;
  }
}

export {};

import { AddressSet } from '../../lib/ip';
import type { MaintenanceConfig, MerchantConfig, RegionBlockConfig } from './merchant-config';

export interface AccessVisitor {
  ip: string;
  /** ISO alpha-2, or null when unknown. */
  country: string | null;
}

export interface AccessState {
  maintenance: boolean;
  regionRestriction: boolean;
  /** End of the maintenance that applies to this visitor, when known. */
  maintenanceEnd: string | null;
}

interface CompiledRules {
  /** Window bounds in epoch ms (start NaN when there is no window). */
  windowStart: number;
  windowEnd: number;
  endsAt: number;
  endIso: string | null;
  maintenanceAllow: AddressSet;
  regionAllow: AddressSet;
  regionBlock: AddressSet;
  countries: Set<string>;
  /** Per-address results of the three address lists (bit flags), so repeat visitors cost one lookup. */
  memo: Map<string, number>;
}

const MAINTENANCE_ALLOW = 1;
const REGION_ALLOW = 2;
const REGION_BLOCK = 4;
const MEMO_LIMIT = 50_000;

// Keyed by the config object: a reloaded or patched config is a new object, so rules recompile
// exactly when they change and the status hot path only does set lookups.
const compiled = new WeakMap<MerchantConfig, CompiledRules>();

function rulesOf(config: MerchantConfig): CompiledRules {
  let rules = compiled.get(config);
  if (!rules) {
    const { start, end } = config.maintenance;
    rules = {
      windowStart: start ? Date.parse(start) : Number.NaN,
      windowEnd: end ? Date.parse(end) : Number.POSITIVE_INFINITY,
      endsAt: end ? Date.parse(end) : Number.NaN,
      endIso: end ? new Date(Date.parse(end)).toISOString() : null,
      memo: new Map(),
      maintenanceAllow: new AddressSet(config.maintenance.allowList),
      regionAllow: new AddressSet(config.regionBlock.allowList),
      regionBlock: new AddressSet(config.regionBlock.addresses),
      countries: new Set(config.regionBlock.countries.map((c) => c.toUpperCase())),
    };
    compiled.set(config, rules);
  }
  return rules;
}

/** Inside the scheduled window: from `start` (required) until `end` (open-ended when null). */
export function inMaintenanceWindow(maintenance: MaintenanceConfig, now: number): boolean {
  if (!maintenance.start) return false;
  const start = Date.parse(maintenance.start);
  const end = maintenance.end ? Date.parse(maintenance.end) : Number.POSITIVE_INFINITY;
  return now >= start && now < end;
}

function addressFlags(rules: CompiledRules, ip: string): number {
  let flags = rules.memo.get(ip);
  if (flags === undefined) {
    flags =
      (rules.maintenanceAllow.has(ip) ? MAINTENANCE_ALLOW : 0) |
      (rules.regionAllow.has(ip) ? REGION_ALLOW : 0) |
      (rules.regionBlock.has(ip) ? REGION_BLOCK : 0);
    if (rules.memo.size >= MEMO_LIMIT) rules.memo.clear();
    rules.memo.set(ip, flags);
  }
  return flags;
}

function isRegionBlocked(region: RegionBlockConfig, rules: CompiledRules, flags: number, country: string | null): boolean {
  if (!region.enabled || flags & REGION_ALLOW) return false;
  if (flags & REGION_BLOCK) return true;
  return country !== null && rules.countries.has(country);
}

/**
 * Maintenance and region block for one visitor. The maintenance allow-list lets operators test
 * a release during maintenance; the region allow-list is checked before the block rules.
 */
export function evaluateAccess(config: MerchantConfig, visitor: AccessVisitor, now = Date.now()): AccessState {
  const rules = rulesOf(config);
  const flags = addressFlags(rules, visitor.ip);
  const scheduled = now >= rules.windowStart && now < rules.windowEnd;
  const maintenance = (config.maintenance.enabled || scheduled) && !(flags & MAINTENANCE_ALLOW);
  return {
    maintenance,
    regionRestriction: isRegionBlocked(config.regionBlock, rules, flags, visitor.country),
    maintenanceEnd: maintenance && rules.endsAt > now ? rules.endIso : null,
  };
}

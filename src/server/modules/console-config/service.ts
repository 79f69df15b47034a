import { CONFIG_SECTIONS, type ConfigChange, type ConfigSection, type ConsoleConfig } from '@shared/api/console-config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deepMerge, isPlainObject, type JsonObject } from '../../lib/deep-merge';
import { fieldErrorsFromIssues } from '../../lib/field-errors';
import { DEFAULT_CASHIER } from '../cashier/settings';
import type { MerchantDirectory } from '../merchant/directory';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { merchantConfigSchema, type MerchantConfig } from '../system/merchant-config';
import * as repo from './repository';

/** The editable sections as they are in force (the cashier's defaults filled in). */
function sectionsOf(config: MerchantConfig): Record<ConfigSection, unknown> {
  return { features: config.features, register: config.register, maintenance: config.maintenance, regionBlock: config.regionBlock, mirrors: config.mirrors, cashier: { ...DEFAULT_CASHIER, ...config.cashier } };
}

export async function consoleConfig(db: Db, merchantId: number): Promise<ConsoleConfig> {
  const row = await repo.configOf(db, merchantId);
  if (!row) throw new AppError('not_found', 'No such merchant');
  return { version: row.version, sections: sectionsOf(row.config) };
}

/** JSON with object keys sorted: the database's jsonb does not keep the order keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

/** Leaf-level differences (arrays compared whole, as they are edited whole). */
export function diffOf(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffOf(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return canonical(before) === canonical(after) ? [] : [{ path, before: before ?? null, after: after ?? null }];
}

/** The configuration a patch of the editable sections gives, validated whole, with its diff. */
function applied(config: MerchantConfig, patch: JsonObject): { next: MerchantConfig; changes: ConfigChange[] } {
  const unknown = Object.keys(patch).find((key) => !(CONFIG_SECTIONS as readonly string[]).includes(key));
  if (unknown) throw new AppError('validation_failed', `Not an editable section: ${unknown}`, { [unknown]: 'not_editable' });
  const base = { ...config, cashier: { ...DEFAULT_CASHIER, ...config.cashier } } as JsonObject;
  const parsed = merchantConfigSchema.safeParse(deepMerge(base, patch));
  if (!parsed.success) throw new AppError('validation_failed', 'Invalid configuration', fieldErrorsFromIssues(parsed.error.issues));
  return { next: parsed.data, changes: diffOf(sectionsOf(config), sectionsOf(parsed.data)) };
}

export async function previewConfig(db: Db, merchantId: number, patch: JsonObject): Promise<ConfigChange[]> {
  const row = await repo.configOf(db, merchantId);
  if (!row) throw new AppError('not_found', 'No such merchant');
  return applied(row.config, patch).changes;
}

/**
 * Saves a patch made on `version` (another operator's save in between answers conflict: look at the
 * new configuration first), audited with each changed path's before and after; every process sees
 * it within its merchant cache's poll, this one at once.
 */
export async function saveConfig(db: Db, directory: MerchantDirectory, who: OperatorActor, version: number, patch: JsonObject): Promise<ConsoleConfig> {
  const saved = await db.transaction(async (tx) => {
    const row = await repo.configOf(tx, who.merchantId);
    if (!row) throw new AppError('not_found', 'No such merchant');
    if (row.version !== version) throw new AppError('conflict', 'The configuration changed since it was loaded');
    const { next, changes } = applied(row.config, patch);
    if (changes.length === 0) return { version, sections: sectionsOf(row.config) };
    const newVersion = await repo.saveConfigAt(tx, who.merchantId, version, next);
    if (newVersion === undefined) throw new AppError('conflict', 'The configuration changed since it was loaded');
    const before = Object.fromEntries(changes.map((c) => [c.path, c.before]));
    const after = Object.fromEntries(changes.map((c) => [c.path, c.after]));
    await recordAudit(tx, who, { action: 'config.update', targetType: 'merchant', targetId: String(who.merchantId), before, after });
    return { version: newVersion, sections: sectionsOf(next) };
  });
  directory.invalidate();
  return saved;
}

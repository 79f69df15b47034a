import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isAddressRule } from '../../lib/ip';
import { sealSecret } from '../crypto-keys/secret-box';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { forgetIntegrations } from './integration-cache';
import * as repo from './repository';

export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

export interface IntegrationInput {
  code: string;
  /** Absent on an update: kept. Required for a new vendor. */
  mode?: WalletMode | undefined;
  secret?: string | undefined;
  allowlist?: string[] | undefined;
  launchUrl?: string | null | undefined;
}

/** What operators see of an integration: never the secret. */
export interface IntegrationView {
  code: string;
  mode: WalletMode;
  allowlist: string[];
  launchUrl: string | null;
  updatedAt: string;
}

const viewOf = (row: repo.IntegrationRow): IntegrationView => ({
  code: row.code,
  mode: row.mode,
  allowlist: row.allowlist,
  launchUrl: row.launchUrl,
  updatedAt: row.updatedAt.toISOString(),
});

function validate(input: IntegrationInput): void {
  if (!/^[A-Za-z0-9_-]{1,20}$/u.test(input.code)) throw new AppError('validation_failed', 'Vendor code: 1-20 letters, digits, _ or -', { code: 'invalid' });
  if (input.secret !== undefined && (input.secret.length < 16 || input.secret.length > 200)) {
    throw new AppError('validation_failed', 'The secret must be 16-200 characters', { secret: 'invalid' });
  }
  const bad = input.allowlist?.find((rule) => !isAddressRule(rule));
  if (bad !== undefined) throw new AppError('validation_failed', `Not an address or CIDR range: ${bad}`, { allowlist: 'invalid' });
  // Root-relative: a vendor served by the platform's own origin (the built-in demo vendor).
  if (input.launchUrl && !/^(https?:\/\/|\/(?!\/))[^\s]+$/u.test(input.launchUrl)) {
    throw new AppError('validation_failed', 'The launch URL must be http(s) or a path starting with /', { launchUrl: 'invalid' });
  }
}

/**
 * Adds or changes a vendor integration (operators: `npm run ops -- vendor-set`), audited in the
 * same transaction. The secret is sealed with KEY_ENCRYPTION_SECRET and never leaves again.
 */
export async function setIntegration(db: Db, who: OperatorActor, input: IntegrationInput, keySecret: string | undefined): Promise<IntegrationView> {
  validate(input);
  const view = await db.transaction(async (tx) => {
    const before = await repo.findIntegration(tx, who.merchantId, input.code);
    const mode = input.mode ?? before?.mode;
    const secret = input.secret === undefined ? before?.secret : sealSecret(input.secret, keySecret);
    if (!mode || !secret) throw new AppError('validation_failed', 'A new vendor needs a mode and a secret', { [mode ? 'secret' : 'mode']: 'required' });
    const saved = await repo.upsertIntegration(tx, {
      merchantId: who.merchantId,
      code: input.code,
      mode,
      secret,
      allowlist: input.allowlist ?? before?.allowlist ?? [],
      launchUrl: input.launchUrl === undefined ? (before?.launchUrl ?? null) : input.launchUrl,
      updatedAt: new Date(),
    });
    await repo.setCatalogueWalletMode(tx, who.merchantId, input.code, mode);
    await recordAudit(tx, who, {
      action: 'vendor.set',
      targetType: 'vendor',
      targetId: input.code,
      before: before ? viewOf(before) : null,
      after: { ...viewOf(saved), secretChanged: input.secret !== undefined },
    });
    return viewOf(saved);
  });
  forgetIntegrations(db);
  return view;
}

export async function showIntegrations(db: Db, merchantId: number, code?: string): Promise<IntegrationView[]> {
  if (code === undefined) return (await repo.listIntegrations(db, merchantId)).map(viewOf);
  const row = await repo.findIntegration(db, merchantId, code);
  return row ? [viewOf(row)] : [];
}

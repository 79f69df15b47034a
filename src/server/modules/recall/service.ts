import type { RecallAnswer, RecallInput } from '@shared/api/play';
import { DEFAULT_LANGUAGE } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openSecret } from '../crypto-keys/secret-box';
import { findIntegration } from '../seamless/repository';
import { RECALL_LINK_TTL_MS, recallSignature, recallUrl } from './recall-link';
import * as repo from './repository';

export interface RecallContext {
  db: Db;
  merchantId: number;
  memberId: number;
  /** KEY_ENCRYPTION_SECRET: opens the vendor's sealed secret. */
  keySecret: string | undefined;
  now: number;
}

/** A replay link for one of the member's own rounds; another member's round is not found. */
export async function recallLink(ctx: RecallContext, input: RecallInput): Promise<RecallAnswer> {
  const round = await repo.findMemberRound(ctx.db, { merchantId: ctx.merchantId, memberId: ctx.memberId, vendorCode: input.vassalage, roundId: input.roundId });
  if (!round) throw new AppError('not_found', 'No such round');
  const integration = await findIntegration(ctx.db, ctx.merchantId, round.vendorCode);
  if (!integration?.launchUrl) throw new AppError('game_maintenance', 'This vendor has no launch address');
  const exp = ctx.now + RECALL_LINK_TTL_MS;
  const sig = recallSignature(openSecret(integration.secret, ctx.keySecret), round.vendorCode, round.roundId, exp);
  return { url: recallUrl(integration.launchUrl, { round: round.roundId, lang: input.language ?? DEFAULT_LANGUAGE, exp: String(exp), sig, theme: input.theme }) };
}

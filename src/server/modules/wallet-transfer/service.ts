import { isAgentType } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkCurrency, toMinorUnits, type AmountInput } from '../cashier/amount';
import { transfer } from '../ledger/service';
import { agentMay } from '../agent/agent-permissions';
import type { Merchant } from '../merchant/directory';
import type { DownlineCache } from './downline-cache';
import * as repo from './repository';


export interface MoveInput {
  amount: AmountInput;
  currency?: string | undefined;
}

export interface MoveResult {
  transferId: number;
  replayed: boolean;
  amount: number;
  currency: string;
  /** The sender's main wallet after the transfer, minor units. */
  balanceAfter: number;
}

/** Moves main → main under the client's key, scoped to the sender so keys never collide across members. */
async function moveMain(db: Db, merchant: Merchant, fromId: number, toId: number, type: string, input: MoveInput, clientKey: string): Promise<MoveResult> {
  const { code: currency, decimals } = merchant.config.currency;
  checkCurrency(input.currency, currency);
  const amount = toMinorUnits(input.amount, decimals);
  const result = await transfer(db, {
    merchantId: merchant.id,
    idempotencyKey: `client:${fromId}:${clientKey}`,
    type,
    reference: `${fromId}->${toId}`,
    actor: `member:${fromId}`,
    from: { kind: 'player_main', memberId: fromId },
    to: { kind: 'player_main', memberId: toId },
    amount,
    currency,
  });
  return { transferId: result.transferId, replayed: result.replayed, amount, currency, balanceAfter: result.debitBalanceAfter };
}

export async function transferToUpline(db: Db, merchant: Merchant, memberId: number, input: MoveInput, clientKey: string): Promise<MoveResult> {
  const me = await repo.memberLinkById(db, merchant.id, memberId);
  if (!me?.uplineId) throw new AppError('no_upline', 'This account has no upline agent');
  return moveMain(db, merchant, memberId, me.uplineId, 'transfer_upline', input, clientKey);
}

/** Agent → a member of their own downline tree; anyone else (or an unknown name) is 403, and so is an
 * agent type the merchant has not allowed to (function_not_enabled). */
export async function transferToDownline(
  db: Db,
  merchant: Merchant,
  agent: { id: number; type: number },
  input: MoveInput & { account: string },
  clientKey: string,
  downlines: DownlineCache,
): Promise<MoveResult> {
  if (!isAgentType(agent.type)) throw new AppError('forbidden', 'Only agents transfer to downlines');
  if (!agentMay(merchant.config, agent.type, 'transferToDownlines')) {
    throw new AppError('function_not_enabled', 'Transfers to downlines are not enabled for this agent type');
  }
  const target = await downlines.find(db, merchant.id, agent.id, input.account);
  if (target === undefined) {
    throw new AppError('forbidden', 'Not a member of your downline');
  }
  return moveMain(db, merchant, agent.id, target, 'transfer_downline', input, clientKey);
}

/** Single wallet unless some vendor keeps its own (transfer-mode) wallet. */
export async function merchantWallet(db: Db, merchantId: number): Promise<{ isSingle: boolean }> {
  return { isSingle: (await repo.countTransferVendors(db, merchantId)) === 0 };
}

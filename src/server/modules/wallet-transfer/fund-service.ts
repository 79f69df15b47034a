import type { FundDirection, VendorWallets } from '@shared/api/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkCurrency, toMinorUnits, type AmountInput } from '../cashier/amount';
import { balanceOf, transfer } from '../ledger/service';
import type { Merchant } from '../merchant/directory';
import type { MoveResult } from './service';
import * as repo from './repository';

/** `transferFund`: the main wallet and the wallets of transfer-mode vendors, all in the ledger. */

export async function vendorWallets(db: Db, merchant: Merchant, memberId: number): Promise<VendorWallets> {
  const currency = merchant.config.currency.code;
  const [vendors, balances, mainBalance] = await Promise.all([
    repo.transferVendors(db, merchant.id),
    repo.vendorBalances(db, merchant.id, memberId, currency),
    balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId }),
  ]);
  return {
    currency,
    mainBalance,
    list: vendors.map((vendor) => ({ ...vendor, balance: balances.get(vendor.code) ?? 0 })),
  };
}

export interface FundInput {
  vendorCode: string;
  direction: FundDirection;
  amount: AmountInput;
  currency?: string | undefined;
}

async function vendorOf(db: Db, merchantId: number, code: string): Promise<repo.TransferVendor> {
  const vendor = (await repo.transferVendors(db, merchantId)).find((row) => row.code === code);
  if (!vendor) throw new AppError('validation_failed', 'Not a transfer-mode vendor', { vendorCode: 'invalid' });
  // Money may always come home from a vendor; it only goes in while the vendor is up.
  return vendor;
}

/** Moves between main and one vendor wallet under the client's idempotency key. */
export async function transferFund(db: Db, merchant: Merchant, memberId: number, input: FundInput, clientKey: string): Promise<MoveResult & { vendorBalanceAfter: number }> {
  const { code: currency, decimals } = merchant.config.currency;
  checkCurrency(input.currency, currency);
  const amount = toMinorUnits(input.amount, decimals);
  const vendor = await vendorOf(db, merchant.id, input.vendorCode);
  if (input.direction === 'IN' && vendor.maintenance) throw new AppError('game_maintenance', 'This vendor is under maintenance');
  const main = { kind: 'player_main', memberId } as const;
  const wallet = { kind: 'player_vendor', memberId, code: vendor.code } as const;
  const into = input.direction === 'IN';
  const result = await transfer(db, {
    merchantId: merchant.id,
    idempotencyKey: `client:${memberId}:${clientKey}`,
    type: into ? 'transfer_vendor_in' : 'transfer_vendor_out',
    reference: vendor.code,
    actor: `member:${memberId}`,
    from: into ? main : wallet,
    to: into ? wallet : main,
    amount,
    currency,
  });
  return {
    transferId: result.transferId,
    replayed: result.replayed,
    amount,
    currency,
    balanceAfter: into ? result.debitBalanceAfter : result.creditBalanceAfter,
    vendorBalanceAfter: into ? result.creditBalanceAfter : result.debitBalanceAfter,
  };
}

/** "Recall all": every vendor wallet with money goes back to main; each move has its own derived key. */
export async function recallAll(db: Db, merchant: Merchant, memberId: number, clientKey: string): Promise<VendorWallets> {
  const wallets = await vendorWallets(db, merchant, memberId);
  for (const wallet of wallets.list) {
    if (wallet.balance <= 0) continue;
    await transferFund(db, merchant, memberId, { vendorCode: wallet.code, direction: 'OUT', amount: wallet.balance }, `${clientKey}:${wallet.code}`);
  }
  return vendorWallets(db, merchant, memberId);
}

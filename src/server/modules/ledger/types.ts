/**
 * The ledger's vocabulary. Kinds owned by a member can never go negative; the others stand for
 * money outside the platform (a payment provider, a vendor, the merchant's own funds) and may.
 */
export const MEMBER_ACCOUNT_KINDS = ['player_main', 'player_vendor', 'withdrawal_hold', 'agent_commission'] as const;
export const MERCHANT_ACCOUNT_KINDS = ['house', 'payment_clearing', 'promotions', 'vendor_settlement', 'adjustment'] as const;
/** Pools the platform holds for players: never negative, but owned by the merchant. */
export const POOL_ACCOUNT_KINDS = ['jackpot_pool'] as const;

export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type MerchantAccountKind = (typeof MERCHANT_ACCOUNT_KINDS)[number];
export type PoolAccountKind = (typeof POOL_ACCOUNT_KINDS)[number];
export type AccountKind = MemberAccountKind | MerchantAccountKind | PoolAccountKind;

/** Names an account; it is opened on first use. */
export type AccountRef =
  | { kind: MemberAccountKind; memberId: number; code?: string }
  | { kind: MerchantAccountKind | PoolAccountKind; code?: string };

export function mayGoNegative(kind: AccountKind): boolean {
  return (MERCHANT_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

export interface TransferRequest {
  merchantId: number;
  /** Unique per merchant: a repeat with the same content returns the first result. */
  idempotencyKey: string;
  /** What kind of movement, e.g. deposit, withdrawal, bet, win, transfer_upline, adjustment. */
  type: string;
  /** The business object it belongs to, e.g. a deposit order id or a game round id. */
  reference: string;
  /** Who did it: `member:<id>`, `operator:<id>`, `system`, `vendor:<code>`. */
  actor: string;
  from: AccountRef;
  to: AccountRef;
  /** Integer minor units, > 0. */
  amount: number;
  currency: string;
  /**
   * When the movement happened, for history imports only (the demo seed's past months, posted in
   * time order on accounts with nothing later). Live money never sets it: it always carries the
   * database clock, so entry order and time order agree. Not part of the request's content hash.
   */
  at?: Date | undefined;
}

export interface TransferResult {
  transferId: number;
  /** True when this call replayed an earlier transfer with the same key and content. */
  replayed: boolean;
  amount: number;
  currency: string;
  debitAccountId: number;
  creditAccountId: number;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  createdAt: string;
}

/** Largest amount one transfer may move: keeps every sum far inside Number.MAX_SAFE_INTEGER. */
export const MAX_TRANSFER_AMOUNT = 1_000_000_000_000;

import type { Deposit } from '@shared/api/cashier';

/** A gateway order the player may still be paying: the page keeps asking until the webhook decides it. */
export function awaitingGateway(orders: readonly Pick<Deposit, 'kind' | 'status'>[]): boolean {
  return orders.some((o) => o.kind === 'DEMO_GATEWAY' && o.status === 'PENDING');
}

/** Orders that were pending in `before` and are decided in `after` (the balance may have moved). */
export function newlyDecided<T extends Pick<Deposit, 'id' | 'status'>>(before: readonly T[], after: readonly T[]): T[] {
  const pending = new Set(before.filter((o) => o.status === 'PENDING').map((o) => o.id));
  return after.filter((o) => pending.has(o.id) && o.status !== 'PENDING');
}

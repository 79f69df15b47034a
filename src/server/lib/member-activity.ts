/**
 * Members whose play or deposits changed since the last look, per merchant: a note in this process
 * that background work reads (the promotions upkeep re-evaluates their VIP level), so nothing extra
 * runs on the play path. Noting is a set insertion; the set is bounded, and what a restart loses is
 * caught the next time the member's level is read (every header load evaluates it too).
 */
const pending = new Map<number, Set<number>>();
const LIMIT = 200_000;

export function noteMemberActivity(merchantId: number, memberId: number): void {
  let members = pending.get(merchantId);
  if (!members) {
    members = new Set();
    pending.set(merchantId, members);
  }
  if (members.size < LIMIT) members.add(memberId);
}

/** The members noted for a merchant since the last drain, forgetting them. */
export function drainMemberActivity(merchantId: number): number[] {
  const members = pending.get(merchantId);
  pending.delete(merchantId);
  return members ? [...members] : [];
}

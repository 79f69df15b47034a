/** The favourite ids after a toggle: added at the end, or removed (spec section 4). */
export function toggledIds(ids: readonly string[], nodeId: string, add: boolean): string[] {
  const without = ids.filter((id) => id !== nodeId);
  return add ? [...without, nodeId] : without;
}

import type { ConsoleOperator, Permission } from '@shared/api/console';

export interface NavItem {
  /** Under /console. */
  path: string;
  /** Key under `nav` in the console namespace. */
  label: 'audit';
  /** What the operator must be allowed to see it; the server checks the same on every call. */
  permission: Permission;
}

/** Only screens that exist: a section joins this list when its page does. */
export const NAV_ITEMS: readonly NavItem[] = [{ path: '/console/audit', label: 'audit', permission: 'read' }];

export function navItemsFor(operator: ConsoleOperator): NavItem[] {
  return NAV_ITEMS.filter((item) => operator.permissions.includes(item.permission));
}

import { mayDo, type ConsoleOperator, type Permission } from '@shared/api/console';

export interface NavItem {
  /** Under /console. */
  path: string;
  /** Key under `nav` in the console namespace. */
  label: 'dashboard' | 'approvals' | 'players' | 'agents' | 'games' | 'content' | 'config' | 'ledger' | 'operators' | 'audit';
  /** What the operator must be allowed to see it; the server checks the same on every call. */
  permission: Permission;
  /** A count beside the label: what waits in the approval queues. */
  badge?: 'pending';
}

/** Only screens that exist: a section joins this list when its page does. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/console/dashboard', label: 'dashboard', permission: 'read' },
  { path: '/console/approvals', label: 'approvals', permission: 'read', badge: 'pending' },
  { path: '/console/players', label: 'players', permission: 'read' },
  { path: '/console/agents', label: 'agents', permission: 'read' },
  { path: '/console/games', label: 'games', permission: 'read' },
  { path: '/console/content', label: 'content', permission: 'read' },
  { path: '/console/config', label: 'config', permission: 'read' },
  { path: '/console/ledger', label: 'ledger', permission: 'read' },
  { path: '/console/operators', label: 'operators', permission: 'operators.manage' },
  { path: '/console/audit', label: 'audit', permission: 'read' },
];

export function navItemsFor(operator: ConsoleOperator): NavItem[] {
  return NAV_ITEMS.filter((item) => operator.permissions.includes(item.permission));
}

/**
 * Whether the signed-in operator may do what needs `permission`: its role must allow it and the
 * server must have sent it (the server still checks every call; this only hides useless buttons).
 */
export function operatorMay(operator: ConsoleOperator, permission: Permission): boolean {
  return mayDo(operator.role, permission) && operator.permissions.includes(permission);
}

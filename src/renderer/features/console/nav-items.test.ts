import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type OperatorRole } from '@shared/api/console';
import { navItemsFor, operatorMay } from './nav-items';

const operator = (role: OperatorRole, permissions = [...ROLE_PERMISSIONS[role]]) => ({ id: 1, username: 'ops', role, permissions });

describe('navItemsFor', () => {
  it('shows every section but the operators to every role that may read, and the operators to the admin too', () => {
    for (const role of ['finance', 'support', 'content', 'readonly'] as const) {
      expect(navItemsFor(operator(role)).map((item) => item.path)).toEqual([
        '/console/dashboard',
        '/console/approvals',
        '/console/players',
        '/console/agents',
        '/console/games',
        '/console/content',
        '/console/config',
        '/console/ledger',
        '/console/audit',
      ]);
    }
    expect(navItemsFor(operator('admin')).map((item) => item.path)).toContain('/console/operators');
  });

  it('goes by the permissions the server sent, not the role name', () => {
    expect(navItemsFor(operator('admin', []))).toEqual([]);
  });
});

describe('operatorMay', () => {
  it('lets finance and admin decide cashier orders, not support or read-only', () => {
    expect(operatorMay(operator('admin'), 'cashier.decide')).toBe(true);
    expect(operatorMay(operator('finance'), 'cashier.decide')).toBe(true);
    expect(operatorMay(operator('support'), 'cashier.decide')).toBe(false);
    expect(operatorMay(operator('readonly'), 'cashier.decide')).toBe(false);
  });

  it('needs the permission sent by the server as well as the role', () => {
    expect(operatorMay(operator('admin', ['read']), 'cashier.decide')).toBe(false);
    expect(operatorMay(operator('readonly', ['read', 'cashier.decide']), 'cashier.decide')).toBe(false);
  });
});

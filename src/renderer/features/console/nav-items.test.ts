import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type OperatorRole } from '@shared/api/console';
import { navItemsFor } from './nav-items';

const operator = (role: OperatorRole, permissions = [...ROLE_PERMISSIONS[role]]) => ({ id: 1, username: 'ops', role, permissions });

describe('navItemsFor', () => {
  it('shows the audit log to every role that may read', () => {
    for (const role of ['admin', 'finance', 'support', 'content', 'readonly'] as const) {
      expect(navItemsFor(operator(role)).map((item) => item.path)).toEqual(['/console/audit']);
    }
  });

  it('goes by the permissions the server sent, not the role name', () => {
    expect(navItemsFor(operator('admin', []))).toEqual([]);
  });
});

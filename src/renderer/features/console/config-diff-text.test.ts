import { describe, expect, it } from 'vitest';
import { changedEntries, valueText } from './config-diff-text';

const words = { on: 'On', off: 'Off', none: '—', currency: 'THB', decimals: 2 };

describe('config diff text', () => {
  it('shows money, switches, lists and nothing as an operator reads them', () => {
    expect(valueText('cashier.withdrawMinAmount', 25_000, words)).toBe('250.00 THB');
    expect(valueText('cashier.withdrawMaxAmount', 5_000_000, words)).toBe('50,000.00 THB');
    expect(valueText('cashier.turnoverMultiplier', 3, words)).toBe('3');
    expect(valueText('cashier.secondApprovalFrom', null, words)).toBe('—');
    expect(valueText('features.freePlay', false, words)).toBe('Off');
    expect(valueText('maintenance.allowList', ['10.0.0.0/8', '::1'], words)).toBe('10.0.0.0/8\n::1');
    expect(valueText('maintenance.allowList', [], words)).toBe('—');
    expect(valueText('mirrors', [{ domain: 'm1.example.com', priority: 1 }], words)).toBe('m1.example.com (1)');
    expect(valueText('register.fields', [{ name: 'email', enabled: true, required: false, acceptedPattern: 'email', min: 5, max: 60 }], words)).toBe('email: On, email 5–60');
  });

  it('narrows a list changed in place to its changed entries', () => {
    expect(changedEntries([1, 2, 3], [1, 5, 3])).toEqual({ before: [2], after: [5] });
    expect(changedEntries([1], [1, 2])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { approvalsPath, queueTabOf } from './queue-tab';

describe('queueTabOf', () => {
  it('reads a known tab and falls back to deposits', () => {
    expect(queueTabOf('withdrawals')).toBe('withdrawals');
    expect(queueTabOf('approvals')).toBe('approvals');
    expect(queueTabOf(null)).toBe('deposits');
    expect(queueTabOf('nonsense')).toBe('deposits');
  });

  it('round-trips through the address', () => {
    expect(queueTabOf(new URL(approvalsPath('approvals'), 'http://x').searchParams.get('tab'))).toBe('approvals');
  });
});

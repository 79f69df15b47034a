import { describe, expect, it } from 'vitest';
import { auditQueryOf, csvParams, NO_FILTERS, AUDIT_PAGE_SIZE } from './audit-query';

const NOW = new Date('2026-11-27T03:00:00Z');

describe('auditQueryOf', () => {
  it('asks for the newest page of the whole log without filters', () => {
    expect(auditQueryOf(NO_FILTERS, NOW, 'UTC')).toEqual({ limit: AUDIT_PAGE_SIZE });
  });

  it('sends only the filters given, trimmed, and the cursor of an older page', () => {
    const query = auditQueryOf({ ...NO_FILTERS, actor: ' ops ', targetId: '  ', action: 'operator.login' }, NOW, 'UTC', 41);
    expect(query).toEqual({ limit: AUDIT_PAGE_SIZE, actor: 'ops', action: 'operator.login', before: 41 });
  });

  it('turns a preset into calendar days of the operator zone, both included', () => {
    // 03:00 UTC is already 10:00 in Bangkok, still the 27th; yesterday is the 26th there.
    expect(auditQueryOf({ ...NO_FILTERS, range: { preset: 'today' } }, NOW, 'Asia/Bangkok')).toMatchObject({ from: '2026-11-27', to: '2026-11-27' });
    expect(auditQueryOf({ ...NO_FILTERS, range: { preset: 'yesterday' } }, NOW, 'Asia/Bangkok')).toMatchObject({ from: '2026-11-26', to: '2026-11-26' });
    // In Los Angeles it is still the evening of the 26th.
    expect(auditQueryOf({ ...NO_FILTERS, range: { preset: 'today' } }, NOW, 'America/Los_Angeles')).toMatchObject({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('takes a custom range open at either end', () => {
    const query = auditQueryOf({ ...NO_FILTERS, range: { preset: 'custom', from: '2026-11-01' } }, NOW, 'UTC');
    expect(query.from).toBe('2026-11-01');
    expect(query).not.toHaveProperty('to');
  });
});

describe('csvParams', () => {
  it('keeps the filters and leaves out paging', () => {
    const params = csvParams(auditQueryOf({ ...NO_FILTERS, actor: 'ops', range: { preset: 'custom', from: '2026-11-01', to: '2026-11-02' } }, NOW, 'UTC', 9));
    expect(params.toString()).toBe('actor=ops&from=2026-11-01&to=2026-11-02');
  });
});

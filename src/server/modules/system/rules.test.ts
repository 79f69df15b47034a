import { describe, expect, it } from 'vitest';
import { evaluateAccess, inMaintenanceWindow } from './access';
import { normalizeDomain } from './domain';
import type { MerchantConfig } from './merchant-config';

const text = { EN: 'e', CN: 'c', TH: 't' };
const config = (over: { maintenance?: Partial<MerchantConfig['maintenance']>; regionBlock?: Partial<MerchantConfig['regionBlock']> }) =>
  ({
    maintenance: { enabled: false, start: null, end: null, info: text, allowList: [], ...over.maintenance },
    regionBlock: { enabled: false, countries: [], addresses: [], allowList: [], message: text, ...over.regionBlock },
  }) as MerchantConfig; // only the access fields matter to evaluateAccess

const NOW = Date.parse('2026-06-01T12:00:00Z');
const visitor = { ip: '192.0.2.1', country: 'TH' };

describe('maintenance window', () => {
  const window = (start: string | null, end: string | null) => config({ maintenance: { start, end } }).maintenance;
  it('needs a start, includes it, excludes the end, and may be open-ended', () => {
    expect(inMaintenanceWindow(window(null, '2026-06-02T00:00:00Z'), NOW)).toBe(false);
    expect(inMaintenanceWindow(window('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z'), NOW)).toBe(true);
    expect(inMaintenanceWindow(window('2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z'), NOW)).toBe(false);
    expect(inMaintenanceWindow(window('2026-06-01T11:00:00+07:00', null), NOW)).toBe(true);
  });
});

describe('evaluateAccess', () => {
  it('reports the end of the maintenance only to visitors it applies to', () => {
    const c = config({ maintenance: { enabled: true, end: '2026-06-01T16:00:00+02:00', allowList: ['192.0.2.0/24'] } });
    expect(evaluateAccess(c, { ip: '198.51.100.1', country: null }, NOW)).toEqual({
      maintenance: true,
      regionRestriction: false,
      maintenanceEnd: '2026-06-01T14:00:00.000Z',
    });
    expect(evaluateAccess(c, visitor, NOW).maintenance).toBe(false);
  });

  it('does not report an end already past', () => {
    const c = config({ maintenance: { enabled: true, end: '2026-05-01T00:00:00Z' } });
    expect(evaluateAccess(c, visitor, NOW).maintenanceEnd).toBeNull();
  });

  it('blocks countries case-insensitively and ignores unknown countries', () => {
    const c = config({ regionBlock: { enabled: true, countries: ['th'] } });
    expect(evaluateAccess(c, visitor, NOW).regionRestriction).toBe(true);
    expect(evaluateAccess(c, { ip: visitor.ip, country: null }, NOW).regionRestriction).toBe(false);
  });

  it('recompiles rules when the config object changes', () => {
    const a = config({ regionBlock: { enabled: true, addresses: ['192.0.2.1'] } });
    const b = config({ regionBlock: { enabled: true, addresses: ['192.0.2.2'] } });
    expect(evaluateAccess(a, visitor, NOW).regionRestriction).toBe(true);
    expect(evaluateAccess(b, visitor, NOW).regionRestriction).toBe(false);
  });
});

describe('normalizeDomain', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['https://www.example.com:443/a/b?c#d', 'www.example.com'],
    ['example.com.', 'example.com'],
    ['  user@example.com/path ', 'example.com'],
    ['ยินดี.example', 'xn--l3cj0a2eh.example'],
  ])('%s → %s', (input, expected) => expect(normalizeDomain(input)).toBe(expected));

  it.each(['', 'localhost', '1.2.3.4', 'exa mple.com', '-a.com', 'a..com', `${'a'.repeat(64)}.com`, 'javascript:alert(1)'])(
    'rejects %s',
    (input) => expect(normalizeDomain(input)).toBeNull(),
  );
});

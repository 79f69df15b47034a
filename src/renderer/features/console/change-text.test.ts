import { describe, expect, it } from 'vitest';
import { compactJson, fullJson, targetText } from './change-text';

describe('change text', () => {
  it('writes a value on one line, cut to the width given', () => {
    expect(compactJson({ role: 'admin', on: true })).toBe('{"role":"admin","on":true}');
    expect(compactJson({ note: 'x'.repeat(100) }, 20)).toHaveLength(20);
    expect(compactJson({ note: 'x'.repeat(100) }, 20).endsWith('…')).toBe(true);
    expect(compactJson(null)).toBe('');
  });

  it('lays out the full value for reading', () => {
    expect(fullJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(fullJson(undefined)).toBe('');
  });

  it('names the target', () => {
    expect(targetText('member', '42')).toBe('member 42');
    expect(targetText('session', '')).toBe('session');
  });
});

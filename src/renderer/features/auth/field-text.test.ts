import { describe, expect, it } from 'vitest';
import { PATTERN_KEYS } from '@shared/patterns';
import { authEn } from './i18n/en';
import { fieldProblemText } from '@/lib/register-form/field-text';

describe('field problem text', () => {
  it('merges equal bounds into one number', () => {
    expect(fieldProblemText({ kind: 'pattern', pattern: 'digits', min: 6, max: 6 })).toEqual([
      { key: 'patterns.digits' },
      { key: 'field.bounds', values: { bounds: '6' } },
    ]);
    expect(fieldProblemText({ kind: 'length', min: 6, max: 12 })).toEqual([{ key: 'field.bounds', values: { bounds: '6-12' } }]);
  });
  it('omits bounds when there are none and says required when empty', () => {
    expect(fieldProblemText({ kind: 'pattern', pattern: 'email' })).toEqual([{ key: 'patterns.email' }]);
    expect(fieldProblemText({ kind: 'required' })).toEqual([{ key: 'field.required' }]);
    expect(fieldProblemText({ kind: 'length' })).toEqual([{ key: 'field.invalid' }]);
  });
  it('has a message for every pattern of the catalogue', () => {
    for (const key of PATTERN_KEYS) expect(authEn.patterns[key], key).toBeTruthy();
  });
});

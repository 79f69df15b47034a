import { describe, expect, it } from 'vitest';
import { checkDraft, serverConfigProblems } from './config-check';
import { draftOf } from './config-draft';
import { patchOf, type ConfigSections } from './config-sections';

const sections: ConfigSections = {
  features: { usernameRegistration: true, mobileRegistration: true, smsVerification: true, freePlay: true, passwordExpiry: false, mobileCodeLogin: true, firebaseLogin: false, dividend: true, salary: true, hourlySalary: true, realtimeSalary: true, agentPolicy: true },
  register: {
    fields: [{ name: 'username', enabled: true, required: true, acceptedPattern: 'letterFirstAlnum', min: 6, max: 12 }],
    smsVerification: false,
    minimumAge: 18,
    countryDialingCode: '66',
    mobileDigits: { '66': { min: 9, max: 10 } },
    newAddressVerification: 'NONE',
  },
  maintenance: { enabled: false, start: null, end: null, info: { EN: 'Back soon', CN: '稍后', TH: 'เร็วๆ นี้' }, allowList: [] },
  regionBlock: { enabled: true, countries: ['US'], addresses: ['198.51.100.0/24'], allowList: [], message: { EN: 'No', CN: '否', TH: 'ไม่' } },
  mirrors: [{ domain: 'm1.example.com', priority: 1 }],
  cashier: { withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000, turnoverMultiplier: 0, confirmMinutes: 60, secondApprovalFrom: 2_000_000 },
};

describe('checkDraft', () => {
  it('gives back the configuration unchanged when nothing was edited', () => {
    const checked = checkDraft(draftOf(sections, 2), sections, 2);
    expect('sections' in checked && patchOf(sections, checked.sections)).toBeUndefined();
  });

  it('turns edits into a patch of just those leaves', () => {
    const draft = draftOf(sections, 2);
    draft.cashier.withdrawMinAmount = '250';
    draft.cashier.secondApprovalFrom = '';
    draft.maintenance.allowList = '10.0.0.0/8\n';
    draft.regionBlock.countries = 'us, th';
    const checked = checkDraft(draft, sections, 2);
    if (!('sections' in checked)) throw new Error(JSON.stringify(checked.problems));
    expect(patchOf(sections, checked.sections)).toEqual({
      cashier: { withdrawMinAmount: 25_000, secondApprovalFrom: null },
      maintenance: { allowList: ['10.0.0.0/8'] },
      regionBlock: { countries: ['US', 'TH'] },
    });
  });

  it("edits the digits of each dialing code's mobile numbers, and names a bad, repeated or inverted row", () => {
    const draft = draftOf(sections, 2);
    draft.register.mobileDigits.push({ code: '+855', min: '8', max: '9', saved: false });
    draft.register.mobileDigits[0]!.max = '11';
    const checked = checkDraft(draft, sections, 2);
    if (!('sections' in checked)) throw new Error(JSON.stringify(checked.problems));
    expect(patchOf(sections, checked.sections)).toEqual({ register: { mobileDigits: { '66': { max: 11 }, '855': { min: 8, max: 9 } } } });

    draft.register.mobileDigits.push({ code: '66', min: '9', max: '10', saved: false }, { code: 'x1', min: '3', max: '9', saved: false }, { code: '60', min: '10', max: '9', saved: false });
    const bad = checkDraft(draft, sections, 2);
    if (!('problems' in bad)) throw new Error('passed');
    expect(Object.keys(bad.problems).sort()).toEqual(['register.mobileDigits.2.code', 'register.mobileDigits.3.code', 'register.mobileDigits.3.min', 'register.mobileDigits.4.max']);
  });

  it('names each field that is wrong', () => {
    const draft = draftOf(sections, 2);
    draft.cashier.withdrawMinAmount = '0';
    draft.cashier.turnoverMultiplier = '101';
    draft.maintenance.allowList = 'not-an-address';
    draft.maintenance.start = '2026-12-02T10:00';
    draft.maintenance.end = '2026-12-01T10:00';
    draft.regionBlock.countries = 'THA';
    draft.mirrors.push({ domain: 'M1.example.com', priority: 'x' });
    draft.register.fields[0]!.min = '20';
    const checked = checkDraft(draft, sections, 2);
    if (!('problems' in checked)) throw new Error('passed');
    expect(Object.keys(checked.problems).sort()).toEqual([
      'cashier.turnoverMultiplier',
      'cashier.withdrawMinAmount',
      'maintenance.allowList',
      'maintenance.end',
      'mirrors.1.domain',
      'mirrors.1.priority',
      'regionBlock.countries',
      'register.fields.0.max',
    ]);
    expect(checked.problems['maintenance.allowList']).toEqual({ key: 'addresses', values: { list: 'not-an-address' } });
    expect(checked.problems['mirrors.1.domain']?.key).toBe('duplicate');
  });
});

describe('serverConfigProblems', () => {
  it('puts the server field on the nearest field of the screen', () => {
    const known = ['cashier.withdrawMinAmount', 'maintenance.allowList'];
    expect(serverConfigProblems({ 'patch.cashier.withdrawMinAmount': 'too_small', 'maintenance.allowList.0': 'invalid_address', patch: 'unknown_field' }, known)).toEqual({
      'cashier.withdrawMinAmount': { key: 'server' },
      'maintenance.allowList': { key: 'server' },
      _: { key: 'server' },
    });
  });
});

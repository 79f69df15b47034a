import { PATTERN_KEYS } from '@shared/patterns';
import type { ConfigDraft } from './config-draft';
import type { ConfigSections } from './config-sections';
import { badEntries, isAddressRule, isCountryCode, isDomain, isoOf, linesOf, minorOf, wholeOf } from './config-values';

/** A field's problem: a key under `config.problem` in consoleContent and its values. */
export interface ConfigProblem {
  key: string;
  values?: Record<string, string | number>;
}
/** Problems by field path ('cashier.withdrawMinAmount', 'mirrors.1.domain'). */
export type ConfigProblems = Record<string, ConfigProblem>;

/** The checks of the forms, each the server's rule or stricter where a looser value makes no sense. */
class Checker {
  readonly problems: ConfigProblems = {};

  flag(path: string, key: string, values?: ConfigProblem['values']): void {
    if (!this.problems[path]) this.problems[path] = values ? { key, values } : { key };
  }

  whole(path: string, text: string, min: number, max: number): number {
    const value = wholeOf(text);
    if (value === null || value < min || value > max) this.flag(path, 'whole', { min, max });
    return value ?? 0;
  }

  money(path: string, text: string, decimals: number): number {
    const value = minorOf(text, decimals);
    if (value === null || value < 1) this.flag(path, 'money', { decimals });
    return value ?? 0;
  }

  addresses(path: string, text: string): string[] {
    const list = linesOf(text);
    const bad = badEntries(list, isAddressRule);
    if (bad.length > 0) this.flag(path, 'addresses', { list: bad.join(', ') });
    return list;
  }

  time(path: string, text: string): string | null {
    const iso = isoOf(text);
    if (iso === undefined) this.flag(path, 'time');
    return iso ?? null;
  }
}

/** The sections the forms describe, or the problems of each field; unedited parts keep what was in force. */
export function checkDraft(draft: ConfigDraft, base: ConfigSections, decimals: number): { sections: ConfigSections } | { problems: ConfigProblems } {
  const c = new Checker();
  const fields = draft.register.fields.map((f, i) => {
    const path = `register.fields.${i}`;
    const min = f.min.trim() ? c.whole(`${path}.min`, f.min, 0, 1000) : undefined;
    const max = f.max.trim() ? c.whole(`${path}.max`, f.max, 0, 1000) : undefined;
    if (min !== undefined && max !== undefined && min > max) c.flag(`${path}.max`, 'maxBelowMin');
    if (f.acceptedPattern !== '*' && !(PATTERN_KEYS as readonly string[]).includes(f.acceptedPattern)) c.flag(`${path}.acceptedPattern`, 'required');
    return { name: f.name, enabled: f.enabled, required: f.required, acceptedPattern: f.acceptedPattern, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  });
  const dialing = draft.register.countryDialingCode.trim();
  if (!/^\+?\d{1,4}$/u.test(dialing)) c.flag('register.countryDialingCode', 'dialingCode');
  const mobileDigits: Record<string, { min: number; max: number }> = {};
  draft.register.mobileDigits.forEach((row, i) => {
    const path = `register.mobileDigits.${i}`;
    const code = row.code.trim().replace(/^\+/u, '');
    if (!/^\d{1,4}$/u.test(code)) c.flag(`${path}.code`, 'dialingCode');
    else if (code in mobileDigits) c.flag(`${path}.code`, 'duplicateCode');
    const min = c.whole(`${path}.min`, row.min, 4, 15);
    const max = c.whole(`${path}.max`, row.max, 4, 15);
    if (wholeOf(row.min) !== null && wholeOf(row.max) !== null && min > max) c.flag(`${path}.max`, 'maxBelowMin');
    mobileDigits[code] ??= { min, max };
  });
  const register = {
    ...base.register,
    fields,
    smsVerification: draft.register.smsVerification,
    minimumAge: c.whole('register.minimumAge', draft.register.minimumAge, 0, 120),
    countryDialingCode: dialing,
    newAddressVerification: draft.register.newAddressVerification,
    mobileDigits,
  };

  const m = draft.maintenance;
  const start = c.time('maintenance.start', m.start);
  const end = c.time('maintenance.end', m.end);
  if (start && end && end <= start) c.flag('maintenance.end', 'endBeforeStart');
  const maintenance = { enabled: m.enabled, start, end, info: { EN: m.info.EN.trim(), CN: m.info.CN.trim(), TH: m.info.TH.trim() }, allowList: c.addresses('maintenance.allowList', m.allowList) };

  const r = draft.regionBlock;
  const countries = linesOf(r.countries.toUpperCase());
  const badCountries = badEntries(countries, isCountryCode);
  if (badCountries.length > 0) c.flag('regionBlock.countries', 'countries', { list: badCountries.join(', ') });
  const regionBlock = {
    enabled: r.enabled,
    countries: [...new Set(countries)],
    addresses: c.addresses('regionBlock.addresses', r.addresses),
    allowList: c.addresses('regionBlock.allowList', r.allowList),
    message: { EN: r.message.EN.trim(), CN: r.message.CN.trim(), TH: r.message.TH.trim() },
  };

  const seen = new Set<string>();
  const mirrors = draft.mirrors.map((mirror, i) => {
    const domain = mirror.domain.trim().toLowerCase();
    if (!isDomain(domain)) c.flag(`mirrors.${i}.domain`, 'domain');
    else if (seen.has(domain)) c.flag(`mirrors.${i}.domain`, 'duplicate');
    seen.add(domain);
    return { domain, priority: c.whole(`mirrors.${i}.priority`, mirror.priority, 0, 1000) };
  });

  const k = draft.cashier;
  const withdrawMinAmount = c.money('cashier.withdrawMinAmount', k.withdrawMinAmount, decimals);
  const withdrawMaxAmount = c.money('cashier.withdrawMaxAmount', k.withdrawMaxAmount, decimals);
  if (withdrawMinAmount > 0 && withdrawMaxAmount > 0 && withdrawMaxAmount < withdrawMinAmount) c.flag('cashier.withdrawMaxAmount', 'maxBelowMin');
  const cashier = {
    withdrawMinAmount,
    withdrawMaxAmount,
    turnoverMultiplier: c.whole('cashier.turnoverMultiplier', k.turnoverMultiplier, 0, 100),
    confirmMinutes: c.whole('cashier.confirmMinutes', k.confirmMinutes, 1, 100_000),
    secondApprovalFrom: k.secondApprovalFrom.trim() ? c.money('cashier.secondApprovalFrom', k.secondApprovalFrom, decimals) : null,
  };

  if (Object.keys(c.problems).length > 0) return { problems: c.problems };
  return { sections: { features: { ...draft.features }, register, maintenance, regionBlock, mirrors, cashier } };
}

/** The fields a refused review or save names ('patch.cashier.withdrawMinAmount', 'maintenance.allowList.0'), on the screen's paths. */
export function serverConfigProblems(errors: Record<string, string> | undefined, known: readonly string[]): ConfigProblems {
  const problems: ConfigProblems = {};
  for (const raw of Object.keys(errors ?? {})) {
    const parts = raw.replace(/^patch\./u, '').split('.');
    while (parts.length > 0 && !known.includes(parts.join('.'))) parts.pop();
    const path = parts.length > 0 ? parts.join('.') : '_';
    if (!problems[path]) problems[path] = { key: 'server' };
  }
  return problems;
}

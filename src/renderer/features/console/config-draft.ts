import type { FeatureFlags, RegisterSetting } from '@shared/api/system';
import type { ConfigSections, LocalText } from './config-sections';
import { localInputOf, majorText } from './config-values';

/** The configuration forms as typed: numbers, lists and times stay text until they are checked. */
export interface RegisterFieldDraft {
  name: RegisterSetting['fields'][number]['name'];
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  min: string;
  max: string;
}

export interface ConfigDraft {
  features: FeatureFlags;
  register: {
    fields: RegisterFieldDraft[];
    smsVerification: boolean;
    minimumAge: string;
    countryDialingCode: string;
    newAddressVerification: RegisterSetting['newAddressVerification'];
    /**
     * Digits a mobile number may have after each dialing code (sign-up, SMS codes, sign-in by phone).
     * A saved code's digits change but the code stays (the configuration is saved as a patch, which
     * adds and changes keys); codes added in this draft can be taken out again before saving.
     */
    mobileDigits: { code: string; min: string; max: string; saved: boolean }[];
  };
  maintenance: { enabled: boolean; start: string; end: string; info: LocalText; allowList: string };
  regionBlock: { enabled: boolean; countries: string; addresses: string; allowList: string; message: LocalText };
  mirrors: { domain: string; priority: string }[];
  cashier: { withdrawMinAmount: string; withdrawMaxAmount: string; turnoverMultiplier: string; confirmMinutes: string; secondApprovalFrom: string };
}

const optional = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The forms filled from the configuration in force (money in major units, times in the browser's zone). */
export function draftOf(sections: ConfigSections, decimals: number): ConfigDraft {
  const { register, maintenance, regionBlock, cashier } = sections;
  return {
    features: { ...sections.features },
    register: {
      fields: register.fields.map((f) => ({ name: f.name, enabled: f.enabled, required: f.required, acceptedPattern: f.acceptedPattern, min: optional(f.min), max: optional(f.max) })),
      smsVerification: register.smsVerification,
      minimumAge: String(register.minimumAge),
      countryDialingCode: register.countryDialingCode,
      newAddressVerification: register.newAddressVerification,
      mobileDigits: Object.entries(register.mobileDigits).map(([code, d]) => ({ code, min: String(d.min), max: String(d.max), saved: true })),
    },
    maintenance: { enabled: maintenance.enabled, start: localInputOf(maintenance.start), end: localInputOf(maintenance.end), info: { ...maintenance.info }, allowList: maintenance.allowList.join('\n') },
    regionBlock: {
      enabled: regionBlock.enabled,
      countries: regionBlock.countries.join(', '),
      addresses: regionBlock.addresses.join('\n'),
      allowList: regionBlock.allowList.join('\n'),
      message: { ...regionBlock.message },
    },
    mirrors: sections.mirrors.map((m) => ({ domain: m.domain, priority: String(m.priority) })),
    cashier: {
      withdrawMinAmount: majorText(cashier.withdrawMinAmount, decimals),
      withdrawMaxAmount: majorText(cashier.withdrawMaxAmount, decimals),
      turnoverMultiplier: String(cashier.turnoverMultiplier),
      confirmMinutes: String(cashier.confirmMinutes),
      secondApprovalFrom: cashier.secondApprovalFrom == null ? '' : majorText(cashier.secondApprovalFrom, decimals),
    },
  };
}

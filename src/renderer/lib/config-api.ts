import type { Banner, Country, RegisterSetting, Whitelabel } from '@shared/api/system';
import type { BannerGroup, Language } from '@shared/constants';
import { api } from './api';
import { readStorage, writeStorage } from './storage';

/** Spec section 4: validation data is cached in session storage. */
export const REGISTER_SETTING_KEY = 'registerSetting';

function cachedSetting(): RegisterSetting | null {
  const raw = readStorage('session', REGISTER_SETTING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as RegisterSetting;
  } catch {
    return null;
  }
}

/** Merchant configuration many features read (feature flags, registration rules, countries). */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    whitelabel: build.query<Whitelabel, void>({
      query: () => 'wps/system/whitelabel',
      providesTags: [{ type: 'System', id: 'WHITELABEL' }],
    }),
    registerSetting: build.query<RegisterSetting, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const cached = cachedSetting();
        if (cached) return { data: cached };
        const result = await baseQuery('wps/system/setting/register');
        if (result.error) return { error: result.error };
        writeStorage('session', REGISTER_SETTING_KEY, JSON.stringify(result.data));
        return { data: result.data as RegisterSetting };
      },
    }),
    countryCodes: build.query<{ list: Country[] }, void>({
      query: () => 'wps/system/countryCodes',
    }),
    banners: build.query<{ list: Banner[] }, { groupName: BannerGroup; language: Language }>({
      query: (params) => ({ url: 'wps/system/banners', params }),
    }),
  }),
});

export const { useWhitelabelQuery, useRegisterSettingQuery, useCountryCodesQuery, useBannersQuery } = configApi;

import type {
  Country,
  Permission,
  RegisterSetting,
  SystemStatusValue,
  Whitelabel,
} from '@shared/api/system';
import type { Language } from '@shared/constants';
import { api } from '@/lib/api';

/** Status is polled every minute and on focus; the rest changes rarely. */
export const STATUS_POLL_MS = 60_000;

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: build.query<SystemStatusValue, Language>({
      query: (language) => ({ url: 'wps/system/status', params: { language } }),
      providesTags: [{ type: 'System', id: 'STATUS' }],
    }),
    whitelabel: build.query<Whitelabel, void>({
      query: () => 'wps/system/whitelabel',
      providesTags: [{ type: 'System', id: 'WHITELABEL' }],
    }),
    permission: build.query<Permission, void>({
      query: () => 'wps/system/permission',
      providesTags: [{ type: 'System', id: 'PERMISSION' }],
    }),
    registerSetting: build.query<RegisterSetting, void>({
      query: () => 'wps/system/setting/register',
    }),
    countryCodes: build.query<{ list: Country[] }, void>({
      query: () => 'wps/system/countryCodes',
    }),
  }),
});

export const {
  useSystemStatusQuery,
  useWhitelabelQuery,
  usePermissionQuery,
  useRegisterSettingQuery,
  useCountryCodesQuery,
} = systemApi;

import type { Permission, SystemStatusValue } from '@shared/api/system';
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
    permission: build.query<Permission, void>({
      query: () => 'wps/system/permission',
      providesTags: [{ type: 'System', id: 'PERMISSION' }],
    }),
  }),
});

export const { useSystemStatusQuery, usePermissionQuery } = systemApi;

// Configuration many features read lives in lib; re-exported so this feature's users keep one import.
export { useCountryCodesQuery, useRegisterSettingQuery, useWhitelabelQuery } from '@/lib/config-api';

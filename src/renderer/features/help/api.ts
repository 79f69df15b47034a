import type { HelpCenter } from '@shared/api/system';
import type { Language } from '@shared/constants';
import { api } from '@/lib/api';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    helpCenter: build.query<HelpCenter, Language>({
      query: (language) => ({ url: 'wps/system/helpCenter', params: { language } }),
      providesTags: [{ type: 'Help', id: 'LIST' }],
    }),
  }),
});

export const { useHelpCenterQuery } = helpApi;

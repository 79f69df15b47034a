import type { ConfigChange, ConsoleConfig } from '@shared/api/console-config';
import type { BannerInput, ConsoleBanner } from '@shared/api/console-content';
import type { BannerGroup } from '@shared/constants';
import { consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';

/** What an accepted upload is: its /img URL and what the server read from its bytes. */
export interface UploadedImage {
  url: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
}

const BANNERS_TAG = { type: 'Console' as const, id: 'BANNERS' };
const CONFIG_TAG = { type: 'Console' as const, id: 'CONFIG' };

/** The console's content (banners, their pictures) and the merchant configuration. Never retried. */
export const contentApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    consoleBanners: build.query<{ list: ConsoleBanner[] }, Authed & { groupName: BannerGroup }>({
      query: ({ token, groupName }) => ({ url: 'ops-api/banners', params: { groupName }, headers: bearer(token) }),
      providesTags: [BANNERS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    uploadImage: build.mutation<UploadedImage, Authed & { data: string }>({
      query: ({ token, data }) => ({ url: 'ops-api/images', method: 'POST', headers: bearer(token), body: { data } }),
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    saveBanner: build.mutation<ConsoleBanner, Authed & { id: number | null; banner: BannerInput }>({
      query: ({ token, id, banner }) => ({ url: id === null ? 'ops-api/banners' : `ops-api/banners/${id}`, method: id === null ? 'POST' : 'PUT', headers: bearer(token), body: banner }),
      invalidatesTags: [BANNERS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    deleteBanner: build.mutation<null, Authed & { id: number }>({
      query: ({ token, id }) => ({ url: `ops-api/banners/${id}`, method: 'DELETE', headers: bearer(token) }),
      invalidatesTags: [BANNERS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    consoleConfig: build.query<ConsoleConfig, Authed>({
      query: ({ token }) => ({ url: 'ops-api/config', headers: bearer(token) }),
      providesTags: [CONFIG_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    configDiff: build.mutation<{ changes: ConfigChange[] }, Authed & { patch: Record<string, unknown> }>({
      query: ({ token, patch }) => ({ url: 'ops-api/config/diff', method: 'POST', headers: bearer(token), body: { patch } }),
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // The saved configuration replaces the cached one; a conflict leaves the cache for the operator to reload.
    saveConfig: build.mutation<ConsoleConfig, Authed & { version: number; patch: Record<string, unknown> }>({
      query: ({ token, version, patch }) => ({ url: 'ops-api/config', method: 'PUT', headers: bearer(token), body: { version, patch } }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        await watchSession(queryFulfilled);
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved) dispatch(contentApi.util.upsertQueryData('consoleConfig', { token }, saved));
      },
    }),
  }),
});

export const { useConsoleBannersQuery, useUploadImageMutation, useSaveBannerMutation, useDeleteBannerMutation, useConsoleConfigQuery, useConfigDiffMutation, useSaveConfigMutation } = contentApi;

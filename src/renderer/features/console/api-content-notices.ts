import type { ConsoleHelpArticle, ConsoleNotice, ConsolePopup, HelpArticleInput, NoticeInput, PopupInput } from '@shared/api/console-notices';
import { consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';

const NOTICES_TAG = { type: 'Console' as const, id: 'NOTICES' };
const POPUPS_TAG = { type: 'Console' as const, id: 'POPUPS' };
const HELP_TAG = { type: 'Console' as const, id: 'HELP_ARTICLES' };

type Saved<Input> = Authed & { id: number | null; input: Input };
const saveArgs = <Input>(path: string, { token, id, input }: Saved<Input>) => ({ url: id === null ? path : `${path}/${id}`, method: id === null ? 'POST' : 'PUT', headers: bearer(token), body: input });
const removeArgs = (path: string, { token, id }: Authed & { id: number }) => ({ url: `${path}/${id}`, method: 'DELETE', headers: bearer(token) });
const watched = { onQueryStarted: (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => watchSession(queryFulfilled) };

/** The console's notices, announcement popups and help articles (/ops-api). Writes are never retried. */
export const contentNoticesApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    consoleNotices: build.query<{ list: ConsoleNotice[] }, Authed>({
      query: ({ token }) => ({ url: 'ops-api/notices', headers: bearer(token) }),
      providesTags: [NOTICES_TAG],
      ...watched,
    }),
    saveNotice: build.mutation<ConsoleNotice, Saved<NoticeInput>>({ query: (arg) => saveArgs('ops-api/notices', arg), invalidatesTags: [NOTICES_TAG], ...watched }),
    deleteNotice: build.mutation<null, Authed & { id: number }>({ query: (arg) => removeArgs('ops-api/notices', arg), invalidatesTags: [NOTICES_TAG], ...watched }),
    consolePopups: build.query<{ list: ConsolePopup[] }, Authed>({
      query: ({ token }) => ({ url: 'ops-api/popups', headers: bearer(token) }),
      providesTags: [POPUPS_TAG],
      ...watched,
    }),
    savePopup: build.mutation<ConsolePopup, Saved<PopupInput>>({ query: (arg) => saveArgs('ops-api/popups', arg), invalidatesTags: [POPUPS_TAG], ...watched }),
    deletePopup: build.mutation<null, Authed & { id: number }>({ query: (arg) => removeArgs('ops-api/popups', arg), invalidatesTags: [POPUPS_TAG], ...watched }),
    consoleHelpArticles: build.query<{ list: ConsoleHelpArticle[] }, Authed>({
      query: ({ token }) => ({ url: 'ops-api/help-articles', headers: bearer(token) }),
      providesTags: [HELP_TAG],
      ...watched,
    }),
    saveHelpArticle: build.mutation<ConsoleHelpArticle, Saved<HelpArticleInput>>({ query: (arg) => saveArgs('ops-api/help-articles', arg), invalidatesTags: [HELP_TAG], ...watched }),
    deleteHelpArticle: build.mutation<null, Authed & { id: number }>({ query: (arg) => removeArgs('ops-api/help-articles', arg), invalidatesTags: [HELP_TAG], ...watched }),
  }),
});

export const {
  useConsoleNoticesQuery,
  useSaveNoticeMutation,
  useDeleteNoticeMutation,
  useConsolePopupsQuery,
  useSavePopupMutation,
  useDeletePopupMutation,
  useConsoleHelpArticlesQuery,
  useSaveHelpArticleMutation,
  useDeleteHelpArticleMutation,
} = contentNoticesApi;

import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { STORAGE_KEYS } from '@shared/constants';
import { unwrapEnvelope, type ApiError } from './envelope';
import type { SessionState } from './session';
import { readStorage } from './storage';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const merchantCode = readStorage('local', STORAGE_KEYS.merchantCode);
    if (merchantCode) headers.set('X-Merchant-Code', merchantCode);
    return headers;
  },
});

/** Unwraps `{ success, code, message, value }`: success gives value, failure an ApiError. */
const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) {
    const { status } = result.error;
    const body = 'data' in result.error ? result.error.data : undefined;
    const unwrapped = unwrapEnvelope(body, status);
    if ('error' in unwrapped) return unwrapped;
    return { error: { status, code: 'unknown_error' } };
  }
  return unwrapEnvelope(result.data, result.meta?.response?.status ?? 200);
};

/** The one API of the renderer; every feature adds its endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['System', 'Games', 'Help', 'Session'],
  refetchOnFocus: false,
  endpoints: () => ({}),
});

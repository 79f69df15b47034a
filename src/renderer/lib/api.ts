import { createApi, fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { HumanChallenge } from '@shared/api/account';
import { STORAGE_KEYS } from '@shared/constants';
import { encryptPayload, type PublicKeyInfo } from '@shared/e-payload';
import { solveChallenge } from '@shared/human-proof';
import { unwrapEnvelope, type ApiError, type Unwrapped } from './envelope';
import { cachedPublicKey, forgetPublicKey } from './secure/public-key';
import { sessionExpired, type SessionState } from './session';
import { readStorage } from './storage';

/** The operator API (/ops-api): its calls carry the operator's own token, never the player's. */
export function isOpsCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return /^\/?ops-api\//u.test(url);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState, arg }) => {
    const { token } = (getState() as { session: SessionState }).session;
    // An Authorization the endpoint gave (the console's operator token) is kept as it is.
    if (token && !headers.has('Authorization') && !isOpsCall(arg)) headers.set('Authorization', `Bearer ${token}`);
    const merchantCode = readStorage('local', STORAGE_KEYS.merchantCode);
    if (merchantCode) headers.set('X-Merchant-Code', merchantCode);
    return headers;
  },
});

/**
 * Our call arguments: `encrypt` sends the body as an E payload (spec section 7), `human` first
 * solves a proof-of-work challenge and adds it to the body as `human`.
 */
export type ApiArgs = string | (FetchArgs & { encrypt?: boolean; human?: boolean });

type Extra = Parameters<typeof rawBaseQuery>[2];

async function plainCall(args: string | FetchArgs, api: BaseQueryApi, extra: Extra): Promise<Unwrapped> {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) {
    const { status } = result.error;
    const body = 'data' in result.error ? result.error.data : undefined;
    const unwrapped = unwrapEnvelope(body, status);
    if ('error' in unwrapped) return unwrapped;
    return { error: { status, code: 'unknown_error' } };
  }
  return unwrapEnvelope(result.data, result.meta?.response?.status ?? 200);
}

async function fetchValue<T>(url: string, api: BaseQueryApi, extra: Extra): Promise<T> {
  const result = await plainCall(url, api, extra);
  if ('error' in result) throw result.error;
  return result.data as T;
}

function bodyOf(args: FetchArgs): Record<string, unknown> {
  return typeof args.body === 'object' && args.body !== null ? (args.body as Record<string, unknown>) : {};
}

async function prepared(args: FetchArgs & { human?: boolean }, api: BaseQueryApi, extra: Extra): Promise<FetchArgs> {
  const { human, ...rest } = args;
  if (!human) return rest;
  const challenge = await fetchValue<HumanChallenge>('wps/verification/challenge', api, extra);
  return { ...rest, body: { ...bodyOf(rest), human: await solveChallenge(challenge) } };
}

async function encryptedCall(args: FetchArgs, api: BaseQueryApi, extra: Extra, second = false): Promise<Unwrapped> {
  const key = await cachedPublicKey(() => fetchValue<PublicKeyInfo>('wps/system/publicKey', api, extra));
  const body = await encryptPayload(key, bodyOf(args));
  const result = await plainCall({ ...args, body }, api, extra);
  // The server could not decrypt (its key rotated): nothing was processed, so one retry with the new key is safe.
  if (!second && 'error' in result && result.error.code === 'bad_payload') {
    forgetPublicKey();
    return encryptedCall(args, api, extra, true);
  }
  return result;
}

/** Unwraps `{ success, code, message, value }`: success gives value, failure an ApiError. */
const envelopeBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = async (args, api, extra) => {
  let result: Unwrapped;
  try {
    if (typeof args === 'string') result = await plainCall(args, api, extra);
    else {
      const { encrypt, ...rest } = args;
      const ready = await prepared(rest, api, extra);
      result = encrypt ? await encryptedCall(ready, api, extra) : await plainCall(ready, api, extra);
    }
  } catch (error) {
    const apiError = error as Partial<ApiError>;
    result = { error: { status: 'CUSTOM_ERROR', code: apiError.code ?? 'unknown_error' } };
  }
  // Any call finding the session gone: clear it and ask the player to sign in again.
  // (Not for the logout itself: a session already gone there is what the player asked for.)
  // An operator's session ending is the console's business, not the player's (features/console).
  if ('error' in result && result.error.code === 'not_logged_in' && api.endpoint !== 'logout' && !isOpsCall(args)) api.dispatch(sessionExpired());
  return result;
};

/** The one API of the renderer; every feature adds its endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['System', 'Games', 'Help', 'Session', 'Balance', 'Member', 'Cashier', 'Records', 'Wallet', 'AgentAnnouncements', 'Contracts', 'Promotions', 'Console'],
  refetchOnFocus: false,
  endpoints: () => ({}),
});

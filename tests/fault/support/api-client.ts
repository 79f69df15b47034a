import type { HumanChallenge, LoginResult } from '../../../src/shared/api/account';
import { encryptPayload, type PublicKeyInfo } from '../../../src/shared/e-payload';
import { solveChallenge } from '../../../src/shared/human-proof';
import { MERCHANT_CODE } from '../../../src/server/db/seed/data/merchant-config';

/** The API as a real client sees it: fetch over the network, the merchant named by header. */

export interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

const REQUEST_TIMEOUT_MS = 30_000;

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', 'x-merchant-code': MERCHANT_CODE, ...extra };
}

async function getValue<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: headers(), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success || body.value === undefined) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.value;
}

/** Signs in the way the renderer does: encrypted payload with a solved proof of work. */
export async function login(baseUrl: string, account: string, password: string): Promise<string> {
  const key = await getValue<PublicKeyInfo>(`${baseUrl}/wps/system/publicKey`);
  const human = await solveChallenge(await getValue<HumanChallenge>(`${baseUrl}/wps/verification/challenge`));
  const payload = await encryptPayload(key, { username: account, password, type: 'username', human });
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as Envelope<LoginResult>;
  if (!body.success || !body.value) throw new Error(`login ${account}: ${response.status} ${JSON.stringify(body)}`);
  return body.value.token;
}

export interface PostAnswer<T> {
  status: number;
  body: Envelope<T>;
}

/** A money-moving POST under an Idempotency-Key. Network failures reject (the caller records them). */
export async function postMoney<T>(baseUrl: string, path: string, token: string, idempotencyKey: string, body: object): Promise<PostAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: headers({ authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey }),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

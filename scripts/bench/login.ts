import type { HumanChallenge, LoginResult } from '../../src/shared/api/account';
import { encryptPayload, type PublicKeyInfo } from '../../src/shared/e-payload';
import { solveChallenge } from '../../src/shared/human-proof';
import { DEMO_AGENT, DEMO_PLAYER } from '../../src/server/db/seed/data/demo-accounts';

async function value<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T };
  if (!response.ok || !body.success) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.value;
}

/**
 * fetch, tried once more when the connection was reset: the bench and the server share one process,
 * and after a minutes-long fixture build on PGlite (which holds the event loop) a pooled keep-alive
 * connection can be closed by the server just as it is reused.
 */
async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

/** Signs an account in once (human proof, E payload), as the renderer does; answers the session token. */
export async function signIn(baseUrl: string, account: string, password: string): Promise<string> {
  const key = await value<PublicKeyInfo>(await fetchAgain(`${baseUrl}/wps/system/publicKey`));
  const challenge = await value<HumanChallenge>(await fetchAgain(`${baseUrl}/wps/verification/challenge`));
  const human = await solveChallenge(challenge);
  const body = await encryptPayload(key, { username: account, password, type: 'username', human });
  const response = await fetchAgain(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await value<LoginResult>(response)).token;
}

/** The bearer header of a fresh sign-in. */
export async function signInHeaders(baseUrl: string, account: string, password: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signIn(baseUrl, account, password)}` };
}

export const demoPlayerHeaders = (baseUrl: string) => signInHeaders(baseUrl, DEMO_PLAYER.account, DEMO_PLAYER.password);
export const demoPlayerToken = (baseUrl: string) => signIn(baseUrl, DEMO_PLAYER.account, DEMO_PLAYER.password);
export const demoAgentHeaders = (baseUrl: string) => signInHeaders(baseUrl, DEMO_AGENT.account, DEMO_AGENT.password);

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CAPTCHA_ID_HEADER, type HumanChallenge, type HumanProof, type LoginResult } from '@shared/api/account';
import { encryptPayload, type PublicKeyInfo } from '@shared/e-payload';
import { solveChallenge } from '@shared/human-proof';
import { loadConfig, type ServerConfig } from '../config';
import { buildTestApp, type TestApp } from './app';
import type { TestDriver } from './database';

/** A clock tests move by hand; every account service reads time from it. */
export interface TestClock {
  t: number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  const clock = { t: start, advance: (ms: number) => void (clock.t += ms) };
  return clock;
}

export interface AccountTestApp extends TestApp {
  clock: TestClock;
}

export async function buildAccountApp(driver: TestDriver, config: Partial<ServerConfig> = {}): Promise<AccountTestApp> {
  const clock = testClock();
  const accounts = { ...loadConfig({ NODE_ENV: 'test' }).accounts, clock: () => clock.t };
  const t = await buildTestApp({ driver, config: { ...config, accounts: { ...accounts, ...config.accounts, clock: () => clock.t } } });
  return { ...t, clock };
}

type Json = Record<string, unknown>;

export async function publicKeyOf(app: FastifyInstance): Promise<PublicKeyInfo> {
  return (await app.inject({ url: '/wps/system/publicKey' })).json<{ value: PublicKeyInfo }>().value;
}

/** Sends `payload` as an E body. */
export async function sendE(
  t: AccountTestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: Json,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = await encryptPayload(await publicKeyOf(t.app), payload, t.clock.t);
  return t.app.inject({ method, url, payload: body, headers });
}

export async function humanProof(t: AccountTestApp): Promise<HumanProof> {
  const challenge = (await t.app.inject({ url: '/wps/verification/challenge' })).json<{ value: HumanChallenge }>().value;
  return solveChallenge(challenge);
}

/** A fresh captcha and its answer (from the non-production dev route). */
export async function solvedCaptcha(t: AccountTestApp, remoteAddress?: string): Promise<{ captchaId: string; captcha: string }> {
  t.clock.advance(1001);
  const response = await t.app.inject({ url: '/wps/captcha', remoteAddress });
  const captchaId = String(response.headers[CAPTCHA_ID_HEADER]);
  const answer = (await t.app.inject({ url: `/dev/captcha/${captchaId}` })).json<{ value: { answer: string } }>().value.answer;
  return { captchaId, captcha: answer };
}

export interface LoginOptions {
  extra?: Json;
  remoteAddress?: string;
  human?: boolean;
}

export async function postLogin(t: AccountTestApp, username: string, password: string, options: LoginOptions = {}) {
  const human = options.human === false ? {} : { human: await humanProof(t) };
  const payload = { username, password, type: 'username', ...human, ...options.extra };
  const body = await encryptPayload(await publicKeyOf(t.app), payload, t.clock.t);
  return t.app.inject({ method: 'POST', url: '/wps/session/login', payload: body, remoteAddress: options.remoteAddress });
}

export async function loginToken(t: AccountTestApp, username: string, password: string, options: LoginOptions = {}): Promise<string> {
  const response = await postLogin(t, username, password, options);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ value: LoginResult }>().value.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface OutboxEntry {
  channel: string;
  recipient: string;
  text: string;
  time: string;
}

export async function outbox(t: AccountTestApp): Promise<OutboxEntry[]> {
  return (await t.app.inject({ url: '/dev/outbox' })).json<{ value: { list: OutboxEntry[] } }>().value.list;
}

/** The newest 6-digit code sent to `recipient`. */
export async function lastCode(t: AccountTestApp, recipient: string): Promise<string> {
  const entry = (await outbox(t)).find((e) => e.recipient === recipient);
  const code = entry && /code is (\d{6})/u.exec(entry.text)?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

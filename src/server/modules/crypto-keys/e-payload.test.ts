import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload, type EncryptedBody } from '@shared/e-payload';
import { serverKeys } from '../../db/schema/index';
import { DEMO_PLAYER } from '../../db/seed/data/demo-accounts';
import { buildAccountApp, humanProof, publicKeyOf, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { openSecret, sealSecret } from './secret-box';

function flipByte(base64: string, index = 5): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index % bytes.length] = (bytes[index % bytes.length] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe.each(testDrivers())('E payloads (%s)', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver, { accounts: { keyEncryptionSecret: 'test-key-encryption-secret' } as never });
  });
  afterAll(async () => t?.close());

  const login = async (body: unknown) => t.app.inject({ method: 'POST', url: '/wps/session/login', payload: body as object });
  const validBody = async (now = t.clock.t): Promise<EncryptedBody> =>
    encryptPayload(await publicKeyOf(t.app), { username: DEMO_PLAYER.account, password: DEMO_PLAYER.password, type: 'username', human: await humanProof(t) }, now);

  it('publishes an RSA-2048+ SPKI key with its kid', async () => {
    const key = await publicKeyOf(t.app);
    expect(key.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(290);
  });

  it('accepts a good body', async () => {
    expect((await login(await validBody())).statusCode).toBe(200);
  });

  it('answers plaintext with 400 encryption_required', async () => {
    const response = await login({ username: 'a', password: 'b', type: 'username' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'encryption_required' });
  });

  it.each(['data', 'key', 'iv'] as const)('answers a flipped byte in %s with 400 bad_payload', async (field) => {
    const body = await validBody();
    const response = await login({ ...body, [field]: flipByte(body[field]) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_payload' });
  });

  it('answers an unknown kid, a truncated body and non-base64 with bad_payload', async () => {
    const body = await validBody();
    for (const bad of [{ ...body, kid: 'k-unknown' }, { ...body, data: body.data.slice(0, 8) }, { ...body, iv: '!!!' }, { key: body.key, data: body.data }]) {
      const response = await login(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('bad_payload');
    }
  });

  it('answers a ts older than 5 minutes or from the future with stale_payload', async () => {
    for (const ts of [t.clock.t - 5 * 60_000 - 1000, t.clock.t + 5 * 60_000]) {
      const response = await login(await validBody(ts));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'stale_payload' });
    }
  });

  it('validates the decrypted payload with the route schema (422, never 5xx)', async () => {
    const key = await publicKeyOf(t.app);
    for (const payload of [{ username: 5, password: 'x', type: 'username' }, { username: 'a', password: 'b', type: 'magic' }, { username: 'a', password: 'b', type: 'username', extra: 1 }]) {
      const response = await login(await encryptPayload(key, payload, t.clock.t));
      expect(response.statusCode).toBe(422);
    }
  });

  it('keeps a rotated key valid for the grace period only', async () => {
    const oldBody = await validBody();
    const oldKid = oldBody.kid;
    const fresh = await t.app.keyRing.rotate();
    expect(fresh.kid).not.toBe(oldKid);
    expect((await publicKeyOf(t.app)).kid).toBe(fresh.kid);
    expect((await login(oldBody)).statusCode).toBe(200);
    t.clock.advance(25 * 3_600_000);
    await t.app.keyRing.rotate();
    const late = await encryptPayload({ kid: oldKid, alg: 'RSA-OAEP-256+A256GCM', spki: (await publicKeyOf(t.app)).spki }, { a: 1 }, t.clock.t);
    const response = await login(late);
    expect(response.json()).toMatchObject({ code: 'bad_payload' });
  });

  it('stores private keys encrypted under KEY_ENCRYPTION_SECRET', async () => {
    const rows = await t.database.db.select().from(serverKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.secret.startsWith('gcm:')).toBe(true);
      expect(row.secret).not.toMatch(/PRIVATE KEY/);
    }
  });
});

describe('secret box', () => {
  it('round-trips, refuses a wrong secret and reads plain rows', () => {
    const sealed = sealSecret('hello', 's1');
    expect(openSecret(sealed, 's1')).toBe('hello');
    expect(() => openSecret(sealed, 's2')).toThrow();
    expect(openSecret(sealSecret('plain', undefined), 's1')).toBe('plain');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMerchantConfig } from '../../test/app';
import { testDrivers } from '../../test/database';
import { configureVendor, injectTransport, VendorClient } from '../../test/vendor-client';
import { openSecret } from '../crypto-keys/secret-box';
import { cliActor } from '../operator/audit';
import { setIntegration } from './integration-service';
import { findIntegration } from './repository';
import { FRESHNESS_MS, NONCE_HEADER, SEAMLESS_PREFIX, signRequest } from './signing';
import { SECRET, seamlessFixture, type SeamlessFixture } from './test-seamless';

describe.each(testDrivers())('seamless signing on %s', (driver) => {
  let f: SeamlessFixture;
  let player: number;
  const body = () => ({ playerId: String(player) });

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 5_000);
  });
  afterAll(async () => f.close());

  it('answers a signed balance call', async () => {
    const reply = await f.vendor.call('balance', body());
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual({ success: true, value: { playerId: String(player), currency: 'THB', balance: 5_000 } });
  });

  it('refuses bad, missing and wrongly keyed signatures without telling the balance', async () => {
    const raw = JSON.stringify(body());
    const good = f.vendor.headersFor(raw);
    const flipped = good['x-signature']?.replace(/^./u, (c) => (c === '0' ? '1' : '0')) ?? '';
    const replies = await Promise.all([
      f.vendor.call('balance', body(), { signature: flipped }),
      f.vendor.call('balance', body(), { secret: 'another-secret-0123456789' }),
      f.vendor.call('balance', body(), { raw: raw.replace('}', ' }'), signature: signRequest(SECRET, f.t.clock.t, 'nonce-tamper', raw), nonce: 'nonce-tamper' }),
      f.vendor.call('balance', body(), { nonce: 'bad nonce!' }),
      new VendorClient('NOPE', SECRET, injectTransport(f.t.app), () => f.t.clock.t).call('balance', body()),
      f.t.app.inject({ method: 'POST', url: `${SEAMLESS_PREFIX}/balance`, payload: raw, headers: { 'content-type': 'application/json' } }).then((r) => ({ statusCode: r.statusCode, body: r.json() })),
      f.t.app.inject({ method: 'POST', url: `${SEAMLESS_PREFIX}/balance` }).then((r) => ({ statusCode: r.statusCode, body: r.json() })),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(reply.body).toMatchObject({ success: false, code: 'signature_invalid' });
      expect(reply.body.value).toBeUndefined();
    }
  });

  it('refuses a stale or future timestamp, and still tells the balance', async () => {
    for (const skew of [-FRESHNESS_MS - 1, FRESHNESS_MS + 1]) {
      const reply = await f.vendor.call('balance', body(), { timestamp: f.t.clock.t + skew });
      expect(reply.statusCode).toBe(401);
      expect(reply.body).toMatchObject({ code: 'stale_request', value: { balance: 5_000, currency: 'THB' } });
    }
    expect((await f.vendor.call('balance', body(), { timestamp: f.t.clock.t - FRESHNESS_MS + 1000 })).statusCode).toBe(200);
  });

  it('refuses a reused nonce, even concurrently, until it is long forgotten', async () => {
    const raw = JSON.stringify(body());
    const headers = f.vendor.headersFor(raw, { nonce: 'nonce-once-1234' });
    const send = () => f.t.app.inject({ method: 'POST', url: `${SEAMLESS_PREFIX}/balance`, payload: raw, headers });
    const replies = await Promise.all([send(), send(), send()]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    const refused = replies.find((r) => r.statusCode === 401);
    expect(refused?.json()).toMatchObject({ code: 'nonce_reused', value: { balance: 5_000 } });
    expect(headers[NONCE_HEADER]).toBe('nonce-once-1234');
  });

  it('limits a vendor to its address allowlist; a transfer-mode vendor answers with its own wallet', async () => {
    await configureVendor(f.t.database.db, f.merchantId, { code: 'ALLOW', secret: SECRET, allowlist: ['10.1.0.0/16'] });
    const from = (remoteAddress: string) => new VendorClient('ALLOW', SECRET, injectTransport(f.t.app, { remoteAddress }), () => f.t.clock.t);
    expect((await from('10.1.2.3').call('balance', body())).statusCode).toBe(200);
    const outside = await from('10.2.0.1').call('balance', body());
    expect(outside.statusCode).toBe(403);
    expect(outside.body).toMatchObject({ code: 'forbidden' });
    await configureVendor(f.t.database.db, f.merchantId, { code: 'XFER', secret: SECRET, mode: 'transfer' });
    const transfer = await new VendorClient('XFER', SECRET, injectTransport(f.t.app), () => f.t.clock.t).call('balance', body());
    // Nothing was moved to the player's XFER wallet, whatever the main wallet holds.
    expect(transfer.body).toMatchObject({ success: true, value: { balance: 0 } });
    expect(await f.main(player)).toBeGreaterThan(0);
  });

  it('answers during maintenance: callbacks are exempt from the access gate', async () => {
    await patchMerchantConfig(f.t.app, { maintenance: { enabled: true } });
    expect((await f.t.app.inject({ url: '/lgw/games/hot' })).statusCode).toBe(503);
    expect((await f.vendor.call('balance', body())).statusCode).toBe(200);
    await patchMerchantConfig(f.t.app, { maintenance: { enabled: false } });
  });

  it('seals the vendor secret at rest when KEY_ENCRYPTION_SECRET is set', async () => {
    await setIntegration(f.t.database.db, cliActor(f.merchantId), { code: 'SEALED', mode: 'seamless', secret: SECRET }, 'key-encryption-secret');
    const row = await findIntegration(f.t.database.db, f.merchantId, 'SEALED');
    expect(row?.secret).toMatch(/^gcm:/u);
    expect(row?.secret).not.toContain(SECRET);
    expect(openSecret(row?.secret ?? '', 'key-encryption-secret')).toBe(SECRET);
  });
});

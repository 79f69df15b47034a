import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoSchema } from '@shared/api/account';
import { testDrivers } from '../../test/database';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';

describe.each(testDrivers())('member birthday on %s', (driver) => {
  let t: AccountTestApp;
  let token: string;
  const post = (payload: unknown, auth = token) =>
    t.app.inject({ method: 'POST', url: '/wps/member/birthday', headers: { ...bearer(auth), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const info = async () => memberInfoSchema.strict().parse((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json<{ value: unknown }>().value);

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    token = await loginToken(t, 'downline2', 'Down1234');
  });
  afterAll(async () => t.close());

  it('refuses hostile and impossible birthdays with a field code, never a 5xx', async () => {
    const year = new Date().getUTCFullYear();
    const cases: [unknown, string][] = [
      ['17/05/1990', 'format'],
      ['1990-5-17', 'format'],
      ['', 'format'],
      ["1' or '1'='1", 'format'],
      ['1990-02-30', 'not_a_day'],
      ['2001-02-29', 'not_a_day'],
      ['1990-13-01', 'not_a_day'],
      [`${year + 1}-01-01`, 'too_young'],
      [`${year - 10}-06-15`, 'too_young'],
      ['1800-01-01', 'too_old'],
    ];
    for (const [birthday, problem] of cases) {
      const response = await post({ birthday });
      expect(response.statusCode, String(birthday)).toBe(422);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_failed', errors: { birthday: problem } });
    }
    for (const payload of [{ birthday: 'x'.repeat(10_000) }, { birthday: "1990-01-01'); drop table members; --" }, { birthday: 19900517 }, {}, { birthday: '1990-05-17', extra: 1 }, 'nonsense']) {
      const response = await post(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<{ code: string }>().code).toMatch(/^(validation_failed|bad_request|malformed_json)$/);
    }
    expect((await info()).birthday).toBeNull();
  });

  it('sets the birthday once; info shows it; a second set is refused', async () => {
    expect((await post({ birthday: '1990-05-17' })).statusCode).toBe(200);
    expect((await info()).birthday).toBe('1990-05-17');
    const again = await post({ birthday: '1991-01-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'birthday_already_set' });
    expect((await info()).birthday).toBe('1990-05-17');
  });

  it('needs a signed-in real account', async () => {
    expect((await post({ birthday: '1990-05-17' }, 'not-a-token-at-all-really')).statusCode).toBe(401);
  });
});

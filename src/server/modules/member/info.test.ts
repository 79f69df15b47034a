import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoSchema } from '@shared/api/account';
import { testDrivers } from '../../test/database';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';

describe.each(testDrivers())('member info on %s', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
  });
  afterAll(async () => t.close());

  it('answers exactly the contract, nothing more (its serializer does not re-validate)', async () => {
    const token = await loginToken(t, 'demoagent', 'Agent1234');
    const response = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<{ success: boolean; value: unknown }>();
    expect(body.success).toBe(true);
    const info = memberInfoSchema.strict().parse(body.value);
    expect(info).toMatchObject({ account: 'demoagent', isAgent: true, isTrial: false });
    expect(response.body).not.toMatch(/hash|password_|secret/i);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api/account';
import { members } from '../../db/schema/index';
import { patchMerchantConfig } from '../../test/app';
import { buildAccountApp, postLogin, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { splitE164, type FirebaseVerifier } from './firebase';

/** Stands in for Google: tokens 'good:<phone>' verify, anything else fails. */
const fakeVerifier: FirebaseVerifier = {
  async verifyIdToken(token) {
    if (!token.startsWith('good:')) throw new Error('bad token');
    return { uid: 'u1', phoneNumber: token.slice('good:'.length) };
  },
};

describe.each(testDrivers())('firebase sign-in (%s)', (driver) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    await t.database.db.update(members).set({ mobileNum: '855555555', countryDialingCode: '66' }).where(eq(members.account, 'downline1'));
  });
  afterAll(async () => t?.close());

  const firebase = (token: string) => postLogin(t, '', 'x', { human: false, extra: { username: 'firebase', type: 'firebase', firebaseIdToken: token } });

  it('is refused while the merchant flag is off (the default)', async () => {
    t.app.accounts.firebase = fakeVerifier;
    expect((await firebase('good:+66855555555')).json()).toMatchObject({ code: 'function_not_enabled' });
  });

  it('signs in the account with the verified phone once the flag is on', async () => {
    await patchMerchantConfig(t.app, { features: { firebaseLogin: true } });
    const ok = await firebase('good:+66855555555');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ value: LoginResult }>().value).toMatchObject({ weakPassword: false, user: { account: 'downline1' } });
    expect((await firebase('forged')).json()).toMatchObject({ code: 'wrong_account_or_password' });
    expect((await firebase('good:+66811112222')).json()).toMatchObject({ code: 'wrong_account_or_password' });
    t.app.accounts.firebase = undefined;
    expect((await firebase('good:+66855555555')).json()).toMatchObject({ code: 'service_unavailable' });
  });

  it('splits E.164 numbers by the configured dialing codes', () => {
    expect(splitE164('+66855555555', ['1', '66', '86'])).toEqual({ dialingCode: '66', mobileNum: '855555555' });
    expect(splitE164('0855555555', ['66'])).toBeUndefined();
    expect(splitE164('+44855555555', ['66'])).toBeUndefined();
  });
});

import type { LoginPayload, LoginResult, RegisterPayload } from '@shared/api/account';
import { api } from '@/lib/api';

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export type LoginRequest = Omit<LoginPayload, 'human'>;
export type RegisterRequest = Omit<RegisterPayload, 'human'> & { mode: 'username' | 'mobile' };

const sessionTags = [
  { type: 'Member' as const, id: 'INFO' },
  { type: 'Balance' as const, id: 'LIST' },
];

/** Sign-in, registration and recovery calls. No mutation here is ever retried automatically. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginRequest>({
      // Non-sms logins prove a human first (spec section 5); sms logins already did to get the code.
      query: (body) => ({ url: 'wps/session/login', method: 'POST', body, encrypt: true, human: body.type !== 'sms' }),
    }),
    freePlay: build.mutation<LoginResult, void>({
      query: () => ({ url: 'wps/session/login/freeplay', method: 'POST', body: { os: navigator.platform.slice(0, 64), platform: 'W', gatewayVersion: 3 } }),
    }),
    smsNoLogin: build.mutation<{ expiredMinutes: number }, SmsRequest & { purpose: 'login' | 'password' }>({
      query: (body) => ({ url: 'wps/verification/sms/noLogin', method: 'POST', body, human: true }),
    }),
    smsRegister: build.mutation<{ expiredMinutes: number }, SmsRequest>({
      query: ({ mobileNum, countryDialingCode }) => ({
        url: 'wps/verification/sms/register',
        method: 'POST',
        body: { mobileNo: mobileNum, countryDialingCode },
        human: true,
      }),
    }),
    register: build.mutation<LoginResult, RegisterRequest>({
      query: ({ mode, ...body }) => ({
        url: mode === 'mobile' ? 'wps/member/register/mobile' : 'wps/member/register',
        method: 'PUT',
        body,
        encrypt: true,
        human: true,
      }),
    }),
    affiliate: build.query<{ valid: boolean; code: string | null }, { code: string; domain: string }>({
      query: (params) => ({ url: 'wps/agent/affiliate', params }),
    }),
    changePassword: build.mutation<null, { oldPassword: string; newPassword: string; confirmNewPassword: string }>({
      query: (body) => ({ url: 'wps/member/password', method: 'POST', body, encrypt: true }),
      invalidatesTags: sessionTags,
    }),
    phoneRecovery: build.mutation<LoginResult, { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string }>({
      query: (body) => ({ url: 'wps/member/password/verification', method: 'POST', body, encrypt: true }),
    }),
    resetByEmail: build.mutation<LoginResult, { token: string; newPassword: string; confirmNewPassword: string }>({
      query: (body) => ({ url: 'wps/member/password/reset', method: 'POST', body, encrypt: true }),
    }),
    emailRecovery: build.mutation<{ sent: true }, { username: string; email: string }>({
      query: (body) => ({
        url: 'wps/member/password/email',
        method: 'POST',
        body: new URLSearchParams(body).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useFreePlayMutation,
  useSmsNoLoginMutation,
  useSmsRegisterMutation,
  useRegisterMutation,
  useLazyAffiliateQuery,
  useChangePasswordMutation,
  usePhoneRecoveryMutation,
  useResetByEmailMutation,
  useEmailRecoveryMutation,
} = authApi;

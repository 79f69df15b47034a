import type { z } from 'zod';
import type { smsNoLoginBodySchema, smsRegisterBodySchema } from '@shared/api/account';
import { AppError } from '../../lib/app-error';
import { verifyHumanProof } from '../human/service';
import type { Merchant } from '../merchant/directory';
import { findMemberByMobile } from '../member/repository';
import type { AccountsContext, ClientInfo } from '../session/context';
import { issueCode, type CodePurpose } from './codes';

/** SMS sending: one a second per recipient and per address (spec: "sms request throttled 1 s"). */
const SMS_WINDOW_MS = 1000;

/** '+66812345678': the one spelling of a phone number used as code recipient and SMS address. */
export function phoneKey(dialingCode: string, mobileNum: string): string {
  return `+${dialingCode}${mobileNum}`;
}

/** Digits only, as many as the merchant's config says for the country (else 6-15). */
export function checkPhone(merchant: Merchant, dialingCode: string, mobileNum: string): void {
  const bounds = merchant.config.register.mobileDigits[dialingCode] ?? { min: 6, max: 15 };
  const ok = /^\d+$/u.test(mobileNum) && mobileNum.length >= bounds.min && mobileNum.length <= bounds.max;
  if (!/^\d{1,4}$/u.test(dialingCode) || !ok) {
    throw new AppError('invalid_phone_format', 'Invalid phone number format', { mobileNum: 'invalid_phone_format' });
  }
}

async function throttleSms(ctx: AccountsContext, merchantId: number, recipient: string, ip: string): Promise<void> {
  await ctx.rateLimit.hit(`sms:${merchantId}:to:${recipient}`, 1, SMS_WINDOW_MS);
  await ctx.rateLimit.hit(`sms:${merchantId}:ip:${ip}`, 1, SMS_WINDOW_MS);
}

async function sendCode(ctx: AccountsContext, merchant: Merchant, purpose: CodePurpose, recipient: string): Promise<void> {
  const code = await issueCode(ctx, merchant.id, purpose, recipient);
  const text = `[${merchant.config.name}] Your verification code is ${code}. It expires in ${ctx.config.codeTtlMinutes} minutes.`;
  await ctx.messenger.send({ merchantId: merchant.id, channel: 'sms', recipient, subject: 'Verification code', text });
}

/**
 * Code for sms login or phone password recovery. The answer is the same whether or not an account
 * has the number (no enumeration); only an existing account gets an SMS.
 */
export async function sendNoLoginSms(
  ctx: AccountsContext,
  merchant: Merchant,
  body: z.infer<typeof smsNoLoginBodySchema>,
  client: ClientInfo,
): Promise<{ expiredMinutes: number }> {
  const enabled = body.purpose === 'password' ? merchant.config.settings.CHNGPASSVERIF3 === true : merchant.config.features.mobileCodeLogin;
  if (!enabled) throw new AppError('function_not_enabled', 'Function not enabled');
  await verifyHumanProof(ctx, body.human);
  checkPhone(merchant, body.countryDialingCode, body.mobileNum);
  const recipient = phoneKey(body.countryDialingCode, body.mobileNum);
  await throttleSms(ctx, merchant.id, recipient, client.ip);
  const member = await findMemberByMobile(ctx.db, merchant.id, body.countryDialingCode, body.mobileNum);
  if (member) await sendCode(ctx, merchant, body.purpose === 'password' ? 'sms_password' : 'sms_login', recipient);
  return { expiredMinutes: ctx.config.smsCountdownMinutes };
}

export function registrationSmsEnabled(merchant: Merchant): boolean {
  const { features, register } = merchant.config;
  return features.mobileRegistration && features.smsVerification && register.smsVerification;
}

/** Code for mobile registration; a number already registered is refused (the form must say so). */
export async function sendRegisterSms(
  ctx: AccountsContext,
  merchant: Merchant,
  body: z.infer<typeof smsRegisterBodySchema>,
  client: ClientInfo,
): Promise<{ expiredMinutes: number }> {
  if (!registrationSmsEnabled(merchant)) throw new AppError('function_not_enabled', 'Function not enabled');
  await verifyHumanProof(ctx, body.human);
  checkPhone(merchant, body.countryDialingCode, body.mobileNo);
  const recipient = phoneKey(body.countryDialingCode, body.mobileNo);
  await throttleSms(ctx, merchant.id, recipient, client.ip);
  if (await findMemberByMobile(ctx.db, merchant.id, body.countryDialingCode, body.mobileNo)) {
    throw new AppError('account_exists', 'This mobile number is already registered', { mobileNo: 'taken' });
  }
  await sendCode(ctx, merchant, 'sms_register', recipient);
  return { expiredMinutes: ctx.config.smsCountdownMinutes };
}

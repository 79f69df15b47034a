import { ValueError } from '../../lib/value-error';
import { maskEmail, maskPhone } from '../../lib/secrets';
import type { Merchant } from '../merchant/directory';
import type { MemberRow } from '../member/repository';
import { issueCode, verifyCode } from '../verification/codes';
import type { AccountsContext, ClientInfo } from './context';
import { knownAddressState } from './login-repository';

type Channel = { channel: 'SMS'; to: string; masked: string } | { channel: 'EMAIL'; to: string; masked: string };

function channelFor(merchant: Merchant, member: MemberRow): Channel | undefined {
  const mode = merchant.config.register.newAddressVerification;
  const sms = member.mobileNum && member.countryDialingCode ? `+${member.countryDialingCode}${member.mobileNum}` : undefined;
  const email = member.email ?? undefined;
  const bySms = sms ? ({ channel: 'SMS', to: sms, masked: maskPhone(sms) } as const) : undefined;
  const byEmail = email ? ({ channel: 'EMAIL', to: email, masked: maskEmail(email) } as const) : undefined;
  if (mode === 'SMS') return bySms ?? byEmail;
  if (mode === 'EMAIL') return byEmail ?? bySms;
  return undefined;
}

/**
 * A sign-in from an address the account has not used needs a code sent to the account's phone or
 * e-mail (merchant setting register.newAddressVerification). The first account address, and
 * accounts with neither contact, pass: there is nothing to compare with or nowhere to send.
 */
export async function checkNewAddress(
  ctx: AccountsContext,
  merchant: Merchant,
  member: MemberRow,
  client: ClientInfo,
  addressCode: string | undefined,
): Promise<boolean> {
  const channel = channelFor(merchant, member);
  if (!channel) return true;
  const state = await knownAddressState(ctx.db, member.id, client.ip);
  if (state.count === 0 || state.known) return true;
  const recipient = `member:${member.id}`;
  if (addressCode) {
    await verifyCode(ctx, merchant.id, 'address', recipient, addressCode);
    return true;
  }
  await ctx.rateLimit.hit(`address-code:${member.id}`, 1, 1000);
  const code = await issueCode(ctx, merchant.id, 'address', recipient);
  const text = `[${merchant.config.name}] Sign-in from a new address (${client.ip}). Your verification code is ${code}.`;
  await ctx.messenger.send({ merchantId: merchant.id, channel: channel.channel === 'SMS' ? 'sms' : 'email', recipient: channel.to, subject: 'Verify your sign-in', text });
  return false;
}

export function verifyFirst(merchant: Merchant, member: MemberRow): ValueError {
  const channel = channelFor(merchant, member);
  return new ValueError('please_verify_first', 'Sign-in from a new address: enter the code we sent', {
    channel: channel?.channel ?? 'SMS',
    recipient: channel?.masked ?? '',
  });
}

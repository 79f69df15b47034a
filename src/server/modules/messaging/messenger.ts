import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { AccountConfig } from '../../lib/account-config';
import { AppError } from '../../lib/app-error';
import { insertOutbox } from './repository';

export interface Message {
  merchantId: number;
  channel: 'sms' | 'email';
  /** E-mail address, or a phone number as +<dialing code><number>. */
  recipient: string;
  subject: string;
  text: string;
}

/** Where SMS and e-mail go: the outbox outside production, real transports in production. */
export interface Messenger {
  send(message: Message): Promise<void>;
}

export class OutboxMessenger implements Messenger {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  async send(message: Message): Promise<void> {
    const { merchantId, channel, recipient, text } = message;
    await insertOutbox(this.db, { merchantId, channel, recipient, text, createdAt: new Date(this.clock()) });
  }
}

/** Sends a message in the gateway's JSON shape: POST { to, text } with a bearer token. */
export async function sendSmsViaGateway(url: string, token: string | undefined, to: string, text: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ to, text }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
}

/** Production delivery: SMTP_URL / SMTP_FROM for e-mail, SMS_GATEWAY_URL / SMS_GATEWAY_TOKEN for SMS. */
export class TransportMessenger implements Messenger {
  private readonly mailer;

  constructor(
    private readonly config: AccountConfig,
    private readonly onError: (error: unknown) => void,
  ) {
    this.mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async send(message: Message): Promise<void> {
    try {
      if (message.channel === 'email') {
        if (!this.mailer) throw new Error('SMTP_URL is not set');
        await this.mailer.sendMail({ from: this.config.smtpFrom, to: message.recipient, subject: message.subject, text: message.text });
        return;
      }
      if (!this.config.smsGatewayUrl) throw new Error('SMS_GATEWAY_URL is not set');
      await sendSmsViaGateway(this.config.smsGatewayUrl, this.config.smsGatewayToken, message.recipient, message.text);
    } catch (error) {
      this.onError(error);
      throw new AppError('service_unavailable', 'The message could not be sent, try again later');
    }
  }
}

import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildAccountApp, humanProof, type AccountTestApp } from '../../test/account-client';
import { TransportMessenger } from './messenger';

/** A tiny SMTP server that accepts one conversation and keeps the DATA. */
function fakeSmtp(received: string[]) {
  return createTcpServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter((l, i, all) => l !== '' || i < all.length - 1)) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/iu.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/iu.test(line)) {
          inData = true;
          socket.write('354 go\r\n');
        } else if (/^QUIT/iu.test(line)) socket.end('221 bye\r\n');
        else if (line !== '') socket.write('250 ok\r\n');
      }
    });
  });
}

describe('production delivery', () => {
  const sms: Array<{ body: string; auth: string | undefined }> = [];
  const mails: string[] = [];
  const gateway = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString()));
    request.on('end', () => {
      sms.push({ body, auth: request.headers.authorization });
      response.end('{}');
    });
  });
  const smtp = fakeSmtp(mails);
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    gateway.close();
    smtp.close();
  });

  it('posts SMS to the gateway and mails over SMTP', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }).accounts,
      smsGatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
      smsGatewayToken: 'gw-token',
      smtpUrl: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`,
      smtpFrom: 'noreply@luckyharbor.example',
    };
    const messenger = new TransportMessenger(config, () => undefined);
    await messenger.send({ merchantId: 1, channel: 'sms', recipient: '+66812345678', subject: 's', text: 'code 123456' });
    expect(sms).toEqual([{ body: JSON.stringify({ to: '+66812345678', text: 'code 123456' }), auth: 'Bearer gw-token' }]);
    await messenger.send({ merchantId: 1, channel: 'email', recipient: 'a@example.com', subject: 'Reset', text: 'hello there' });
    expect(mails[0]).toMatch(/Subject: Reset/u);
    expect(mails[0]).toMatch(/hello there/u);
  });

  it('fails with 503 when a transport is not configured', async () => {
    const messenger = new TransportMessenger({ ...loadConfig({ NODE_ENV: 'test' }).accounts }, () => undefined);
    await expect(messenger.send({ merchantId: 1, channel: 'sms', recipient: '+1', subject: '', text: '' })).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});

describe('production app', () => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp('pglite', { nodeEnv: 'production' });
  });
  afterAll(async () => t?.close());

  it('has no outbox or captcha-answer routes', async () => {
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/captcha/abc' })).statusCode).toBe(404);
  });

  it('sends real SMS (here: none configured → 503, nothing in an outbox)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '812345678', countryDialingCode: '66', human: await humanProof(t) },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
  });
});

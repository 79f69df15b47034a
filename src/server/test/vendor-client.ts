import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { cliActor } from '../modules/operator/audit';
import { setIntegration, type IntegrationInput } from '../modules/seamless/integration-service';
import { NONCE_HEADER, SEAMLESS_PREFIX, SIGNATURE_HEADER, signRequest, TIMESTAMP_HEADER, VENDOR_HEADER } from '../modules/seamless/signing';

/** A game vendor's side of the seamless-wallet protocol, for tests and the demo vendor. */

export type SeamlessCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'refund' | 'endRound';

export interface VendorReply {
  statusCode: number;
  body: { success: boolean; code?: string; message?: string; value?: Record<string, unknown> & { balance?: number } };
}

/** How a signed request travels: app.inject in tests, fetch against a running server elsewhere. */
export type VendorTransport = (request: { url: string; headers: Record<string, string>; payload: string }) => Promise<VendorReply>;

export function injectTransport(app: FastifyInstance, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}): VendorTransport {
  return async ({ url, headers, payload }) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...extra.headers, ...headers }, remoteAddress: extra.remoteAddress });
    return { statusCode: response.statusCode, body: response.json() };
  };
}

export function fetchTransport(baseUrl: string, headersExtra: Record<string, string> = {}): VendorTransport {
  return async ({ url, headers, payload }) => {
    const response = await fetch(new URL(url, baseUrl), { method: 'POST', headers: { ...headersExtra, ...headers }, body: payload });
    return { statusCode: response.status, body: (await response.json()) as VendorReply['body'] };
  };
}

/** Overrides that let a test break one part of the signing. */
export interface SendOptions {
  timestamp?: number;
  nonce?: string;
  secret?: string;
  signature?: string;
  /** Sent instead of JSON.stringify(body) (the signature covers these bytes). */
  raw?: string;
}

export class VendorClient {
  constructor(
    readonly code: string,
    private readonly secret: string,
    private readonly transport: VendorTransport,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The four protocol headers for these exact bytes. */
  headersFor(raw: string, options: SendOptions = {}): Record<string, string> {
    const timestamp = options.timestamp ?? this.clock();
    const nonce = options.nonce ?? randomBytes(12).toString('base64url');
    return {
      'content-type': 'application/json',
      [VENDOR_HEADER]: this.code,
      [TIMESTAMP_HEADER]: String(timestamp),
      [NONCE_HEADER]: nonce,
      [SIGNATURE_HEADER]: options.signature ?? signRequest(options.secret ?? this.secret, timestamp, nonce, raw),
    };
  }

  /** One signed call; every call (a retry too) gets a fresh nonce unless one is given. */
  async call(name: SeamlessCall, body: object, options: SendOptions = {}): Promise<VendorReply> {
    const raw = options.raw ?? JSON.stringify(body);
    return this.transport({ url: `${SEAMLESS_PREFIX}/${name}`, headers: this.headersFor(raw, options), payload: raw });
  }
}

/** Configures a seamless vendor as an operator would (`ops vendor-set`), for tests. */
export async function configureVendor(db: Db, merchantId: number, input: IntegrationInput & { secret: string }): Promise<void> {
  await setIntegration(db, cliActor(merchantId), { mode: 'seamless', ...input }, undefined);
}

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { VendorKeys } from './keys';
import { httpTransport, injectTransport, MERCHANT_CODE_HEADER, VendorClient, type SeamlessCall, type VendorTransport } from './platform-client';

/**
 * An in-house vendor's line to the platform's seamless wallet (the demo vendor's, the lottery's). It is the same HTTP an outside vendor
 * uses: over the network (node:http to this process's own port) once the server listens, in-process
 * through app.inject before that (tests), but always signed, always through the public routes.
 */

/** What a call came to, from the vendor's point of view. */
export type CallResult =
  | { kind: 'ok'; value: Record<string, unknown>; balance: number | undefined }
  /** The platform answered with a refusal: it moved nothing. */
  | { kind: 'refused'; code: string; balance: number | undefined }
  /** No trustworthy answer (network error, timeout, 5xx): the call may or may not have happened. */
  | { kind: 'unknown'; error: string };

/** The address this process listens on, reachable from itself. */
function selfUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return undefined;
  const { address: host, port, family } = address as AddressInfo;
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export class PlatformWallet {
  private readonly clients = new Map<string, VendorClient>();
  private wrapper: ((base: VendorTransport) => VendorTransport) | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly keys: VendorKeys,
    private readonly clock: () => number,
    private readonly timeoutMs: number,
  ) {}

  /** Over the network to this process's own address, kept while it listens there. */
  private network: VendorTransport | undefined;

  /** Chosen per call: the server may start listening after the vendor was built. */
  private readonly base: VendorTransport = (request) => {
    if (!this.app.server.listening) {
      this.network = undefined;
      return injectTransport(this.app)(request);
    }
    if (!this.network) {
      const url = selfUrl(this.app);
      if (!url) return injectTransport(this.app)(request);
      this.network = httpTransport(url, this.timeoutMs);
    }
    return this.network(request);
  };

  private readonly transport: VendorTransport = (request) => (this.wrapper ? this.wrapper(this.base) : this.base)(request);

  /**
   * Routes every call through `wrap` until the returned function is called: the fault-injection
   * seam tests use to lose a win or an answer (no other way in, and production never sets it).
   */
  wrapTransport(wrap: (base: VendorTransport) => VendorTransport): () => void {
    this.wrapper = wrap;
    return () => {
      if (this.wrapper === wrap) this.wrapper = undefined;
    };
  }

  private clientOf(vendorCode: string): VendorClient {
    let client = this.clients.get(vendorCode);
    if (!client) {
      client = new VendorClient(vendorCode, this.keys.secretOf(vendorCode), this.transport, this.clock);
      this.clients.set(vendorCode, client);
    }
    return client;
  }

  async call(merchantCode: string, vendorCode: string, name: SeamlessCall, body: object): Promise<CallResult> {
    try {
      const reply = await this.clientOf(vendorCode).call(name, body, { headers: { [MERCHANT_CODE_HEADER]: merchantCode } });
      const balance = typeof reply.body.value?.balance === 'number' ? reply.body.value.balance : undefined;
      if (reply.statusCode === 200 && reply.body.success && reply.body.value) return { kind: 'ok', value: reply.body.value, balance };
      // A 4xx with a code is the platform's decision; anything else leaves the call's fate open.
      if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.body.code && reply.body.code !== 'malformed_response') {
        return { kind: 'refused', code: reply.body.code, balance };
      }
      return { kind: 'unknown', error: `HTTP ${reply.statusCode} ${reply.body.code ?? ''}`.trim() };
    } catch (error) {
      return { kind: 'unknown', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }
}

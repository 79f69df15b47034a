import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { globalPlugin } from '../lib/global-plugin';
import { MerchantDirectory, type Merchant, type MerchantLookup } from '../modules/merchant/directory';

export const MERCHANT_HEADER = 'x-merchant-code';

/**
 * Decorates the merchant directory. The merchant comes from the request (header, then host),
 * never from a body; modules that need one add `resolveMerchant` as an onRequest hook.
 */
async function merchantPlugin(app: FastifyInstance) {
  const directory = new MerchantDirectory(app.db, app.config.defaultMerchantCode, 5000, (error) =>
    app.log.error({ err: error }, 'merchant reload failed'),
  );
  app.decorate('merchants', directory);
  app.decorateRequest('merchant', null);
}

function lookupOf(request: FastifyRequest): MerchantLookup {
  const header = request.headers[MERCHANT_HEADER];
  return { headerCode: (Array.isArray(header) ? header[0] : header) || undefined, host: request.hostname };
}

function assign(request: FastifyRequest, lookup: MerchantLookup, merchant: Merchant | undefined): void {
  if (!merchant) {
    throw lookup.headerCode ? new AppError('not_found', 'Unknown merchant') : new AppError('service_unavailable', 'No merchant');
  }
  request.merchant = merchant;
}

/**
 * onRequest hook. Callback style on purpose: in the steady state the directory answers from
 * memory and the hook completes synchronously, which keeps the hot status call cheap.
 */
export function resolveMerchant(
  this: FastifyInstance,
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const lookup = lookupOf(request);
  try {
    const cached = this.merchants.resolveCached(lookup);
    if (cached !== null) {
      assign(request, lookup, cached);
      return done();
    }
  } catch (error) {
    return done(error as Error);
  }
  this.merchants.resolve(lookup).then(
    (merchant) => {
      try {
        assign(request, lookup, merchant);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );
}

export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('merchantOf() on a route without the merchant hook');
  return request.merchant;
}

export default globalPlugin(merchantPlugin, 'merchant');

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import {
  countryListSchema,
  domainRouteSchema,
  helpCenterSchema,
  languageQuerySchema,
  permissionSchema,
  registerSettingSchema,
  systemStatusSchema,
  verifyDomainQuerySchema,
  verifyDomainSchema,
  whitelabelSchema,
} from '@shared/api/system';
import { merchantOf } from '../../plugins/merchant';
import * as service from './service';
import { cachedVisitorOf, needsCountry, visitorOf } from './visitor';

// Public calls the renderer needs even during maintenance or a region block (to show why).
const open = { accessGate: false } as const;
const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/system/status',
    {
      config: open,
      schema: { tags, querystring: languageQuerySchema, response: { 200: okEnvelope(systemStatusSchema) } },
      // The hottest call (every page load and a periodic poll). Its answer is ~250 bytes, below
      // any useful compression, and is serialized without re-validating our own output: the
      // types fix its shape and the tests parse it with the shared schema.
      compress: false,
      decompress: false,
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request, reply) => {
      // Synchronous in the steady state (merchant and geo data in memory): no await, no closure.
      const needCountry = needsCountry(request);
      const merchant = merchantOf(request);
      const { language } = request.query;
      const cached = cachedVisitorOf(request, needCountry);
      if (cached) {
        reply.send({ success: true as const, value: service.getStatus(merchant, cached, language) });
        return;
      }
      // Settles once the answer is out: resolving early to undefined races Fastify's onSend hooks.
      return visitorOf(request, needCountry).then(async (visitor) => {
        reply.send({ success: true as const, value: service.getStatus(merchant, visitor, language) });
        await reply;
      });
    },
  );

  app.get(
    '/wps/system/whitelabel',
    { config: open, schema: { tags, response: { 200: okEnvelope(whitelabelSchema) } } },
    async (request) => ({ success: true as const, value: await service.getWhitelabel(app.db, merchantOf(request)) }),
  );

  app.get(
    '/wps/system/permission',
    { config: open, schema: { tags, response: { 200: okEnvelope(permissionSchema) } } },
    async (request) => {
      const value = await service.getPermission(app.db, merchantOf(request), await visitorOf(request));
      return { success: true as const, value };
    },
  );

  app.get(
    '/wps/system/setting/register',
    { config: open, schema: { tags, response: { 200: okEnvelope(registerSettingSchema) } } },
    async (request) => ({ success: true as const, value: service.getRegisterSetting(merchantOf(request)) }),
  );

  app.get(
    '/wps/system/helpCenter',
    { config: open, schema: { tags, querystring: languageQuerySchema, response: { 200: okEnvelope(helpCenterSchema) } } },
    async (request) => {
      const value = await service.getHelpCenter(app.db, merchantOf(request), request.query.language);
      return { success: true as const, value };
    },
  );

  app.get(
    '/wps/system/domainRoute',
    { config: open, schema: { tags, response: { 200: okEnvelope(domainRouteSchema) } } },
    async (request) => ({ success: true as const, value: service.getDomainRoute(merchantOf(request)) }),
  );

  app.get(
    '/wps/system/domainRoute/verify',
    { config: open, schema: { tags, querystring: verifyDomainQuerySchema, response: { 200: okEnvelope(verifyDomainSchema) } } },
    async (request) => ({ success: true as const, value: service.verifyDomain(merchantOf(request), request.query.domain) }),
  );

  app.get(
    '/wps/system/countryCodes',
    { config: open, schema: { tags, response: { 200: okEnvelope(countryListSchema) } } },
    async () => ({ success: true as const, value: await service.getCountryCodes(app.db) }),
  );
};

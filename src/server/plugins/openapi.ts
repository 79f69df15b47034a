import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@shared/envelope';
import { globalPlugin } from '../lib/global-plugin';
import { refusingHostileText } from '../lib/hostile-text';
import { SEAMLESS_TAG } from '../modules/seamless/docs';
import { isApiPath } from './errors';

/**
 * Adds the error envelope to every /wps and /lgw operation in the document only (the errors
 * plugin writes those bodies itself, so they are not part of the route's serializer).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = input;
  if (!isApiPath(url) || typeof schema.response !== 'object' || schema.response === null) {
    return jsonSchemaTransform(input);
  }
  const response = { ...schema.response, '4XX': errorEnvelopeSchema, '5XX': errorEnvelopeSchema };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
};

/**
 * One schema source: the zod schemas on each route validate input, serialize output and become
 * the OpenAPI document at /docs/json (browsable at /docs).
 */
async function openapiPlugin(app: FastifyInstance) {
  // Hostile text (NUL, lone surrogates) fails validation before zod sees the part: see hostile-text.ts.
  app.setValidatorCompiler(refusingHostileText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform API',
        description:
          'Gaming, betting and lottery platform. Every /wps and /lgw answer is `{ success, code?, message?, value? }`; ' +
          'the merchant comes from the X-Merchant-Code header or the host name.',
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Status, whitelabel and bootstrap calls' },
        { name: 'games', description: 'Game catalogue' },
        { name: 'images', description: 'Generated artwork' },
        { name: 'session', description: 'Sign-in, sign-out, trial accounts and the E-payload key' },
        { name: 'member', description: 'Registration, passwords, member info and history' },
        { name: 'verification', description: 'SMS codes, captchas and human (proof-of-work) challenges' },
        { name: 'wallet', description: 'Balances' },
        { name: 'agent', description: "The agent centre: the agent's team, its figures and statements" },
        { name: 'dev', description: 'Non-production helpers for end-to-end tests' },
        { name: 'ops', description: 'Liveness' },
        SEAMLESS_TAG,
      ],
    },
    transform,
  });
  // Its own policy (hashes of its inline code, shipped with the package) replaces the app's on /docs;
  // without upgrade-insecure-requests, which would break /docs over plain HTTP in development.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    logLevel: 'warn',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/u, ''),
  });
}

export default globalPlugin(openapiPlugin, 'openapi');

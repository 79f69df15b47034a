import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { globalPlugin } from '../lib/global-plugin';
import { authenticateOperator, type OperatorIdentity } from '../modules/operator/service';
import { merchantOf } from './merchant';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes with `config.operator`; read it through operatorOf(). */
    operator: OperatorIdentity | null;
  }
  interface FastifyContextConfig {
    /** Operator API route: 'any' signed-in operator, or 'admin' only. Player tokens never pass. */
    operator?: 'any' | 'admin';
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/iu.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function requireOperator(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const mode = request.routeOptions.config.operator;
  if (mode === undefined) return;
  const token = bearerOf(request);
  if (!token) throw new AppError('not_logged_in', 'Operator sign-in needed');
  const operator = await authenticateOperator(this.db, merchantOf(request).id, token, this.accounts.now());
  if (mode === 'admin' && operator.role !== 'admin') throw new AppError('forbidden', 'Admin operators only');
  request.operator = operator;
}

/** Adds the operator check to routes with `config.operator` (registered in the merchant scope). */
export const operatorGate = globalPlugin(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.operator === undefined) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireOperator, ...existing];
  });
}, 'operator-gate');

export function operatorOf(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw new Error('operatorOf() on a route without config.operator');
  return request.operator;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@shared/api/console';
import { AppError } from '../lib/app-error';
import { globalPlugin } from '../lib/global-plugin';
import { authenticateOperator, type OperatorIdentity } from '../modules/operator/service';
import { merchantOf } from './merchant';

/**
 * What an operator API route asks of the caller: a permission (a full session, second factor done,
 * of a role that has it), 'session' (any live session, whatever its stage: who am I, sign out), or
 * one sign-in stage ('enrol', 'verify': only the second-factor calls of that stage).
 */
export type OperatorGate = Permission | 'session' | 'enrol' | 'verify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes with `config.operator`; read it through operatorOf(). */
    operator: OperatorIdentity | null;
  }
  interface FastifyInstance {
    /** Every operator API route with its gate, as registered (the RBAC matrix test walks it). */
    operatorRoutes: { method: string; url: string; gate: OperatorGate }[];
  }
  interface FastifyContextConfig {
    /** Operator API route and what it needs (OperatorGate). Player tokens never pass. */
    operator?: OperatorGate;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/iu.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Whether an operator may pass a gate (the RBAC matrix test reads the same rule). */
export function passes(operator: Pick<OperatorIdentity, 'stage' | 'permissions'>, gate: OperatorGate): 'yes' | 'second_factor_required' | 'forbidden' {
  if (gate === 'session') return 'yes';
  if (gate === 'enrol' || gate === 'verify') return operator.stage === gate ? 'yes' : 'forbidden';
  if (operator.stage !== 'full') return 'second_factor_required';
  return operator.permissions.includes(gate) ? 'yes' : 'forbidden';
}

async function requireOperator(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const gate = request.routeOptions.config.operator;
  if (gate === undefined) return;
  const token = bearerOf(request);
  if (!token) throw new AppError('not_logged_in', 'Operator sign-in needed');
  const operator = await authenticateOperator(this.db, merchantOf(request).id, token, this.accounts.now(), request.clientIp);
  const verdict = passes(operator, gate);
  if (verdict === 'second_factor_required') throw new AppError('second_factor_required', 'Finish the second factor first');
  if (verdict === 'forbidden') throw new AppError('forbidden', 'Not allowed for this operator');
  request.operator = operator;
}

/** Adds the operator check to routes with `config.operator` (registered in the merchant scope). */
export const operatorGate = globalPlugin(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
  // The app decorates the list before the merchant scope (so the root sees it); alone, the gate brings its own.
  if (!app.hasDecorator('operatorRoutes')) app.decorate('operatorRoutes', []);
  const routes = app.operatorRoutes;
  app.addHook('onRoute', (route) => {
    if (route.config?.operator === undefined) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, gate: route.config.operator });
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireOperator, ...existing];
  });
}, 'operator-gate');

export function operatorOf(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw new Error('operatorOf() on a route without config.operator');
  return request.operator;
}

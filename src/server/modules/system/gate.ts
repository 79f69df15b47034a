import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { globalPlugin } from '../../lib/global-plugin';
import { isApiPath } from '../../plugins/errors';
import { merchantOf } from '../../plugins/merchant';
import { evaluateAccess, type AccessVisitor } from './access';
import { cachedVisitorOf, needsCountry, visitorOf } from './visitor';

/** Why the visitor may not use the API now, or undefined when they may. */
function refusal(request: FastifyRequest, visitor: AccessVisitor): AppError | undefined {
  const access = evaluateAccess(merchantOf(request).config, visitor);
  if (access.maintenance) {
    const until = access.maintenanceEnd ? ` until ${access.maintenanceEnd}` : '';
    return new AppError('info_maintenance', `System maintenance${until}`);
  }
  return access.regionRestriction ? new AppError('blockip', 'Access restricted by location or IP') : undefined;
}

/**
 * Callback style on purpose: in the steady state the visitor (address and country) comes from
 * memory and the hook completes synchronously, which keeps signed-in reads cheap.
 */
function gate(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const needCountry = needsCountry(request);
  const cached = cachedVisitorOf(request, needCountry);
  if (cached) return done(refusal(request, cached));
  visitorOf(request, needCountry).then(
    (visitor) => done(refusal(request, visitor)),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Closes the API during maintenance (503 info_maintenance) and to blocked regions (403 blockip).
 * Routes the renderer needs to show those screens opt out with `config: { accessGate: false }`.
 * Registered inside the merchant-scoped API context, after the merchant hook; global to that
 * context so it sees the sibling route modules. Attached per route (not as a global hook) so
 * exempt routes such as the status call pay nothing.
 */
export const accessGate = globalPlugin(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.accessGate === false || !isApiPath(route.url)) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [gate, ...existing];
  });
}, 'access-gate');

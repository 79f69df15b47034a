import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { globalPlugin } from '../../lib/global-plugin';
import { isApiPath } from '../../plugins/errors';
import { merchantOf } from '../../plugins/merchant';
import { evaluateAccess } from './access';
import { needsCountry, visitorOf } from './visitor';

async function gate(request: FastifyRequest): Promise<void> {
  const merchant = merchantOf(request);
  const access = evaluateAccess(merchant.config, await visitorOf(request, needsCountry(request)));
  if (access.maintenance) {
    const until = access.maintenanceEnd ? ` until ${access.maintenanceEnd}` : '';
    throw new AppError('info_maintenance', `System maintenance${until}`);
  }
  if (access.regionRestriction) throw new AppError('blockip', 'Access restricted by location or IP');
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositRoutes } from './deposit-routes';
import { gatewayRoutes } from './gateway-routes';
import { withdrawRoutes } from './withdraw-routes';
import { recordRoutes } from '../records/routes';
import { walletTransferRoutes } from '../wallet-transfer/routes';

/** Wallet, cashier and records (issue 4). */
export const cashierModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(walletTransferRoutes);
  await app.register(recordRoutes);
  // Own scope: its raw-body JSON parser must not reach other routes.
  await app.register(gatewayRoutes);
};

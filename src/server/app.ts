import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type ServerConfig } from './config';
import type { Database } from './db/client';
import authPlugin, { sessionGate } from './plugins/auth';
import clientAddressPlugin from './plugins/client-address';
import dbPlugin from './plugins/db';
import encryptionPlugin from './plugins/encryption';
import errorsPlugin, { frameworkError } from './plugins/errors';
import hostileInputPlugin from './plugins/hostile-input';
import merchantPlugin, { resolveMerchant } from './plugins/merchant';
import openapiPlugin from './plugins/openapi';
import { operatorGate } from './plugins/operator-auth';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import webPlugin from './plugins/web';
import { contentRoutes } from './modules/content/routes';
import { devRoutes } from './modules/dev/routes';
import { gameRoutes } from './modules/games/routes';
import { batchTransfers } from './modules/ledger/batcher';
import { batchMoneyCalls } from './modules/seamless/call-repository';
import { scheduleAnalyze, scheduleEvery, TEAM_TOTALS_EVERY_MS } from './db/upkeep';
import { catchUpTeamTotals } from './modules/agent/report-repository';
import { contractOpsRoutes } from './modules/contracts/ops-routes';
import { promotionUpkeep } from './modules/promotions/upkeep';
import { promotionRoutes } from './modules/promotions/routes';
import { missionRoutes } from './modules/promotions/mission-routes';
import { raffleRoutes } from './modules/promotions/raffle-routes';
import { contractRoutes } from './modules/contracts/routes';
import { SETTLE_EVERY_MS, SETTLE_FIRST_MS, settleAllDue, type OnSettled } from './modules/contracts/settlement-schedule';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { agentTeamRoutes } from './modules/agent/routes';
import { cashierModule } from './modules/cashier/cashier-module';
import { approvalRoutes } from './modules/approvals/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { auditRoutes } from './modules/operator/audit-routes';
import { consoleConfigRoutes } from './modules/console-config/routes';
import { consoleContentRoutes } from './modules/console-content/routes';
import { consoleNoticeRoutes } from './modules/console-notices/routes';
import { consoleLedgerRoutes } from './modules/console-ledger/routes';
import { consoleGameRoutes } from './modules/console-games/routes';
import { consoleAgentRoutes } from './modules/console-agents/routes';
import { playerRoutes } from './modules/players/routes';
import { queueRoutes } from './modules/queues/routes';
import { consoleDisputeRoutes } from './modules/console-disputes/routes';
import { operatorsRoutes } from './modules/operator/operators-routes';
import { operatorRoutes } from './modules/operator/routes';
import { recallRoutes } from './modules/recall/routes';
import { playRoutes } from './modules/play/routes';
import { seamlessRoutes } from './modules/seamless/routes';
import { accountsModule } from './modules/session/accounts-module';
import { accessGate } from './modules/system/gate';
import { GeoDirectory } from './modules/system/geo';
import { systemRoutes } from './modules/system/routes';
import { demoVendor } from './vendors/demo/plugin';
import { lottoVendor } from './vendors/lotto/plugin';
import './types';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** false silences request logs (tests); otherwise pino at config.logLevel. */
  logger?: boolean;
}

/** Composes the app from plugins; the caller owns listening and the database's lifecycle. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // Bounded so a slow client cannot hold a connection forever.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(dbPlugin, { database: options.database, config });
  // Concurrent transfers, and concurrent seamless bets and wins, share statements (group commit:
  // they meet on shared rows, see StatementBatcher); a server takes the next group while one runs.
  const batching = { lanes: options.database.driver === 'postgres' ? 2 : 1 };
  batchTransfers(options.database.db, batching);
  batchMoneyCalls(options.database.db, batching);
  if (options.database.driver === 'pglite') {
    // The embedded engine never refreshes the planner's statistics by itself.
    const stopAnalyze = scheduleAnalyze(options.database.db, (err) => app.log.error({ err }, 'analyze pass failed'));
    app.addHook('onClose', stopAnalyze);
  }
  const stopTeamTotals = scheduleEvery(() => catchUpTeamTotals(options.database.db), (err) => app.log.error({ err }, 'team totals catch-up failed'), {
    firstMs: TEAM_TOTALS_EVERY_MS,
    everyMs: TEAM_TOTALS_EVERY_MS,
  });
  app.addHook('onClose', stopTeamTotals);
  if (config.contractSettlement) {
    // Settles closed contract periods (catching up missed ones at start) and lapses unanswered requests.
    const settled: OnSettled = (run) => app.log.info({ run }, 'contract period settled');
    const stopSettlements = scheduleEvery(() => settleAllDue(options.database.db, new Date(), settled, config.contractSettlementPauseMs), (err) => app.log.error({ err }, 'contract settlement pass failed'), {
      firstMs: SETTLE_FIRST_MS,
      everyMs: SETTLE_EVERY_MS,
    });
    app.addHook('onClose', stopSettlements);
    // Bonuses whose wagering time ran out are taken back, daily rebate claims paid (the same switch: scheduled money work).
    const stopBonuses = scheduleEvery(() => promotionUpkeep(options.database.db), (err) => app.log.error({ err }, 'promotion upkeep pass failed'), { firstMs: SETTLE_FIRST_MS, everyMs: SETTLE_EVERY_MS });
    app.addHook('onClose', stopBonuses);
  }
  await app.register(errorsPlugin);
  // Before every route, so each answer carries them (a route's own header wins).
  await app.register(securityHeadersPlugin, { webRoot: config.webDist });
  await app.register(openapiPlugin);
  await app.register(hostileInputPlugin);
  await app.register(clientAddressPlugin);
  await app.register(merchantPlugin);
  await app.register(encryptionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  app.decorate('geo', new GeoDirectory(app.db, 5 * 60_000, (err) => app.log.error({ err }, 'geo reload failed')));
  await app.register(webPlugin, { root: config.webDist });

  await app.register(healthRoutes);
  // Filled by the operator gate as the routes below register (the RBAC matrix test reads it).
  app.decorate('operatorRoutes', []);
  // Everything below belongs to a merchant: resolve it once per request, then gate access.
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', resolveMerchant);
    await scoped.register(accessGate);
    // Routes with config.auth need a live session (sessions belong to the resolved merchant).
    await scoped.register(sessionGate);
    // Routes with config.operator need an operator session (never a player's).
    await scoped.register(operatorGate);
    await scoped.register(systemRoutes);
    await scoped.register(gameRoutes);
    await scoped.register(contentRoutes);
    await scoped.register(imageRoutes);
    await scoped.register(accountsModule);
    await scoped.register(operatorRoutes);
    await scoped.register(auditRoutes);
    await scoped.register(operatorsRoutes);
    await scoped.register(approvalRoutes);
    await scoped.register(queueRoutes);
    await scoped.register(consoleDisputeRoutes);
    await scoped.register(dashboardRoutes);
    await scoped.register(playerRoutes);
    await scoped.register(consoleGameRoutes);
    await scoped.register(consoleAgentRoutes);
    await scoped.register(consoleContentRoutes);
    await scoped.register(consoleNoticeRoutes);
    await scoped.register(consoleConfigRoutes);
    await scoped.register(consoleLedgerRoutes);
    await scoped.register(cashierModule);
    await scoped.register(agentTeamRoutes);
    await scoped.register(contractRoutes);
    await scoped.register(contractOpsRoutes);
    await scoped.register(promotionRoutes);
    await scoped.register(missionRoutes);
    await scoped.register(raffleRoutes);
    await scoped.register(recallRoutes);
    await scoped.register(playRoutes);
    // Vendors' signed seamless-wallet calls; own scope (raw-body parser, balance on errors).
    await scoped.register(seamlessRoutes);
    if (config.nodeEnv !== 'production') await scoped.register(devRoutes);
  });
  // A game vendor in this process, outside the merchant scope: it reaches the platform only through
  // the seamless-wallet HTTP calls, like a vendor elsewhere (the merchant travels in its calls).
  if (config.demoVendor) await app.register(demoVendor);
  if (config.lottoVendor) await app.register(lottoVendor);
  return app;
}

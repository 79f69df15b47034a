import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { globalPlugin } from '../lib/global-plugin';

export interface DbPluginOptions {
  database: Database;
  config: ServerConfig;
}

/**
 * Exposes the database and settings to every module. The database is opened and closed by the
 * caller (server.ts or the test helper), so the app never owns its lifecycle: shutdown order is
 * "stop accepting requests, then close the database".
 */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  app.decorate('db', options.database.db);
  app.decorate('dbDriver', options.database.driver);
  app.decorate('config', options.config);
}

export default globalPlugin(dbPlugin, 'db');

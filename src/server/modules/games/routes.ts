import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { gameMenusSchema, languageQuerySchema } from '@shared/api/system';
import { merchantOf } from '../../plugins/merchant';
import { lobbyRoutes } from './lobby-routes';
import { memberGameRoutes } from './member-games-routes';
import { getGameMenus } from './service';

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lgw/games/game_menus',
    {
      // The side menu and footer render around the maintenance and region screens too.
      config: { accessGate: false },
      schema: {
        tags: ['games'],
        description: 'Vendors per game type with game counts. `language` is accepted for parity; vendor names are not localized.',
        querystring: languageQuerySchema,
        response: { 200: okEnvelope(gameMenusSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await getGameMenus(app.db, merchantOf(request)) }),
  );

  await app.register(lobbyRoutes);
  await app.register(memberGameRoutes);
};

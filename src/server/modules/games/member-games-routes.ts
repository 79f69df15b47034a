import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import {
  favouriteIdsSchema,
  favouriteInputSchema,
  favouritesPageSchema,
  favouritesQuerySchema,
  recentPageSchema,
  recentQuerySchema,
} from '@shared/api/games';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { addFavourite, favouriteIds, listFavourites, listRecent, removeFavourite } from './member-games-service';

const tags = ['games'];
/**
 * Favourites and recent games need a session (spec: favouriting and recent require login). Trial
 * accounts browse and may keep favourites; they cannot launch, so their recent list stays empty.
 */
const member = { auth: 'member' } as const;

export const memberGameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/member/favourites',
    {
      config: member,
      schema: {
        tags,
        description: "T. The member's favourite games, newest first: gameType, vassalage, pageNo, pageSize.",
        querystring: favouritesQuerySchema,
        response: { 200: okEnvelope(favouritesPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await listFavourites(app.db, merchantOf(request), sessionOf(request).row.member.id, request.query),
    }),
  );

  app.get(
    '/wps/member/favourites/ids',
    { config: member, schema: { tags, description: 'T. Node ids of the favourites, newest first.', response: { 200: okEnvelope(favouriteIdsSchema) } } },
    async (request) => ({ success: true as const, value: await favouriteIds(app.db, merchantOf(request).id, sessionOf(request).row.member.id) }),
  );

  app.post(
    '/wps/member/favourites',
    {
      config: member,
      schema: {
        tags,
        description: 'T. Adds a favourite (again is harmless); answers the new id list. 404 not_found for an unknown game.',
        body: favouriteInputSchema,
        response: { 200: okEnvelope(favouriteIdsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await addFavourite(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.body),
    }),
  );

  app.delete(
    '/wps/member/favourites',
    {
      config: member,
      schema: {
        tags,
        description: 'T. Removes a favourite; answers the new id list. 404 not_found for an unknown game.',
        body: favouriteInputSchema,
        response: { 200: okEnvelope(favouriteIdsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await removeFavourite(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.body),
    }),
  );

  app.get(
    '/wps/member/recent',
    {
      config: member,
      schema: {
        tags,
        description: 'T. Games the member played, newest first: page, pageSize (12), gameType, vassalage.',
        querystring: recentQuerySchema,
        response: { 200: okEnvelope(recentPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await listRecent(app.db, merchantOf(request), sessionOf(request).row.member.id, request.query),
    }),
  );
};

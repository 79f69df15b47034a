import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleHelpArticleListSchema,
  consoleHelpArticleSchema,
  consoleNoticeListSchema,
  consoleNoticeSchema,
  consolePopupListSchema,
  consolePopupSchema,
  helpArticleInputSchema,
  noticeInputSchema,
  popupInputSchema,
} from '@shared/api/console-notices';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import * as service from './service';

const tags = ['operator'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const read = { operator: 'read' } as const;
const manage = { operator: 'content.manage' } as const;
const removed = { 200: okEnvelope(z.null()) };

/** The console's notices (the home notice line), announcement popups and help articles; the site shows each change at once. */
export const consoleNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/notices',
    { config: read, schema: { tags, description: 'Notices in the order the site shows them (the home notice line shows the first 9), in every language.', response: { 200: okEnvelope(consoleNoticeListSchema) } } },
    async (request) => ({ success: true as const, value: { list: await service.noticeList(app.db, operatorOf(request).merchantId) } }),
  );
  app.post(
    '/ops-api/notices',
    { config: manage, schema: { tags, description: 'Adds a notice (audited).', body: noticeInputSchema, response: { 200: okEnvelope(consoleNoticeSchema) } } },
    async (request) => ({ success: true as const, value: await service.createNotice(app.db, actorOf(operatorOf(request)), request.body) }),
  );
  app.put(
    '/ops-api/notices/:id',
    { config: manage, schema: { tags, description: 'Changes a notice (audited with before and after).', params, body: noticeInputSchema, response: { 200: okEnvelope(consoleNoticeSchema) } } },
    async (request) => ({ success: true as const, value: await service.updateNotice(app.db, actorOf(operatorOf(request)), request.params.id, request.body) }),
  );
  app.delete('/ops-api/notices/:id', { config: manage, schema: { tags, description: 'Removes a notice (audited).', params, response: removed } }, async (request) => {
    await service.deleteNotice(app.db, actorOf(operatorOf(request)), request.params.id);
    return { success: true as const, value: null };
  });

  app.get(
    '/ops-api/popups',
    { config: read, schema: { tags, description: 'Announcement popups in display order, with their execution (A logged in, B anonymous, F first login).', response: { 200: okEnvelope(consolePopupListSchema) } } },
    async (request) => ({ success: true as const, value: { list: await service.popupList(app.db, operatorOf(request).merchantId) } }),
  );
  app.post(
    '/ops-api/popups',
    { config: manage, schema: { tags, description: 'Adds an announcement popup (audited).', body: popupInputSchema, response: { 200: okEnvelope(consolePopupSchema) } } },
    async (request) => ({ success: true as const, value: await service.createPopup(app.db, actorOf(operatorOf(request)), request.body) }),
  );
  app.put(
    '/ops-api/popups/:id',
    { config: manage, schema: { tags, description: 'Changes an announcement popup (audited with before and after).', params, body: popupInputSchema, response: { 200: okEnvelope(consolePopupSchema) } } },
    async (request) => ({ success: true as const, value: await service.updatePopup(app.db, actorOf(operatorOf(request)), request.params.id, request.body) }),
  );
  app.delete('/ops-api/popups/:id', { config: manage, schema: { tags, description: 'Removes an announcement popup (audited).', params, response: removed } }, async (request) => {
    await service.deletePopup(app.db, actorOf(operatorOf(request)), request.params.id);
    return { success: true as const, value: null };
  });

  app.get(
    '/ops-api/help-articles',
    { config: read, schema: { tags, description: "The help centre's articles in display order (categories in the order of their first article).", response: { 200: okEnvelope(consoleHelpArticleListSchema) } } },
    async (request) => ({ success: true as const, value: { list: await service.helpArticleList(app.db, operatorOf(request).merchantId) } }),
  );
  app.post(
    '/ops-api/help-articles',
    { config: manage, schema: { tags, description: 'Adds a help article; its slug must be free (audited).', body: helpArticleInputSchema, response: { 200: okEnvelope(consoleHelpArticleSchema) } } },
    async (request) => ({ success: true as const, value: await service.createHelpArticle(app.db, actorOf(operatorOf(request)), request.body) }),
  );
  app.put(
    '/ops-api/help-articles/:id',
    { config: manage, schema: { tags, description: 'Changes a help article; its category title applies to the whole category (audited with before and after).', params, body: helpArticleInputSchema, response: { 200: okEnvelope(consoleHelpArticleSchema) } } },
    async (request) => ({ success: true as const, value: await service.updateHelpArticle(app.db, actorOf(operatorOf(request)), request.params.id, request.body) }),
  );
  app.delete('/ops-api/help-articles/:id', { config: manage, schema: { tags, description: 'Removes a help article (audited).', params, response: removed } }, async (request) => {
    await service.deleteHelpArticle(app.db, actorOf(operatorOf(request)), request.params.id);
    return { success: true as const, value: null };
  });
};

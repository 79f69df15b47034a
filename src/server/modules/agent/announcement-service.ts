import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AgentAnnouncementPage } from '@shared/api/agent';
import { DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import type { Db } from '../../db/client';
import { agentAnnouncementReads, agentAnnouncements } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { localize } from '../system/projection';
import { requireAgent, type AgentRef } from './team-service';

/** The merchant's announcements to agents, newest first, each with whether this agent has read it. */
export async function agentAnnouncementPage(
  db: Db,
  merchantId: number,
  agent: AgentRef,
  query: { language?: Language | undefined; page: number; size: number },
): Promise<AgentAnnouncementPage> {
  requireAgent(agent);
  const readBy = and(eq(agentAnnouncementReads.announcementId, agentAnnouncements.id), eq(agentAnnouncementReads.memberId, agent.id));
  const rows = await db
    .select({ id: agentAnnouncements.id, title: agentAnnouncements.title, content: agentAnnouncements.content, publishedAt: agentAnnouncements.publishedAt, readAt: agentAnnouncementReads.readAt })
    .from(agentAnnouncements)
    .leftJoin(agentAnnouncementReads, readBy)
    .where(eq(agentAnnouncements.merchantId, merchantId))
    .orderBy(desc(agentAnnouncements.publishedAt), desc(agentAnnouncements.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${agentAnnouncementReads.memberId} is null)::int` })
    .from(agentAnnouncements)
    .leftJoin(agentAnnouncementReads, readBy)
    .where(eq(agentAnnouncements.merchantId, merchantId));
  const language = query.language ?? DEFAULT_LANGUAGE;
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: localize(row.title, language),
      content: localize(row.content, language),
      publishedAt: row.publishedAt.toISOString(),
      read: row.readAt !== null,
    })),
    total: Number(totals?.total ?? 0),
    unread: Number(totals?.unread ?? 0),
    page: query.page,
    size: query.size,
  };
}

/** Marks an announcement read (again: nothing changes). Another merchant's, or none: the same 404. */
export async function markAnnouncementRead(db: Db, merchantId: number, agent: AgentRef, id: number): Promise<{ read: true }> {
  requireAgent(agent);
  const [announcement] = await db
    .select({ id: agentAnnouncements.id })
    .from(agentAnnouncements)
    .where(and(eq(agentAnnouncements.id, id), eq(agentAnnouncements.merchantId, merchantId)));
  if (!announcement) throw new AppError('not_found', 'No such announcement');
  await db.insert(agentAnnouncementReads).values({ announcementId: id, memberId: agent.id }).onConflictDoNothing();
  return { read: true };
}

import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { ContractKind } from '@shared/api/contracts';
import { contractSettlements } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';
import type { SettlementRow } from './settlement-repository';

/** Settlements the agent received (as payee) or paid (as payer), newest period first. */
export async function settlementsOf(tx: Tx, q: { merchantId: number; agentId: number; kind: ContractKind; role?: 'received' | 'paid'; page: number; size: number }): Promise<{ rows: SettlementRow[]; total: number }> {
  const mine =
    q.role === 'received'
      ? eq(contractSettlements.agentId, q.agentId)
      : q.role === 'paid'
        ? eq(contractSettlements.payerId, q.agentId)
        : or(eq(contractSettlements.agentId, q.agentId), eq(contractSettlements.payerId, q.agentId));
  const where = and(eq(contractSettlements.merchantId, q.merchantId), eq(contractSettlements.kind, q.kind), mine);
  const rows = await tx
    .select()
    .from(contractSettlements)
    .where(where)
    .orderBy(desc(contractSettlements.periodStart), desc(contractSettlements.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [counted] = await tx.select({ n: count() }).from(contractSettlements).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Over every standing settlement of the kind: received, paid, owed to the agent, owed by it. */
export async function settlementTotals(tx: Tx, merchantId: number, agentId: number, kind: ContractKind) {
  const standing = sql`${contractSettlements.status} <> 'voided'`;
  const [row] = await tx
    .select({
      received: sql<string>`coalesce(sum(${contractSettlements.paid}) filter (where ${contractSettlements.agentId} = ${agentId}), 0)`,
      paid: sql<string>`coalesce(sum(${contractSettlements.paid}) filter (where ${contractSettlements.payerId} = ${agentId}), 0)`,
      owedToMe: sql<string>`coalesce(sum(${contractSettlements.amount} - ${contractSettlements.paid}) filter (where ${contractSettlements.agentId} = ${agentId}), 0)`,
      owedByMe: sql<string>`coalesce(sum(${contractSettlements.amount} - ${contractSettlements.paid}) filter (where ${contractSettlements.payerId} = ${agentId}), 0)`,
    })
    .from(contractSettlements)
    .where(and(eq(contractSettlements.merchantId, merchantId), eq(contractSettlements.kind, kind), standing, or(eq(contractSettlements.agentId, agentId), eq(contractSettlements.payerId, agentId))));
  return { received: Number(row?.received ?? 0), paid: Number(row?.paid ?? 0), owedToMe: Number(row?.owedToMe ?? 0), owedByMe: Number(row?.owedByMe ?? 0) };
}

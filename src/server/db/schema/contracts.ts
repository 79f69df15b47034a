import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractKind, ContractPeriodType, ContractTier } from '@shared/api/contracts';
import { members } from './members';
import { merchants } from './merchants';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Agent contracts (modules/contracts). One row per offer: it stays `offered` until the agent answers
 * or it lapses, then is `active` until it ends (terminated, replaced by a newer contract, or ended
 * automatically when the upline's own contract no longer covers its rates). An agent has at most
 * one contract in force and one open offer per kind. `upline_id` is null for the house (operators).
 * A contract settles every period that ends after it was accepted and no later than it ended.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodType: text('period_type').$type<ContractPeriodType>().notNull(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    status: text('status').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    uplineId: integer('upline_id').references(() => members.id),
    offeredBy: text('offered_by').notNull(),
    offeredAt: at('offered_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    terminationRequestedBy: text('termination_requested_by'),
    terminationRequestedAt: at('termination_requested_at'),
    terminationExpiresAt: at('termination_expires_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_idx').on(t.agentId, t.kind).where(sql`status = 'active'`),
    uniqueIndex('agent_contracts_offered_idx').on(t.agentId, t.kind).where(sql`status = 'offered'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_settle_idx').on(t.merchantId, t.kind, t.periodType, t.acceptedAt),
  ],
);

/** Every contract event, append-only (a trigger refuses UPDATE and DELETE): actor, time and terms. */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    event: text('event').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    periodType: text('period_type').$type<ContractPeriodType>().notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('agent_contract_events_contract_idx').on(t.contractId, t.id)],
);

/**
 * One settlement run: every contract of a kind and period type for one period, paid in one
 * transaction. The key (with `generation`, raised only when an operator voids a run) is what makes a
 * period's money move once, whatever retries, restarts or second processes.
 */
export const contractSettlementRuns = pgTable(
  'contract_settlement_runs',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    periodType: text('period_type').notNull(),
    periodStart: at('period_start').notNull(),
    generation: integer('generation').notNull().default(0),
    periodEnd: at('period_end').notNull(),
    /** done, or voided (its transfers reversed). */
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    settledAt: at('settled_at').notNull().defaultNow(),
    voidedAt: at('voided_at'),
    contracts: integer('contracts').notNull().default(0),
    total: money('total'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.periodType, t.periodStart, t.generation] }), index('contract_settlement_runs_end_idx').on(t.merchantId, t.kind, t.periodType, t.periodEnd)],
);

/** One contract's settlement for one period, with every input that decided it. */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    periodType: text('period_type').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    generation: integer('generation').notNull().default(0),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    /** Null: the house paid. */
    payerId: integer('payer_id').references(() => members.id),
    turnover: money('turnover'),
    activeMembers: integer('active_members').notNull().default(0),
    netLoss: money('net_loss'),
    carriedIn: money('carried_in'),
    tier: integer('tier'),
    rateBp: integer('rate_bp').notNull(),
    amount: money('amount'),
    /** Paid so far (a payer short of money pays the rest from later income). */
    paid: money('paid'),
    /** paid, partial, zero or voided. */
    status: text('status').notNull(),
    settledAt: at('settled_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_settlements_key_idx').on(t.contractId, t.periodStart, t.generation),
    index('contract_settlements_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('contract_settlements_payer_idx').on(t.payerId, t.kind, t.periodStart),
    index('contract_settlements_owed_idx').on(t.payerId).where(sql`status = 'partial'`),
  ],
);

import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client';
import type { TreeScope } from './agent-tree';

/**
 * The agent reports' fixture, its money: 1,000,000 game rounds of the tree's players over the last
 * 30 days, posted to the ledger as the seamless wallet would have posted them, with set-based SQL.
 *
 * Why through the ledger rather than straight into the report tables: the reports read
 * member_hourly_totals and member_first_deposits, which a real system derives from ledger_transfers
 * (the member_totals_from_ledger trigger). So the fixture writes ledger transfers (each player's
 * first deposit from payment clearing, then per round a bet to the vendor's settlement account and,
 * for the rounds that pay, a win back), both entries of each with balance_after, and the balances
 * they add up to, as ledger_post_transfer does one transfer at a time; a deposit covers all of its
 * player's stakes, so no wallet is ever below zero. The report figures are then derived from those
 * transfers in one GROUP BY by member_totals_add's rules rather than by the trigger row by row (on
 * PostgreSQL the trigger alone took about 250 s of a 7-minute build), and agent-check.ts proves
 * them equal to what the trigger's routine gives for a sample; verifyLedger proves the books.
 * Left out: the betting record's game_rounds and seamless_transactions rows (neither measured
 * report reads them) and the jackpot's share of each stake.
 */
export const MONEY = { rounds: 1_000_000, days: 30 } as const;

/** The fixture's transfers: those with an id above `after`. */
export interface FixtureTransfers {
  after: number;
  transfers: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = sql`interval '1 day'`;

/** A vendor of the catalogue that runs on the seamless wallet: its settlement account takes the stakes. */
async function seamlessVendor(tx: Tx, merchantId: number): Promise<string> {
  const [vendor] = rowsOf<{ code: string }>(
    await tx.execute(sql`select code from vendors where merchant_id = ${merchantId} and wallet_mode = 'seamless' order by code limit 1`),
  );
  if (!vendor) throw new Error('bench: no seamless vendor in the catalogue');
  return vendor.code;
}

/**
 * The rounds: a player drawn at random per round, a time after its registration within the last 30
 * days, a stake of 1 to 100 (whole units), and a win for about half of them (0.5 to 3.5 times the
 * stake, so the players get back about 96 % of what they stake). Temp tables live until commit.
 */
async function planRounds(tx: Tx, scope: TreeScope): Promise<void> {
  await tx.execute(sql`
    create temp table tree_players on commit drop as
    select row_number() over (order by t.descendant_id)::int as n, t.descendant_id as member_id,
           greatest(m.created_at, now() - ${MONEY.days} * ${DAY}) as since
      from member_tree t join members m on m.id = t.descendant_id
     where t.ancestor_id = ${scope.bossId} and m.type = 0`);
  const [players] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tree_players`));
  await tx.execute(sql`
    create temp table tree_rounds on commit drop as
    select g.seq, p.member_id, p.since + g.u * (now() - interval '5 minutes' - p.since) as at, g.bet,
           case when g.w < 0.48 then round(g.bet * (0.5 + g.w / 0.48 * 3))::bigint else 0 end as win
      from (select seq, 1 + floor(random() * ${players?.n ?? 0})::int as n, random() as u, (1 + floor(random() * 100))::bigint * 100 as bet, random() as w
              from generate_series(1, ${MONEY.rounds}) seq offset 0) g
      join tree_players p on p.n = g.n`);
}

/** Every movement of the fixture in time order: deposits first per player, then bets and wins. */
async function planMoves(tx: Tx, vendor: string): Promise<void> {
  await tx.execute(sql`
    create temp table tree_moves on commit drop as
    select min(at) - interval '10 minutes' as at, 0 as step, member_id, 'deposit' as type, sum(bet) + 100000 as amount,
           'deposit:tree-' || member_id as key, 'tree-' || member_id as reference, 'gateway:demo-gateway' as actor
      from tree_rounds group by member_id
    union all
    select at, 1, member_id, 'bet', bet, 'seamless:' || ${vendor} || ':tree-' || seq || '-b', 'tree-' || seq, 'vendor:' || ${vendor} from tree_rounds
    union all
    select at + interval '20 seconds', 2, member_id, 'win', win, 'seamless:' || ${vendor} || ':tree-' || seq || '-w', 'tree-' || seq, 'vendor:' || ${vendor}
      from tree_rounds where win > 0`);
}

/**
 * Writes the plan to the ledger, in the caller's transaction, as ledger_post_transfer would have one
 * transfer at a time: transfers in time order (so ids follow time), both entries of each with
 * balance_after as the account's running total in transfer order, balances moved by the entries'
 * sums. Answers the last transfer id before the fixture's and how many it wrote.
 */
async function post(tx: Tx, scope: TreeScope, vendor: string): Promise<FixtureTransfers> {
  const { merchantId, currency } = scope;
  await tx.execute(sql`
    insert into ledger_accounts (merchant_id, kind, owner_id, code, currency, allow_negative)
    select ${merchantId}, 'player_main', member_id, '', ${currency}, false from tree_players`);
  const [house] = rowsOf<{ clearing: number; settlement: number; after: string | number }>(
    await tx.execute(sql`
      select ledger_open_account(${merchantId}, 'payment_clearing', 0, '', ${currency}, true) as clearing,
             ledger_open_account(${merchantId}, 'vendor_settlement', 0, ${vendor}, ${currency}, true) as settlement,
             (select coalesce(max(id), 0) from ledger_transfers) as after`),
  );
  if (!house) throw new Error('bench: no house accounts');
  const after = Number(house.after);
  // Live transfers on the two shared accounts wait until the fixture commits.
  await tx.execute(sql`select 1 from ledger_accounts where id in (${house.clearing}, ${house.settlement}) order by id for no key update`);
  await tx.execute(sql`
    insert into ledger_transfers (merchant_id, idempotency_key, request_hash, type, reference, actor, debit_account_id, credit_account_id, amount, currency, created_at)
    select ${merchantId}, mv.key, encode(sha256(convert_to(mv.key, 'UTF8')), 'hex'), mv.type, mv.reference, mv.actor,
           case mv.type when 'deposit' then ${house.clearing} when 'bet' then w.id else ${house.settlement} end,
           case mv.type when 'bet' then ${house.settlement} else w.id end,
           mv.amount, ${currency}, mv.at
      from tree_moves mv
      join ledger_accounts w on w.merchant_id = ${merchantId} and w.kind = 'player_main' and w.owner_id = mv.member_id and w.code = '' and w.currency = ${currency}
     order by mv.at, mv.step`);
  await tx.execute(sql`analyze ledger_transfers`);
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    select e.transfer_id, e.account_id, e.amount, a.balance + sum(e.amount) over (partition by e.account_id order by e.transfer_id), e.created_at
      from (select id as transfer_id, debit_account_id as account_id, -amount as amount, 0 as side, created_at from ledger_transfers where id > ${after}
            union all
            select id, credit_account_id, amount, 1, created_at from ledger_transfers where id > ${after}) e
      join ledger_accounts a on a.id = e.account_id
     order by e.transfer_id, e.side`);
  await tx.execute(sql`
    update ledger_accounts a set balance = a.balance + d.delta
      from (select account_id, sum(amount) as delta from ledger_entries where transfer_id > ${after} group by account_id) d
     where a.id = d.account_id`);
  const [count] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ledger_transfers where id > ${after}`));
  return { after, transfers: count?.n ?? 0 };
}

/**
 * member_hourly_totals and member_first_deposits for the fixture's transfers, set-based, by the
 * rules of member_totals_add for the three types the fixture writes (a deposit credited to, a bet
 * debited from, a win credited to a member's wallet, in the transfer's UTC hour).
 */
async function reportTotals(tx: Tx, after: number): Promise<void> {
  await tx.execute(sql`
    insert into member_hourly_totals (member_id, merchant_id, currency, hour, deposits, deposit_count, bets, bet_count, wins)
    select a.owner_id, t.merchant_id, t.currency, date_trunc('hour', t.created_at at time zone 'UTC') at time zone 'UTC',
           coalesce(sum(t.amount) filter (where t.type = 'deposit'), 0), count(*) filter (where t.type = 'deposit'),
           coalesce(sum(t.amount) filter (where t.type = 'bet'), 0), count(*) filter (where t.type = 'bet'),
           coalesce(sum(t.amount) filter (where t.type = 'win'), 0)
      from ledger_transfers t
      join ledger_accounts a on a.id = case t.type when 'bet' then t.debit_account_id else t.credit_account_id end
     where t.id > ${after}
     group by 1, 2, 3, 4
     order by 1, 4`);
  await tx.execute(sql`
    insert into member_first_deposits (member_id, transfer_id, amount, currency, at)
    select a.owner_id, t.id, t.amount, t.currency, t.created_at
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
     where t.id > ${after} and t.type = 'deposit'`);
}

/** The rounds, their ledger transfers and report figures, in the caller's transaction. */
export async function insertRounds(tx: Tx, scope: TreeScope): Promise<FixtureTransfers> {
  const vendor = await seamlessVendor(tx, scope.merchantId);
  await planRounds(tx, scope);
  await planMoves(tx, vendor);
  // Bulk-load mode for this transaction only: no per-row triggers, so neither the report trigger
  // (reportTotals does its work set-based, agent-check proves it equal) nor the foreign-key checks
  // (every reference is made by a join with the row it names; verifyLedger joins them again).
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`set local work_mem = '128MB'`);
  const written = await post(tx, scope, vendor);
  await reportTotals(tx, written.after);
  await tx.execute(sql`set local session_replication_role = origin`);
  return written;
}

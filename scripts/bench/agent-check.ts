import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client';
import type { FixtureTransfers } from './agent-money';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Players whose figures are recomputed by the database's own routine. */
const SAMPLE = 300;

/**
 * Proves the set-based report figures equal what the live trigger would have written: for a random
 * sample of the fixture's players, their member_hourly_totals and member_first_deposits rows are
 * kept aside, deleted, and rebuilt by replaying each of their transfers in id order through
 * member_totals_apply (the routine behind the member_totals_from_ledger trigger and
 * member_totals_rebuild); the two sets must be equal, or the build fails. Answers the rows compared.
 */
export async function checkReportFigures(tx: Tx, written: FixtureTransfers): Promise<number> {
  const { after } = written;
  await tx.execute(sql`
    create temp table tree_sample on commit drop as
    select p.member_id, a.id as account_id from tree_players p
      join ledger_accounts a on a.owner_id = p.member_id and a.kind = 'player_main'
     order by random() limit ${SAMPLE}`);
  await tx.execute(sql`
    create temp table tree_expected on commit drop as
    select h.* from member_hourly_totals h where h.member_id in (select member_id from tree_sample)`);
  await tx.execute(sql`
    create temp table tree_expected_first on commit drop as
    select f.* from member_first_deposits f where f.member_id in (select member_id from tree_sample)`);
  await tx.execute(sql`delete from member_hourly_totals h using tree_sample s where h.member_id = s.member_id`);
  await tx.execute(sql`delete from member_first_deposits f using tree_sample s where f.member_id = s.member_id`);
  await tx.execute(sql`
    select member_totals_apply(t)
      from (select t.* from ledger_transfers t
             where t.id > ${after}
               and (t.debit_account_id in (select account_id from tree_sample) or t.credit_account_id in (select account_id from tree_sample))
             order by t.id) t`);
  const [diff] = rowsOf<{ missing: number; extra: number; compared: number }>(
    await tx.execute(sql`
      with replayed as (select h.* from member_hourly_totals h where h.member_id in (select member_id from tree_sample)),
           replayed_first as (select f.* from member_first_deposits f where f.member_id in (select member_id from tree_sample))
      select (select count(*) from (select * from tree_expected except select * from replayed) x)
             + (select count(*) from (select * from tree_expected_first except select * from replayed_first) x) as missing,
             (select count(*) from (select * from replayed except select * from tree_expected) x)
             + (select count(*) from (select * from replayed_first except select * from tree_expected_first) x) as extra,
             (select count(*) from tree_expected) + (select count(*) from tree_expected_first) as compared`),
  );
  if (!diff || Number(diff.missing) + Number(diff.extra) > 0 || Number(diff.compared) === 0) {
    throw new Error(`bench: the fixture's report figures differ from member_totals_apply's: ${JSON.stringify(diff)}`);
  }
  return Number(diff.compared);
}

-- team_totals_catch_up: brings the agent reports' team rollups (per ancestor and day of the
-- merchant's zone) up to date.
--
-- Guarantees: after team_totals_catch_up() returns, for every merchant whose zone and currency are
-- those of team_totals_zone:
--   member_daily_totals   = member_hourly_totals summed into the zone's days, with each member's
--                           first deposit and registration on their day;
--   member_applied_balances = each member's main-wallet balances;
--   team_daily_totals     = member_daily_totals summed over everyone below each ancestor (depth 1
--                           and deeper: a member with nobody below it has no rows);
--   team_daily_active     = per ancestor, day and previous active day, how many of those below it
--                           have those two consecutive active days (bet_count > 0);
--   team_balances         = member_applied_balances summed over everyone below each ancestor.
-- Writers never touch these tables: member_totals_apply and member_tree_maintain append the member
-- and the instant to team_totals_dirty in their own transaction (no row that two writers wait on,
-- so the seamless wallet's hot path stays as it was). The catch-up deletes the marks it reads, then
-- recomputes those members' days from the hourly totals (state, not deltas: a day recomputed twice
-- gives the same figures), compares them with member_daily_totals and adds only the difference to
-- the member's ancestors. A mark committed after the delete stays for the next catch-up, which finds
-- the same state or a newer one; so nothing is counted twice or missed, whatever retries, restarts
-- or second processes happen. One catch-up runs at a time (transaction-level advisory lock), and a
-- move of a member takes the same lock to carry its subtree's applied figures from the old
-- ancestors to the new ones (team_totals_shift). A merchant whose zone or currency changed, or that
-- has no team_totals_zone row (a database that held figures before migration 0021), is rebuilt from
-- the hourly totals at the next catch-up (team_totals_rebuild).
-- Called by: the report service before it reads (catch-up), member_tree_maintain (through team_totals_shift),
-- member_totals_rebuild (drops the zone row), the server's schedule, the bench fixture.
-- History: created with migration 0021.
-- Applies the marks: recomputes the marked members' days and balances and adds the differences to
-- their ancestors. Answers how many marks it applied. Rebuilds merchants whose zone changed first.
CREATE OR REPLACE FUNCTION team_totals_catch_up() RETURNS integer AS $$
DECLARE
  v_merchant record;
  v_marks integer;
BEGIN
  PERFORM team_totals_lock();
  FOR v_merchant IN
    SELECT m.id, coalesce(m.config ->> 'timeZone', 'Asia/Bangkok') AS time_zone, m.config -> 'currency' ->> 'code' AS currency
      FROM merchants m LEFT JOIN team_totals_zone z ON z.merchant_id = m.id
     WHERE z.merchant_id IS NULL OR z.time_zone <> coalesce(m.config ->> 'timeZone', 'Asia/Bangkok')
        OR z.currency IS DISTINCT FROM m.config -> 'currency' ->> 'code'
  LOOP
    PERFORM team_totals_rebuild(v_merchant.id, v_merchant.time_zone, v_merchant.currency);
  END LOOP;
  IF NOT EXISTS (SELECT 1 FROM team_totals_dirty) THEN
    RETURN 0;
  END IF;

  DROP TABLE IF EXISTS tt_marks;
  CREATE TEMP TABLE tt_marks AS
  WITH taken AS (DELETE FROM team_totals_dirty RETURNING member_id, at)
  SELECT member_id, at FROM taken;
  GET DIAGNOSTICS v_marks = ROW_COUNT;

  DROP TABLE IF EXISTS tt_keys;
  CREATE TEMP TABLE tt_keys AS
  SELECT DISTINCT k.member_id, (k.at AT TIME ZONE z.time_zone)::date AS day, z.time_zone, z.currency
    FROM tt_marks k JOIN members m ON m.id = k.member_id JOIN team_totals_zone z ON z.merchant_id = m.merchant_id;
  PERFORM team_totals_recompute();

  -- Active-day pairs of the marked members before, from the first changed day on.
  DROP TABLE IF EXISTS tt_first;
  CREATE TEMP TABLE tt_first AS SELECT member_id, min(day) AS day FROM tt_keys GROUP BY member_id;
  DROP TABLE IF EXISTS tt_pairs_before;
  CREATE TEMP TABLE tt_pairs_before AS
  SELECT p.member_id, p.currency, p.day, p.prev_day
    FROM member_active_pairs((SELECT array_agg(member_id) FROM tt_first)) p JOIN tt_first f ON f.member_id = p.member_id AND p.day >= f.day;

  -- The days' differences, then the applied days become the recomputed ones.
  DROP TABLE IF EXISTS tt_day_delta;
  CREATE TEMP TABLE tt_day_delta AS
  SELECT coalesce(n.member_id, o.member_id) AS member_id, coalesce(n.currency, o.currency) AS currency, coalesce(n.day, o.day) AS day,
         coalesce(n.deposits, 0) - coalesce(o.deposits, 0) AS deposits, coalesce(n.deposit_count, 0) - coalesce(o.deposit_count, 0) AS deposit_count,
         coalesce(n.withdrawals, 0) - coalesce(o.withdrawals, 0) AS withdrawals, coalesce(n.withdrawal_count, 0) - coalesce(o.withdrawal_count, 0) AS withdrawal_count,
         coalesce(n.bets, 0) - coalesce(o.bets, 0) AS bets, coalesce(n.bet_count, 0) - coalesce(o.bet_count, 0) AS bet_count,
         coalesce(n.refunded_bets, 0) - coalesce(o.refunded_bets, 0) AS refunded_bets, coalesce(n.wins, 0) - coalesce(o.wins, 0) AS wins,
         coalesce(n.bonuses, 0) - coalesce(o.bonuses, 0) AS bonuses, coalesce(n.rebates, 0) - coalesce(o.rebates, 0) AS rebates,
         coalesce(n.adjustments, 0) - coalesce(o.adjustments, 0) AS adjustments,
         coalesce(n.first_deposits, 0) - coalesce(o.first_deposits, 0) AS first_deposits,
         coalesce(n.registrations, 0) - coalesce(o.registrations, 0) AS registrations
    FROM tt_new n
    FULL JOIN (SELECT o.* FROM member_daily_totals o JOIN tt_keys k ON k.member_id = o.member_id AND k.day = o.day) o
      ON o.member_id = n.member_id AND o.currency = n.currency AND o.day = n.day;
  DELETE FROM member_daily_totals o USING tt_keys k WHERE o.member_id = k.member_id AND o.day = k.day;
  INSERT INTO member_daily_totals SELECT member_id, currency, day, deposits, deposit_count, withdrawals, withdrawal_count, bets, bet_count,
    refunded_bets, wins, bonuses, rebates, adjustments, first_deposits, registrations FROM tt_new;

  DROP TABLE IF EXISTS tt_pair_delta;
  CREATE TEMP TABLE tt_pair_delta AS
  SELECT member_id, currency, day, prev_day, sum(n)::int AS n FROM (
    SELECT p.member_id, p.currency, p.day, p.prev_day, 1 AS n
      FROM member_active_pairs((SELECT array_agg(member_id) FROM tt_first)) p JOIN tt_first f ON f.member_id = p.member_id AND p.day >= f.day
    UNION ALL
    SELECT member_id, currency, day, prev_day, -1 FROM tt_pairs_before
  ) s GROUP BY member_id, currency, day, prev_day HAVING sum(n) <> 0;

  -- Balances: the marked members' main wallets now against what was counted.
  DROP TABLE IF EXISTS tt_balance_delta;
  CREATE TEMP TABLE tt_balance_delta AS
  SELECT coalesce(n.member_id, o.member_id) AS member_id, coalesce(n.currency, o.currency) AS currency,
         coalesce(n.balance, 0) - coalesce(o.balance, 0) AS delta, n.balance
    FROM (SELECT a.owner_id AS member_id, a.currency, a.balance FROM ledger_accounts a JOIN tt_first f ON f.member_id = a.owner_id
           WHERE a.kind = 'player_main' AND a.code = '') n
    FULL JOIN (SELECT b.* FROM member_applied_balances b JOIN tt_first f ON f.member_id = b.member_id) o
      ON o.member_id = n.member_id AND o.currency = n.currency;
  INSERT INTO member_applied_balances AS b (member_id, currency, balance)
  SELECT member_id, currency, balance FROM tt_balance_delta WHERE balance IS NOT NULL
  ON CONFLICT (member_id, currency) DO UPDATE SET balance = excluded.balance;
  PERFORM team_totals_spread();
  RETURN v_marks;
END;
$$ LANGUAGE plpgsql;

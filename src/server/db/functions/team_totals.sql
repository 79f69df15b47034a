-- team_totals: the agent reports' team rollups, per ancestor and day of the merchant's zone.
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
-- Called by: the report service before it reads (catch-up), member_tree_maintain (shift),
-- member_totals_rebuild (drops the zone row), the server's schedule, the bench fixture.
-- History: created with migration 0021.

-- The active days (bet_count > 0) of some members with the active day before each (-infinity for
-- the first), from the applied daily figures.
CREATE OR REPLACE FUNCTION member_active_pairs(p_members integer[])
RETURNS TABLE (member_id integer, currency text, day date, prev_day date) AS $$
  SELECT d.member_id, d.currency, d.day,
         coalesce(lag(d.day) OVER (PARTITION BY d.member_id, d.currency ORDER BY d.day), '-infinity'::date)
    FROM member_daily_totals d
   WHERE d.member_id = ANY (p_members) AND d.bet_count > 0;
$$ LANGUAGE sql STABLE;

-- The arbitrary constant naming the rollups' advisory lock (the tree's is 7203115).
CREATE OR REPLACE FUNCTION team_totals_lock() RETURNS void AS $$
  SELECT pg_advisory_xact_lock(7203116, 0);
$$ LANGUAGE sql;

-- A change to a member's figures or balance at an instant; the next catch-up recomputes its day.
CREATE OR REPLACE FUNCTION team_totals_mark(p_member integer, p_at timestamptz) RETURNS void AS $$
  INSERT INTO team_totals_dirty (member_id, at) VALUES (p_member, p_at);
$$ LANGUAGE sql;

-- A member's figures for some days of its merchant's zone, recomputed from the sources: the hourly
-- totals, the first deposit and the registration. Keys: tt_keys (member_id, day, time_zone, currency).
CREATE OR REPLACE FUNCTION team_totals_recompute() RETURNS void AS $$
BEGIN
  DROP TABLE IF EXISTS tt_new;
  CREATE TEMP TABLE tt_new AS
  SELECT member_id, currency, day,
         sum(deposits)::bigint AS deposits, sum(deposit_count)::int AS deposit_count,
         sum(withdrawals)::bigint AS withdrawals, sum(withdrawal_count)::int AS withdrawal_count,
         sum(bets)::bigint AS bets, sum(bet_count)::int AS bet_count, sum(refunded_bets)::bigint AS refunded_bets,
         sum(wins)::bigint AS wins, sum(bonuses)::bigint AS bonuses, sum(rebates)::bigint AS rebates,
         sum(adjustments)::bigint AS adjustments, sum(first_deposits)::int AS first_deposits, sum(registrations)::int AS registrations
    FROM (
      SELECT h.member_id, h.currency, k.day, h.deposits, h.deposit_count, h.withdrawals, h.withdrawal_count, h.bets, h.bet_count,
             h.refunded_bets, h.wins, h.bonuses, h.rebates, h.adjustments, 0 AS first_deposits, 0 AS registrations
        FROM tt_keys k JOIN member_hourly_totals h ON h.member_id = k.member_id
         AND h.hour >= (k.day::timestamp AT TIME ZONE k.time_zone) AND h.hour < ((k.day + 1)::timestamp AT TIME ZONE k.time_zone)
      UNION ALL
      SELECT f.member_id, f.currency, k.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0
        FROM tt_keys k JOIN member_first_deposits f ON f.member_id = k.member_id AND (f.at AT TIME ZONE k.time_zone)::date = k.day
      UNION ALL
      SELECT m.id, k.currency, k.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
        FROM tt_keys k JOIN members m ON m.id = k.member_id AND (m.created_at AT TIME ZONE k.time_zone)::date = k.day
    ) s
   GROUP BY member_id, currency, day;
END;
$$ LANGUAGE plpgsql;

-- Adds the rows of tt_day_delta (member_id, currency, day, figures), tt_pair_delta (member_id,
-- currency, day, prev_day, n) and tt_balance_delta (member_id, currency, delta) to every ancestor of
-- each member (depth 1 and up: the member's own figures are member_daily_totals).
CREATE OR REPLACE FUNCTION team_totals_spread() RETURNS void AS $$
BEGIN
  INSERT INTO team_daily_totals AS t (ancestor_id, currency, day, deposits, deposit_count, withdrawals, withdrawal_count, bets, bet_count,
    refunded_bets, wins, bonuses, rebates, adjustments, first_deposits, registrations)
  SELECT mt.ancestor_id, d.currency, d.day, sum(d.deposits), sum(d.deposit_count), sum(d.withdrawals), sum(d.withdrawal_count),
         sum(d.bets), sum(d.bet_count), sum(d.refunded_bets), sum(d.wins), sum(d.bonuses), sum(d.rebates), sum(d.adjustments),
         sum(d.first_deposits), sum(d.registrations)
    FROM tt_day_delta d JOIN member_tree mt ON mt.descendant_id = d.member_id AND mt.depth > 0
   GROUP BY mt.ancestor_id, d.currency, d.day
  ON CONFLICT (ancestor_id, currency, day) DO UPDATE SET
    deposits = t.deposits + excluded.deposits, deposit_count = t.deposit_count + excluded.deposit_count,
    withdrawals = t.withdrawals + excluded.withdrawals, withdrawal_count = t.withdrawal_count + excluded.withdrawal_count,
    bets = t.bets + excluded.bets, bet_count = t.bet_count + excluded.bet_count, refunded_bets = t.refunded_bets + excluded.refunded_bets,
    wins = t.wins + excluded.wins, bonuses = t.bonuses + excluded.bonuses, rebates = t.rebates + excluded.rebates,
    adjustments = t.adjustments + excluded.adjustments, first_deposits = t.first_deposits + excluded.first_deposits,
    registrations = t.registrations + excluded.registrations;

  INSERT INTO team_daily_active AS t (ancestor_id, currency, day, prev_day, members)
  SELECT mt.ancestor_id, p.currency, p.day, p.prev_day, sum(p.n)
    FROM tt_pair_delta p JOIN member_tree mt ON mt.descendant_id = p.member_id AND mt.depth > 0
   GROUP BY mt.ancestor_id, p.currency, p.day, p.prev_day
  ON CONFLICT (ancestor_id, currency, day, prev_day) DO UPDATE SET members = t.members + excluded.members;
  DELETE FROM team_daily_active t USING tt_pair_delta p, member_tree mt
   WHERE mt.descendant_id = p.member_id AND mt.depth > 0 AND t.ancestor_id = mt.ancestor_id AND t.currency = p.currency
     AND t.day = p.day AND t.prev_day = p.prev_day AND t.members = 0;

  INSERT INTO team_balances AS t (ancestor_id, currency, balance)
  SELECT mt.ancestor_id, d.currency, sum(d.delta)
    FROM tt_balance_delta d JOIN member_tree mt ON mt.descendant_id = d.member_id AND mt.depth > 0
   WHERE d.delta <> 0 GROUP BY mt.ancestor_id, d.currency
  ON CONFLICT (ancestor_id, currency) DO UPDATE SET balance = t.balance + excluded.balance;
END;
$$ LANGUAGE plpgsql;

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

-- Moves the applied figures of p_root's subtree (p_root included) into (p_sign 1) or out of
-- (p_sign -1) the rollups of p_root's ancestors above it. member_tree_maintain calls it with -1
-- before cutting a moved subtree from its old ancestors and with 1 after hanging it under the new.
-- The subtree's figures are summed first and spread as p_root's.
CREATE OR REPLACE FUNCTION team_totals_shift(p_root integer, p_sign integer) RETURNS void AS $$
DECLARE
  v_members integer[];
BEGIN
  PERFORM team_totals_lock();
  SELECT array_agg(descendant_id) INTO v_members FROM member_tree WHERE ancestor_id = p_root;
  DROP TABLE IF EXISTS tt_day_delta;
  CREATE TEMP TABLE tt_day_delta AS
  SELECT p_root AS member_id, d.currency, d.day, p_sign * sum(d.deposits) AS deposits, p_sign * sum(d.deposit_count) AS deposit_count,
         p_sign * sum(d.withdrawals) AS withdrawals, p_sign * sum(d.withdrawal_count) AS withdrawal_count, p_sign * sum(d.bets) AS bets,
         p_sign * sum(d.bet_count) AS bet_count, p_sign * sum(d.refunded_bets) AS refunded_bets, p_sign * sum(d.wins) AS wins,
         p_sign * sum(d.bonuses) AS bonuses, p_sign * sum(d.rebates) AS rebates, p_sign * sum(d.adjustments) AS adjustments,
         p_sign * sum(d.first_deposits) AS first_deposits, p_sign * sum(d.registrations) AS registrations
    FROM member_daily_totals d WHERE d.member_id = ANY (v_members) GROUP BY d.currency, d.day;
  DROP TABLE IF EXISTS tt_pair_delta;
  CREATE TEMP TABLE tt_pair_delta AS
  SELECT p_root AS member_id, p.currency, p.day, p.prev_day, p_sign * count(*)::int AS n
    FROM member_active_pairs(v_members) p GROUP BY p.currency, p.day, p.prev_day;
  DROP TABLE IF EXISTS tt_balance_delta;
  CREATE TEMP TABLE tt_balance_delta AS
  SELECT p_root AS member_id, b.currency, p_sign * sum(b.balance) AS delta
    FROM member_applied_balances b WHERE b.member_id = ANY (v_members) GROUP BY b.currency;
  PERFORM team_totals_spread();
END;
$$ LANGUAGE plpgsql;

-- Recounts one merchant's rollups from the hourly totals, first deposits, registrations and
-- balances, in the given zone and currency, and records them in team_totals_zone.
CREATE OR REPLACE FUNCTION team_totals_rebuild(p_merchant integer, p_time_zone text, p_currency text) RETURNS void AS $$
BEGIN
  PERFORM team_totals_lock();
  DELETE FROM team_totals_dirty d USING members m WHERE m.id = d.member_id AND m.merchant_id = p_merchant;
  DELETE FROM team_daily_totals t USING members m WHERE m.id = t.ancestor_id AND m.merchant_id = p_merchant;
  DELETE FROM team_daily_active t USING members m WHERE m.id = t.ancestor_id AND m.merchant_id = p_merchant;
  DELETE FROM team_balances t USING members m WHERE m.id = t.ancestor_id AND m.merchant_id = p_merchant;
  DELETE FROM member_daily_totals t USING members m WHERE m.id = t.member_id AND m.merchant_id = p_merchant;
  DELETE FROM member_applied_balances t USING members m WHERE m.id = t.member_id AND m.merchant_id = p_merchant;

  -- Every day of every member of the merchant with a figure: the recompute over all of them.
  DROP TABLE IF EXISTS tt_keys;
  CREATE TEMP TABLE tt_keys AS
  SELECT DISTINCT member_id, day, p_time_zone AS time_zone, p_currency AS currency FROM (
    SELECT h.member_id, (h.hour AT TIME ZONE p_time_zone)::date AS day FROM member_hourly_totals h WHERE h.merchant_id = p_merchant
    UNION ALL
    SELECT f.member_id, (f.at AT TIME ZONE p_time_zone)::date FROM member_first_deposits f JOIN members m ON m.id = f.member_id WHERE m.merchant_id = p_merchant
    UNION ALL
    SELECT m.id, (m.created_at AT TIME ZONE p_time_zone)::date FROM members m WHERE m.merchant_id = p_merchant
  ) s;
  PERFORM team_totals_recompute();
  INSERT INTO member_daily_totals SELECT member_id, currency, day, deposits, deposit_count, withdrawals, withdrawal_count, bets, bet_count,
    refunded_bets, wins, bonuses, rebates, adjustments, first_deposits, registrations FROM tt_new;
  INSERT INTO member_applied_balances (member_id, currency, balance)
  SELECT a.owner_id, a.currency, a.balance FROM ledger_accounts a JOIN members m ON m.id = a.owner_id
   WHERE a.merchant_id = p_merchant AND a.kind = 'player_main' AND a.code = '' AND m.merchant_id = p_merchant;

  DROP TABLE IF EXISTS tt_day_delta;
  CREATE TEMP TABLE tt_day_delta AS SELECT * FROM tt_new;
  DROP TABLE IF EXISTS tt_pair_delta;
  CREATE TEMP TABLE tt_pair_delta AS
  SELECT p.member_id, p.currency, p.day, p.prev_day, 1 AS n
    FROM member_active_pairs((SELECT array_agg(id) FROM members WHERE merchant_id = p_merchant)) p;
  DROP TABLE IF EXISTS tt_balance_delta;
  CREATE TEMP TABLE tt_balance_delta AS
  SELECT b.member_id, b.currency, b.balance AS delta FROM member_applied_balances b JOIN members m ON m.id = b.member_id WHERE m.merchant_id = p_merchant;
  PERFORM team_totals_spread();

  INSERT INTO team_totals_zone (merchant_id, time_zone, currency) VALUES (p_merchant, p_time_zone, p_currency)
  ON CONFLICT (merchant_id) DO UPDATE SET time_zone = excluded.time_zone, currency = excluded.currency;
END;
$$ LANGUAGE plpgsql;

-- team_totals_rebuild: recounts one merchant's rollups from scratch.
--
-- Guarantees: deletes the merchant's marks and rollups, counts them again from the hourly totals, first
-- deposits, registrations and balances in the given zone and currency, and records that zone.
-- Called by: team_totals_catch_up (a merchant without a team_totals_zone row or with another zone or
-- currency), the agent report bench fixture.
-- History: created with migration 0021.
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

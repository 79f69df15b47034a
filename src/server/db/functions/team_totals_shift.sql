-- team_totals_shift: carries a moved subtree's counted figures between ancestors.
--
-- Guarantees: with p_sign -1 the subtree's (p_root included) member_daily_totals, active-day pairs and
-- applied balances leave every ancestor above p_root; with 1 they join them; under the rollups' lock.
-- Called by: member_tree_maintain (before and after a move).
-- History: created with migration 0021.
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

-- team_totals_spread: adds prepared differences to every ancestor of their members.
--
-- Guarantees: adds tt_day_delta to team_daily_totals, tt_pair_delta to team_daily_active (dropping rows
-- that reach 0) and tt_balance_delta to team_balances, for every ancestor at depth 1 and up.
-- Called by: team_totals_catch_up, team_totals_shift, team_totals_rebuild.
-- History: created with migration 0021.
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

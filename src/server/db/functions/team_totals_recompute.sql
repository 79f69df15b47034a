-- team_totals_recompute: a set of members' days recomputed from their sources.
--
-- Guarantees: fills the temporary table tt_new with, per member, currency and day of tt_keys (member_id,
-- day, time_zone, currency), the sums of member_hourly_totals within that day of the zone, 1 on the
-- day of the member's first deposit and 1 on the day it registered.
-- Called by: team_totals_catch_up, team_totals_rebuild.
-- History: created with migration 0021.
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

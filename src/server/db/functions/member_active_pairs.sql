-- member_active_pairs: the active days of some members, each with the member's active day before it.
--
-- Guarantees: one row per day with bet_count > 0 in member_daily_totals of the given members, prev_day the
-- member's previous such day in the same currency, or -infinity for its first.
-- Called by: team_totals_catch_up, team_totals_shift, team_totals_rebuild.
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

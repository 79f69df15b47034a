-- team_totals_lock: the team rollups' advisory lock.
--
-- Guarantees: one holder at a time, until its transaction ends (7203116; the tree's lock is 7203115).
-- Called by: team_totals_catch_up, team_totals_shift, team_totals_rebuild.
-- History: created with migration 0021.
-- The arbitrary constant naming the rollups' advisory lock (the tree's is 7203115).
CREATE OR REPLACE FUNCTION team_totals_lock() RETURNS void AS $$
  SELECT pg_advisory_xact_lock(7203116, 0);
$$ LANGUAGE sql;

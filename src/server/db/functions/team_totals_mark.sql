-- team_totals_mark: marks a member whose figures or balance changed at an instant.
--
-- Guarantees: appends one row to team_totals_dirty (never updates one, so writers never wait on each
-- other); the next team_totals_catch_up recomputes that member's day.
-- Called by: member_totals_apply (each member side of a ledger transfer), member_tree_maintain (a new member).
-- History: created with migration 0021.
-- A change to a member's figures or balance at an instant; the next catch-up recomputes its day.
CREATE OR REPLACE FUNCTION team_totals_mark(p_member integer, p_at timestamptz) RETURNS void AS $$
  INSERT INTO team_totals_dirty (member_id, at) VALUES (p_member, p_at);
$$ LANGUAGE sql;

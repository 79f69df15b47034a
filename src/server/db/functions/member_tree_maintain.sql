-- member_tree_maintain: keeps the member_tree closure table equal to the upline links of members.
--
-- Guarantees: after every insert of a member and every change of a member's upline_id, in the same
-- transaction, member_tree holds exactly one row (ancestor, descendant, depth) for each member and
-- each of its ancestors (itself at depth 0), so subtree questions never walk the tree. An upline
-- must belong to the same merchant, and a member cannot be moved under itself or one of its own
-- downlines: both raise check_violation (23514) with the message 'member_tree: other merchant' or
-- 'member_tree: cycle', and nothing is written. Changes of the tree are serialised per merchant by a
-- transaction-level advisory lock (moves exclusive, inserts under an upline shared), so two moves at
-- once can neither build a cycle nor leave a stale ancestor row. A new member is marked for the team
-- rollups; a move carries its subtree's rollup figures from the old ancestors to the new.
-- Called by: PostgreSQL, as the AFTER INSERT and AFTER UPDATE OF upline_id triggers on members
-- (registration, the seed, and the operator's move-member in src/server/modules/agent/tree.ts).
-- History: created with migration 0018 (member_tree and its backfill).
CREATE OR REPLACE FUNCTION member_tree_maintain() RETURNS trigger AS $$
DECLARE
  -- Arbitrary constant naming the tree's advisory lock (with the merchant id as the second key).
  c_lock CONSTANT integer := 7203115;
  v_upline_merchant integer;
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    SELECT merchant_id INTO v_upline_merchant FROM members WHERE id = NEW.upline_id;
    IF v_upline_merchant IS DISTINCT FROM NEW.merchant_id THEN
      RAISE EXCEPTION 'member_tree: other merchant' USING ERRCODE = 'check_violation';
    END IF;
  END IF;

  IF TG_OP = 'INSERT' THEN
    IF NEW.upline_id IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock_shared(c_lock, NEW.merchant_id);
    END IF;
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id
    UNION ALL
    SELECT NEW.id, NEW.id, 0;
    PERFORM team_totals_mark(NEW.id, NEW.created_at);
    RETURN NULL;
  END IF;

  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(c_lock, NEW.merchant_id);
  IF NEW.upline_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id) THEN
    RAISE EXCEPTION 'member_tree: cycle' USING ERRCODE = 'check_violation';
  END IF;
  -- The team rollups: the subtree's counted figures leave the old ancestors here and join the new
  -- ones below (team_totals_catch_up.sql), under the rollups' lock.
  PERFORM team_totals_shift(NEW.id, -1);
  -- Cut the subtree from its old ancestors (the pairs inside the subtree stay as they are) ...
  DELETE FROM member_tree t
   USING member_tree sub, member_tree up
   WHERE sub.ancestor_id = NEW.id
     AND up.descendant_id = NEW.id AND up.ancestor_id <> NEW.id
     AND t.descendant_id = sub.descendant_id AND t.ancestor_id = up.ancestor_id;
  -- ... and hang it under the new upline's ancestors, the upline included.
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
    FROM member_tree up, member_tree sub
   WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  PERFORM team_totals_shift(NEW.id, 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_maintain();
CREATE OR REPLACE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_maintain();

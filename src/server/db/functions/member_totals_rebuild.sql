-- member_totals_rebuild: recomputes one merchant's member figures from its whole ledger.
--
-- Guarantees: member_hourly_totals and member_first_deposits of the merchant become exactly what
-- applying every transfer in id order gives, the same rules as the running trigger. The DO block
-- below rebuilds, once, each merchant that migration 0019 marked in member_totals_pending (it held
-- transfers before the trigger existed) and clears the marks; on a fresh database it does nothing.
-- Called by: the DO block below (when this file is applied), the report tests.
-- History: created with migration 0019.
-- Recomputes one merchant's figures from its whole ledger, in transfer order.
CREATE OR REPLACE FUNCTION member_totals_rebuild(p_merchant integer) RETURNS void AS $$
DECLARE
  r ledger_transfers%ROWTYPE;
BEGIN
  DELETE FROM member_hourly_totals WHERE merchant_id = p_merchant;
  DELETE FROM member_first_deposits f USING members m WHERE m.id = f.member_id AND m.merchant_id = p_merchant;
  FOR r IN SELECT * FROM ledger_transfers WHERE merchant_id = p_merchant ORDER BY id LOOP
    PERFORM member_totals_apply(r);
  END LOOP;
  -- The team rollups are recounted from these figures at the next catch-up (team_totals_catch_up.sql).
  DELETE FROM team_totals_zone WHERE merchant_id = p_merchant;
END;
$$ LANGUAGE plpgsql;

-- Databases that held transfers before migration 0019 get their figures once (the migration leaves
-- a marker per merchant; none on a fresh database).
DO $$
DECLARE
  v_merchant integer;
BEGIN
  FOR v_merchant IN SELECT merchant_id FROM member_totals_pending LOOP
    PERFORM member_totals_rebuild(v_merchant);
  END LOOP;
  DELETE FROM member_totals_pending;
END;
$$;

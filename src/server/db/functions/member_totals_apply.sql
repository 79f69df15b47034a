-- member_totals_apply: the effect of one ledger transfer row on its members' figures.
--
-- Guarantees: each side owned by a member (owner_id > 0) is added through member_totals_add with the
-- transfer's type, or for a reversal with the reversed transfer's type, sides swapped back and sign
-- -1; a member's first deposit is remembered once in member_first_deposits; each member side is
-- marked for the team rollups (team_totals_mark, team_totals_catch_up.sql), whatever the type, since every
-- transfer of a member's wallet changes the team's balance.
-- Called by: the member_totals_from_ledger trigger function, member_totals_rebuild.
-- History: created with migration 0019.
-- Both member sides of one transfer row.
CREATE OR REPLACE FUNCTION member_totals_apply(p ledger_transfers) RETURNS void AS $$
DECLARE
  v_type text := p.type;
  v_sign integer := 1;
  v_debit_owner integer;
  v_credit_owner integer;
BEGIN
  IF p.reverses_id IS NOT NULL THEN
    SELECT type INTO v_type FROM ledger_transfers WHERE id = p.reverses_id;
    v_sign := -1;
    -- A reversal moves the money back: the original's debit side is this transfer's credit side.
    SELECT owner_id INTO v_debit_owner FROM ledger_accounts WHERE id = p.credit_account_id;
    SELECT owner_id INTO v_credit_owner FROM ledger_accounts WHERE id = p.debit_account_id;
  ELSE
    SELECT owner_id INTO v_debit_owner FROM ledger_accounts WHERE id = p.debit_account_id;
    SELECT owner_id INTO v_credit_owner FROM ledger_accounts WHERE id = p.credit_account_id;
  END IF;
  IF v_debit_owner > 0 THEN
    PERFORM team_totals_mark(v_debit_owner, p.created_at);
    PERFORM member_totals_add(v_type, 'debit', v_debit_owner, p.merchant_id, p.currency, p.created_at, p.amount, v_sign);
  END IF;
  IF v_credit_owner > 0 THEN
    PERFORM team_totals_mark(v_credit_owner, p.created_at);
    PERFORM member_totals_add(v_type, 'credit', v_credit_owner, p.merchant_id, p.currency, p.created_at, p.amount, v_sign);
  END IF;
  IF v_type = 'deposit' AND v_sign = 1 AND v_credit_owner > 0 THEN
    INSERT INTO member_first_deposits (member_id, transfer_id, amount, currency, at)
    VALUES (v_credit_owner, p.id, p.amount, p.currency, p.created_at)
    ON CONFLICT (member_id) DO NOTHING;
  END IF;
END;
$$ LANGUAGE plpgsql;


-- ledger_open_account: the id of a ledger account, opened when it does not exist yet.
--
-- Guarantees: one account per (merchant, kind, owner, code, currency), also when two transactions
-- open it at once (the unique index decides; the loser reads the winner's row).
-- Called by: ledger_post_transfer, ledger_post_deferred, seamless_post_shares.
-- History: migration 0006.
CREATE OR REPLACE FUNCTION ledger_open_account(
  p_merchant_id integer, p_kind text, p_owner_id integer, p_code text, p_currency text, p_allow_negative boolean
) RETURNS integer AS $$
DECLARE
  v_id integer;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
    WHERE merchant_id = p_merchant_id AND kind = p_kind AND owner_id = p_owner_id AND code = p_code AND currency = p_currency;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  INSERT INTO ledger_accounts (merchant_id, kind, owner_id, code, currency, allow_negative)
    VALUES (p_merchant_id, p_kind, p_owner_id, p_code, p_currency, p_allow_negative)
    ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  -- Opened concurrently by another transaction that has committed by now.
  SELECT id INTO v_id FROM ledger_accounts
    WHERE merchant_id = p_merchant_id AND kind = p_kind AND owner_id = p_owner_id AND code = p_code AND currency = p_currency;
  RETURN v_id;
END;
$$ LANGUAGE plpgsql;

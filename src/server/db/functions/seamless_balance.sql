-- seamless_balance: the balance of one ledger account named by a posting side, optionally locked.
--
-- Guarantees: 0 for an account that does not exist yet; with p_lock the row stays locked
-- (FOR NO KEY UPDATE) to the end of the transaction, so the amount read is the amount moved.
-- Called by: seamless_money_call (the jackpot pool before a jackpot win, the wallet's balance
-- for an answer that moved no money).
-- History: migrations 0012, 0017.
CREATE OR REPLACE FUNCTION seamless_balance(p_merchant_id integer, p_side jsonb, p_currency text, p_lock boolean) RETURNS bigint AS $$
DECLARE
  v_balance bigint;
BEGIN
  IF p_lock THEN
    SELECT balance INTO v_balance FROM ledger_accounts
      WHERE merchant_id = p_merchant_id AND kind = p_side->>'kind' AND owner_id = (p_side->>'ownerId')::integer AND code = p_side->>'code' AND currency = p_currency
      FOR NO KEY UPDATE;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts
      WHERE merchant_id = p_merchant_id AND kind = p_side->>'kind' AND owner_id = (p_side->>'ownerId')::integer AND code = p_side->>'code' AND currency = p_currency;
  END IF;
  RETURN coalesce(v_balance, 0);
END;
$$ LANGUAGE plpgsql;

-- ledger_post_deferred: a transfer whose one side is booked now and whose other side waits for
-- the end of the statement.
--
-- Guarantees: the "now" account is locked FOR NO KEY UPDATE (opened when new), and when it pays
-- (p_now_pays) it is refused as 'insufficient' when short, with nothing written. The "later"
-- account is one that may go negative (a vendor's settlement account, which every seamless call
-- moves); its side is not booked here: the caller keeps (later_account, transfer_id, the later
-- side's signed amount) and hands them to ledger_book_deferred before the statement ends.
-- status: 'posted', 'insufficient', or 'key_taken' (the idempotency key exists: nothing written,
-- the caller decides what that means).
-- Called by: seamless_money_call, seamless_post_shares; ledger.test.ts.
-- History: migration 0017.
CREATE OR REPLACE FUNCTION ledger_post_deferred(
  p_merchant_id integer, p_key text, p_hash text, p_type text, p_reference text, p_actor text,
  p_now_kind text, p_now_owner integer, p_now_code text, p_now_negative boolean,
  p_later_kind text, p_later_owner integer, p_later_code text,
  p_now_pays boolean, p_amount bigint, p_currency text,
  OUT status text, OUT transfer_id bigint, OUT now_balance bigint, OUT later_account integer
) AS $$
DECLARE
  v_now record;
  v_moved bigint := CASE WHEN p_now_pays THEN -p_amount ELSE p_amount END;
BEGIN
  LOOP
    SELECT a.id, a.balance, a.allow_negative INTO v_now FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant_id AND a.kind = p_now_kind AND a.owner_id = p_now_owner AND a.code = p_now_code AND a.currency = p_currency
      FOR NO KEY UPDATE;
    EXIT WHEN FOUND;
    PERFORM ledger_open_account(p_merchant_id, p_now_kind, p_now_owner, p_now_code, p_currency, p_now_negative);
  END LOOP;
  IF p_now_pays AND NOT v_now.allow_negative AND v_now.balance < p_amount THEN
    status := 'insufficient';
    now_balance := v_now.balance;
    RETURN;
  END IF;
  later_account := ledger_open_account(p_merchant_id, p_later_kind, p_later_owner, p_later_code, p_currency, true);
  INSERT INTO ledger_transfers (merchant_id, idempotency_key, request_hash, type, reference, actor, debit_account_id, credit_account_id, amount, currency)
    VALUES (p_merchant_id, p_key, p_hash, p_type, p_reference, p_actor,
      CASE WHEN p_now_pays THEN v_now.id ELSE later_account END, CASE WHEN p_now_pays THEN later_account ELSE v_now.id END, p_amount, p_currency)
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING id INTO transfer_id;
  IF transfer_id IS NULL THEN
    status := 'key_taken';
    RETURN;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + v_moved WHERE a.id = v_now.id RETURNING a.balance INTO now_balance;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES (transfer_id, v_now.id, v_moved, now_balance);
  status := 'posted';
END;
$$ LANGUAGE plpgsql;

-- ledger_book_deferred: books the deferred sides of a statement's transfers.
--
-- Guarantees: per later account, in id order: its lock, one entry per transfer (in posting order)
-- with the account's running balance after it, and one balance update. Refuses (raises) an account
-- that may not go negative: no decision may have waited for its balance. The books are whole when
-- the statement ends, which is all anyone else can see.
-- Called by: seamless_money_calls (at its end); ledger.test.ts.
-- History: migration 0017.
CREATE OR REPLACE FUNCTION ledger_book_deferred(p_accounts integer[], p_transfers bigint[], p_amounts bigint[]) RETURNS void AS $$
DECLARE
  v_account integer;
  v_balance bigint;
  v_negative boolean;
BEGIN
  FOR v_account IN SELECT DISTINCT a FROM unnest(p_accounts) a ORDER BY a LOOP
    SELECT balance, allow_negative INTO v_balance, v_negative FROM ledger_accounts WHERE id = v_account FOR NO KEY UPDATE;
    IF NOT v_negative THEN
      RAISE EXCEPTION 'ledger_book_deferred: account % may not go negative, so its side cannot wait', v_account;
    END IF;
    WITH booked AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
        SELECT d.transfer_id, v_account, d.amount, v_balance + sum(d.amount) OVER (ORDER BY d.ord)
        FROM unnest(p_accounts, p_transfers, p_amounts) WITH ORDINALITY AS d(account_id, transfer_id, amount, ord)
        WHERE d.account_id = v_account
        ORDER BY d.ord
        RETURNING amount
    )
    UPDATE ledger_accounts SET balance = balance + (SELECT sum(amount) FROM booked) WHERE id = v_account;
  END LOOP;
END;
$$ LANGUAGE plpgsql;

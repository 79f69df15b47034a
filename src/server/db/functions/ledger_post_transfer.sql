-- ledger_post_transfer: one double-entry transfer in one statement.
--
-- Guarantees: both accounts opened and locked in id order (FOR NO KEY UPDATE: no deadlock between
-- transfers, and none with the key-share locks of other transactions' new rows); the idempotency
-- key claimed once per merchant; both balances moved and both entries (with balance_after) written
-- atomically. status: 'posted' (moved now), 'replay' (the key exists: its row and entry balances are
-- returned and the caller compares request_hash), 'insufficient', 'same_account' or
-- 'already_reversed' (nothing written). Nothing here decides policy: the caller says which
-- accounts may go negative and maps the status to its errors. p_at stamps the transfer and its
-- entries (created_at); NULL, what every live caller passes, is the database clock (now()). Only a
-- history import (the demo seed) passes a past time, posting in time order so that entry order and
-- time order agree.
-- Called by: the ledger repository (src/server/modules/ledger/repository.ts: one transfer, or a
-- group of them in one statement by the batcher), seamless_post.
-- History: migrations 0006, 0017 (locks FOR NO KEY UPDATE); p_at added in this file (a new
-- parameter list, hence the DROP of the old one).
DROP FUNCTION IF EXISTS ledger_post_transfer(integer, text, text, text, text, text, text, integer, text, boolean, text, integer, text, boolean, bigint, text, bigint);
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_merchant_id integer, p_key text, p_hash text, p_type text, p_reference text, p_actor text,
  p_debit_kind text, p_debit_owner integer, p_debit_code text, p_debit_negative boolean,
  p_credit_kind text, p_credit_owner integer, p_credit_code text, p_credit_negative boolean,
  p_amount bigint, p_currency text, p_reverses_id bigint, p_at timestamptz DEFAULT NULL
) RETURNS TABLE (
  status text, transfer_id bigint, request_hash text, debit_account_id integer, credit_account_id integer,
  amount bigint, currency text, debit_balance bigint, credit_balance bigint, created_at timestamptz
) AS $$
#variable_conflict use_column
DECLARE
  v_debit integer;
  v_credit integer;
  v_debit_balance bigint;
  v_debit_negative boolean;
  v_row ledger_transfers%ROWTYPE;
  v_after_debit bigint;
  v_after_credit bigint;
BEGIN
  v_debit := ledger_open_account(p_merchant_id, p_debit_kind, p_debit_owner, p_debit_code, p_currency, p_debit_negative);
  v_credit := ledger_open_account(p_merchant_id, p_credit_kind, p_credit_owner, p_credit_code, p_currency, p_credit_negative);
  IF v_debit = v_credit THEN
    RETURN QUERY SELECT 'same_account'::text, NULL::bigint, NULL::text, v_debit, v_credit, p_amount, p_currency, NULL::bigint, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  -- Row locks in id order serialise movements on these accounts without deadlocks. NO KEY UPDATE (what
  -- the balance update takes anyway) leaves alone the key-share locks that other transactions' new
  -- transfers and entries take on these rows (their foreign keys).
  PERFORM 1 FROM ledger_accounts WHERE id IN (v_debit, v_credit) ORDER BY id FOR NO KEY UPDATE;
  SELECT * INTO v_row FROM ledger_transfers t WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_key;
  IF NOT FOUND THEN
    IF p_reverses_id IS NOT NULL AND EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_id = p_reverses_id) THEN
      RETURN QUERY SELECT 'already_reversed'::text, NULL::bigint, NULL::text, v_debit, v_credit, p_amount, p_currency, NULL::bigint, NULL::bigint, NULL::timestamptz;
      RETURN;
    END IF;
    SELECT a.balance, a.allow_negative INTO v_debit_balance, v_debit_negative FROM ledger_accounts a WHERE a.id = v_debit;
    IF NOT v_debit_negative AND v_debit_balance < p_amount THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::text, v_debit, v_credit, p_amount, p_currency, v_debit_balance, NULL::bigint, NULL::timestamptz;
      RETURN;
    END IF;
    INSERT INTO ledger_transfers (merchant_id, idempotency_key, request_hash, type, reference, actor, debit_account_id, credit_account_id, amount, currency, reverses_id, created_at)
      VALUES (p_merchant_id, p_key, p_hash, p_type, p_reference, p_actor, v_debit, v_credit, p_amount, p_currency, p_reverses_id, coalesce(p_at, now()))
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING * INTO v_row;
    IF FOUND THEN
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit RETURNING balance INTO v_after_debit;
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit RETURNING balance INTO v_after_credit;
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        VALUES (v_row.id, v_debit, -p_amount, v_after_debit, v_row.created_at), (v_row.id, v_credit, p_amount, v_after_credit, v_row.created_at);
      RETURN QUERY SELECT 'posted'::text, v_row.id, v_row.request_hash, v_debit, v_credit, v_row.amount, v_row.currency, v_after_debit, v_after_credit, v_row.created_at;
      RETURN;
    END IF;
    -- The same key was claimed (with other accounts) by a transaction that committed meanwhile.
    SELECT * INTO v_row FROM ledger_transfers t WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_key;
  END IF;
  RETURN QUERY SELECT 'replay'::text, v_row.id, v_row.request_hash, v_row.debit_account_id, v_row.credit_account_id, v_row.amount, v_row.currency,
    (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_row.id AND e.account_id = v_row.debit_account_id),
    (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_row.id AND e.account_id = v_row.credit_account_id),
    v_row.created_at;
END;
$$ LANGUAGE plpgsql;

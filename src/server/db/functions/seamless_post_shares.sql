-- seamless_post_shares: posts the jackpot shares held back in a statement.
--
-- Guarantees: one transfer per pool (merchant, accounts, currency) under its first bet's share
-- key; the pool's side booked now, the settlement account's side answered for
-- ledger_book_deferred; both accounts locked first, in id order, as ledger_post_transfer locks
-- them (a refund's share going back).
-- Called by: seamless_money_calls (before a jackpot win, and at its end).
-- History: migrations 0014, 0017.
CREATE OR REPLACE FUNCTION seamless_post_shares(p_pending jsonb) RETURNS TABLE (settle_account integer, settle_transfer bigint, settle_amount bigint) AS $$
DECLARE
  v_held jsonb;
  v_posting jsonb;
  v_merchant integer;
  v_amount bigint;
  v_settle integer;
  v_pool integer;
  v_posted record;
BEGIN
  FOR v_held IN SELECT e.value FROM jsonb_each(p_pending) e ORDER BY e.key LOOP
    v_posting := v_held->'posting';
    v_merchant := (v_held->>'merchantId')::integer;
    v_amount := (v_held->>'amount')::bigint;
    IF (v_held->>'bets')::integer > 1 THEN
      v_posting := v_posting || jsonb_build_object(
        'reference', (v_held->>'bets') || ' bets',
        'requestHash', encode(sha256(convert_to(concat_ws(':', v_posting->>'idempotencyKey', v_held->>'amount', v_held->>'bets'), 'UTF8')), 'hex'));
    END IF;
    v_settle := ledger_open_account(v_merchant, v_posting->'debit'->>'kind', (v_posting->'debit'->>'ownerId')::integer, v_posting->'debit'->>'code', v_posting->>'currency', true);
    v_pool := ledger_open_account(v_merchant, v_posting->'credit'->>'kind', (v_posting->'credit'->>'ownerId')::integer, v_posting->'credit'->>'code', v_posting->>'currency',
      (v_posting->'credit'->>'allowNegative')::boolean);
    PERFORM 1 FROM ledger_accounts WHERE id IN (v_settle, v_pool) ORDER BY id FOR NO KEY UPDATE;
    SELECT * INTO v_posted FROM ledger_post_deferred(
      v_merchant, v_posting->>'idempotencyKey', v_posting->>'requestHash', v_posting->>'type', v_posting->>'reference', v_posting->>'actor',
      v_posting->'credit'->>'kind', (v_posting->'credit'->>'ownerId')::integer, v_posting->'credit'->>'code', (v_posting->'credit'->>'allowNegative')::boolean,
      v_posting->'debit'->>'kind', (v_posting->'debit'->>'ownerId')::integer, v_posting->'debit'->>'code',
      false, v_amount, v_posting->>'currency');
    IF v_posted.status <> 'posted' THEN
      RAISE EXCEPTION 'seamless_race: ledger answered % for a jackpot share', v_posted.status;
    END IF;
    settle_account := v_posted.later_account;
    settle_transfer := v_posted.transfer_id;
    settle_amount := -v_amount;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql;

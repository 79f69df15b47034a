-- seamless_post: posts a transfer described as JSON (the service's posting) through
-- ledger_post_transfer, with an amount that may be decided inside the statement.
--
-- Guarantees: either the transfer is posted or the statement fails: 'insufficient' or 'replay'
-- can only be a concurrent call's doing and raise 'seamless_race' (the caller runs the call
-- again); any other refusal raises too.
-- Called by: seamless_money_call (the jackpot pool paid to a winner).
-- History: migrations 0012, 0014, 0017.
CREATE OR REPLACE FUNCTION seamless_post(p_merchant_id integer, t jsonb, p_amount bigint,
  OUT transfer_id bigint, OUT debit_balance bigint, OUT credit_balance bigint) AS $$
DECLARE
  v record;
BEGIN
  SELECT * INTO v FROM ledger_post_transfer(
    p_merchant_id, t->>'idempotencyKey', t->>'requestHash', t->>'type', t->>'reference', t->>'actor',
    t->'debit'->>'kind', (t->'debit'->>'ownerId')::integer, t->'debit'->>'code', (t->'debit'->>'allowNegative')::boolean,
    t->'credit'->>'kind', (t->'credit'->>'ownerId')::integer, t->'credit'->>'code', (t->'credit'->>'allowNegative')::boolean,
    coalesce(p_amount, (t->>'amount')::bigint), t->>'currency', NULL);
  IF v.status IN ('insufficient', 'replay') THEN
    RAISE EXCEPTION 'seamless_race: ledger answered %', v.status;
  END IF;
  IF v.status <> 'posted' THEN
    RAISE EXCEPTION 'seamless_post: ledger answered %', v.status;
  END IF;
  transfer_id := v.transfer_id;
  debit_balance := v.debit_balance;
  credit_balance := v.credit_balance;
END;
$$ LANGUAGE plpgsql;

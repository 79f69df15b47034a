-- seamless_money_calls: a group of seamless bets and wins in one statement (group commit).
--
-- Guarantees: the calls run in order, each as seamless_money_call (a refusal is that call's row,
-- not the statement's failure); the stakes' jackpot shares move to their pool as one transfer per
-- pool, posted before a jackpot win (so the win pays them) and at the end; the settlement sides
-- of every transfer are booked at the end (ledger_book_deferred), so concurrent statements wait
-- for the settlement row only there.
-- Called by: the seamless call repository (src/server/modules/seamless/call-repository.ts).
-- History: migrations 0012, 0014, 0015, 0017.
CREATE OR REPLACE FUNCTION seamless_money_calls(p_calls jsonb) RETURNS TABLE (ord integer, call_status text, call_answer jsonb) AS $$
DECLARE
  v_call jsonb;
  v_ord bigint;
  v_result record;
  v_share jsonb;
  v_group text;
  v_held jsonb;
  v_key text;
  v_pending jsonb := '{}'::jsonb;
  v_settle_accounts integer[] := '{}';
  v_settle_transfers bigint[] := '{}';
  v_settle_amounts bigint[] := '{}';
BEGIN
  FOR v_call, v_ord IN SELECT e.value, e.ordinality FROM jsonb_array_elements(p_calls) WITH ORDINALITY e ORDER BY e.ordinality LOOP
    IF coalesce((v_call->>'jackpot')::boolean, false) AND v_pending <> '{}'::jsonb THEN
      SELECT v_settle_accounts || array_agg(s.settle_account), v_settle_transfers || array_agg(s.settle_transfer), v_settle_amounts || array_agg(s.settle_amount)
        INTO v_settle_accounts, v_settle_transfers, v_settle_amounts FROM seamless_post_shares(v_pending) s;
      v_pending := '{}'::jsonb;
    END IF;
    v_share := v_call->'share';
    v_held := NULL;
    v_key := NULL;
    IF jsonb_typeof(v_share) = 'object' THEN
      -- One pool transfer per merchant, accounts and currency, under its first bet's share key.
      v_group := concat_ws('|', v_call->>'merchantId', (v_share->'debit')::text, (v_share->'credit')::text, v_share->>'currency');
      v_held := v_pending->v_group;
      v_key := coalesce(v_held->'posting'->>'idempotencyKey', v_share->>'idempotencyKey');
    END IF;
    v_result := seamless_money_call(v_call, v_key);
    IF v_result.settle_account IS NOT NULL THEN
      v_settle_accounts := v_settle_accounts || v_result.settle_account;
      v_settle_transfers := v_settle_transfers || v_result.settle_transfer;
      v_settle_amounts := v_settle_amounts || v_result.settle_amount;
    END IF;
    IF v_result.call_share > 0 THEN
      v_pending := jsonb_set(v_pending, ARRAY[v_group], CASE WHEN v_held IS NULL
        THEN jsonb_build_object('merchantId', v_call->'merchantId', 'posting', v_share, 'amount', v_result.call_share, 'bets', 1)
        ELSE v_held || jsonb_build_object('amount', (v_held->>'amount')::bigint + v_result.call_share, 'bets', (v_held->>'bets')::integer + 1) END);
    END IF;
    ord := v_ord - 1;
    call_status := v_result.call_status;
    call_answer := v_result.call_answer;
    RETURN NEXT;
  END LOOP;
  IF v_pending <> '{}'::jsonb THEN
    SELECT v_settle_accounts || array_agg(s.settle_account), v_settle_transfers || array_agg(s.settle_transfer), v_settle_amounts || array_agg(s.settle_amount)
      INTO v_settle_accounts, v_settle_transfers, v_settle_amounts FROM seamless_post_shares(v_pending) s;
  END IF;
  PERFORM ledger_book_deferred(v_settle_accounts, v_settle_transfers, v_settle_amounts);
END;
$$ LANGUAGE plpgsql;

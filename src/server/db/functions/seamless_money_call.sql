-- seamless_money_call: one seamless-wallet bet or win, in one statement.
--
-- Guarantees: the nonce is used once; calls with the same transaction id run one after another and
-- a repeat answers the first call's stored answer (another request under the id is refused); the
-- member, the game session, the round and the money are checked before anything but the nonce is
-- written, and a refusal is answered as a status (nothing written but the nonce); the wallet's side
-- of the transfer is booked now and the settlement account's side is answered (settle_*) for
-- ledger_book_deferred; a jackpot win takes the whole pool under its lock; the claim stores the
-- answer. A bet opens its round under the game the call names (gameNodeId: the vendor named a game
-- of the catalogue), else the launch token's game. What only a concurrent call can cause raises
-- 'seamless_race', which fails the statement.
-- Called by: seamless_money_calls.
-- History: migrations 0012, 0014, 0015, 0017.
CREATE OR REPLACE FUNCTION seamless_money_call(p jsonb, p_share_key text, OUT call_status text, OUT call_answer jsonb, OUT call_share bigint,
  OUT settle_account integer, OUT settle_transfer bigint, OUT settle_amount bigint) AS $$
DECLARE
  v_merchant integer := (p->>'merchantId')::integer;
  v_vendor text := p->>'vendorCode';
  v_kind text := p->>'kind';
  v_txn text := p->>'transactionId';
  v_round_id text := p->>'roundId';
  v_member_id integer := (p->>'memberId')::integer;
  v_amount bigint := (p->>'amount')::bigint;
  v_currency text := p->>'currency';
  v_now timestamptz := (p->>'now')::timestamptz;
  v_jackpot boolean := coalesce((p->>'jackpot')::boolean, false);
  -- A jackpot win settles its round only after the pool paid (the payment counts in its win).
  v_close boolean := coalesce((p->>'close')::boolean, false) AND NOT coalesce((p->>'jackpot')::boolean, false);
  v_first record;
  v_token record;
  v_open record;
  v_round_pk bigint;
  v_posted record;
  v_t jsonb := p->'transfer';
  -- The transfer's sides: the player's wallet, and the vendor's settlement account (booked later).
  v_w jsonb := CASE WHEN v_kind = 'bet' THEN p->'transfer'->'debit' ELSE p->'transfer'->'credit' END;
  v_s jsonb := CASE WHEN v_kind = 'bet' THEN p->'transfer'->'credit' ELSE p->'transfer'->'debit' END;
  v_transfer_id bigint;
  v_balance bigint;
  v_pool bigint;
  v_prize bigint := 0;
  v_answer jsonb := p->'answer';
  v_claim bigint;
  -- A bet's jackpot share: booked on the claim, posted by seamless_money_calls (under p_share_key).
  v_share bigint := CASE WHEN v_kind = 'bet' THEN coalesce((p->'share'->>'amount')::bigint, 0) ELSE 0 END;
BEGIN
  -- Refusals are found before anything but the nonce is written, and answered as rows (the nonce
  -- stays used). What only a concurrent call can cause after that (a refund marker for this id, or
  -- a balance spent by another bet, committed meanwhile) raises 'seamless_race', which fails the
  -- statement; the caller runs the call again, and it then sees the other's work.
  IF p->>'nonce' IS NOT NULL THEN
    INSERT INTO seamless_nonces (merchant_id, vendor_code, nonce, seen_at) VALUES (v_merchant, v_vendor, p->>'nonce', v_now) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      call_status := 'nonce_reused'; call_share := 0;
      RETURN;
    END IF;
  END IF;
  -- Calls with the same transaction id run one after the other (to the end of the transaction), so
  -- a duplicate sees the first's claim below.
  PERFORM pg_advisory_xact_lock(hashtextextended(v_vendor || ':' || v_txn, v_merchant));
  -- The member and the transaction id's claim, in one look.
  SELECT m.id AS member_id, m.type, m.status, s.id AS claim_id, s.kind, s.request_hash, s.response INTO v_first
    FROM (SELECT 1) one
    LEFT JOIN members m ON m.merchant_id = v_merchant AND m.id = v_member_id
    LEFT JOIN seamless_transactions s ON s.merchant_id = v_merchant AND s.vendor_code = v_vendor AND s.transaction_id = v_txn;
  IF v_first.member_id IS NULL THEN
    call_status := 'not_found'; call_share := 0;
    RETURN;
  END IF;
  -- Taken: a replay answers what the first call answered; anything else under the id is refused.
  IF v_first.claim_id IS NOT NULL THEN
    IF v_first.kind = 'void' AND v_kind = 'bet' THEN
      call_status := 'bet_refunded'; call_share := 0;
    ELSIF v_first.request_hash IS DISTINCT FROM p->>'requestHash' OR v_first.response IS NULL THEN
      call_status := 'idempotency_conflict'; call_share := 0;
    ELSE
      call_status := 'replay'; call_answer := v_first.response; call_share := 0;
    END IF;
    RETURN;
  END IF;

  IF v_kind = 'bet' THEN
    -- Trial, blocked and excluded accounts never bet; a bet needs a live game session, enough money
    -- and the player's own open round (opened when new).
    IF v_first.type = (p->>'trialType')::integer THEN
      call_status := 'player_trial'; call_share := 0;
      RETURN;
    END IF;
    IF v_first.status <> 'ACTIVE' THEN
      call_status := 'player_inactive'; call_share := 0;
      RETURN;
    END IF;
    -- By the token's hash alone (its unique index), then checked: the player's, this vendor's, live.
    SELECT t.id, t.merchant_id, t.vendor_code, t.member_id, t.game_node_id, t.expires_at INTO v_token FROM launch_tokens t
      WHERE t.token_hash = p->>'tokenHash';
    IF NOT FOUND OR v_token.merchant_id <> v_merchant OR v_token.vendor_code <> v_vendor OR v_token.member_id <> v_member_id OR v_token.expires_at <= v_now THEN
      call_status := 'game_session_expired'; call_share := 0;
      RETURN;
    END IF;
    -- The round first (closed, or another player's), then the money, as the refusals rank.
    SELECT g.status, g.member_id INTO v_open FROM game_rounds g
      WHERE g.merchant_id = v_merchant AND g.vendor_code = v_vendor AND g.round_id = v_round_id FOR UPDATE;
    IF FOUND AND (v_open.status <> 'open' OR v_open.member_id <> v_member_id) THEN
      call_status := 'round_refused'; call_share := 0;
      RETURN;
    END IF;
  ELSE
    -- A win for a round we never saw (a free round) opens it; when the win ends the round it settles
    -- it (refunded when nothing stayed staked or won).
    INSERT INTO game_rounds AS g (merchant_id, vendor_code, round_id, member_id, game_node_id, currency, total_bet, total_win, status, opened_at, closed_at)
      VALUES (v_merchant, v_vendor, v_round_id, v_member_id, NULL, v_currency, 0, v_amount,
        CASE WHEN v_close THEN 'settled' ELSE 'open' END, v_now, CASE WHEN v_close THEN v_now END)
      ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET
        total_win = g.total_win + excluded.total_win,
        status = CASE WHEN v_close THEN
          (CASE WHEN g.total_bet = 0 AND g.total_win + excluded.total_win = 0 AND g.total_refunded > 0 THEN 'refunded' ELSE 'settled' END)
          ELSE g.status END,
        closed_at = coalesce(excluded.closed_at, g.closed_at)
        WHERE g.status = 'open' AND g.member_id = excluded.member_id
      RETURNING g.id INTO v_round_pk;
    IF v_round_pk IS NULL THEN
      call_status := 'round_refused'; call_share := 0;
      RETURN;
    END IF;
  END IF;

  -- The money: a bet's stake (refused, nothing written, when the wallet is short) or a win (none for
  -- a win of 0); the answer's balance is the wallet's after it. The wallet's side is booked now,
  -- the vendor's settlement account's side (every call's other side) at the statement's end, with
  -- the statement's others (ledger_post_deferred, then ledger_book_deferred in
  -- seamless_money_calls): on a server, concurrent statements wait for that row only there. A key
  -- already used, or a short wallet on a win's way, is a concurrent call's doing.
  IF jsonb_typeof(v_t) = 'object' THEN
    SELECT * INTO v_posted FROM ledger_post_deferred(
      v_merchant, v_t->>'idempotencyKey', v_t->>'requestHash', v_t->>'type', v_t->>'reference', v_t->>'actor',
      v_w->>'kind', (v_w->>'ownerId')::integer, v_w->>'code', (v_w->>'allowNegative')::boolean,
      v_s->>'kind', (v_s->>'ownerId')::integer, v_s->>'code',
      v_kind = 'bet', (v_t->>'amount')::bigint, v_t->>'currency');
    IF v_posted.status = 'insufficient' THEN
      call_status := 'insufficient_funds'; call_share := 0;
      RETURN;
    END IF;
    IF v_posted.status <> 'posted' THEN
      RAISE EXCEPTION 'seamless_race: ledger answered %', v_posted.status;
    END IF;
    v_transfer_id := v_posted.transfer_id;
    v_balance := v_posted.now_balance;
    settle_account := v_posted.later_account;
    settle_transfer := v_posted.transfer_id;
    settle_amount := CASE WHEN v_kind = 'bet' THEN 1 ELSE -1 END * (v_t->>'amount')::bigint;
  END IF;

  IF v_kind = 'bet' THEN
    -- The player's own open round (checked above, locked when it existed), opened when new.
    INSERT INTO game_rounds AS g (merchant_id, vendor_code, round_id, member_id, game_node_id, currency, total_bet, total_win, opened_at)
      VALUES (v_merchant, v_vendor, v_round_id, v_member_id, coalesce(p->>'gameNodeId', v_token.game_node_id), v_currency, v_amount, 0, v_now)
      ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET total_bet = g.total_bet + excluded.total_bet
        WHERE g.status = 'open' AND g.member_id = excluded.member_id
      RETURNING g.id INTO v_round_pk;
    IF v_round_pk IS NULL THEN
      RAISE EXCEPTION 'seamless_race: the round was closed or taken meanwhile';
    END IF;
    -- The session's idle expiry moves ahead with play (written at most once a minute).
    IF v_token.expires_at < (p->>'expiresAt')::timestamptz - interval '1 minute' THEN
      UPDATE launch_tokens t SET expires_at = (p->>'expiresAt')::timestamptz WHERE t.id = v_token.id;
    END IF;
  END IF;

  IF v_jackpot THEN
    -- The whole pool, read under its lock so the amount read is the amount moved. Lock order as a
    -- bet's (wallet and settlement, then pool): the wallet is locked first when no win moved.
    IF v_transfer_id IS NULL THEN
      PERFORM seamless_balance(v_merchant, p->'jackpotTransfer'->'credit', v_currency, true);
    END IF;
    v_pool := seamless_balance(v_merchant, p->'jackpotTransfer'->'debit', v_currency, true);
    IF v_pool > 0 THEN
      v_posted := seamless_post(v_merchant, p->'jackpotTransfer', v_pool);
      v_prize := v_pool;
      v_balance := v_posted.credit_balance;
      v_transfer_id := coalesce(v_transfer_id, v_posted.transfer_id);
    END IF;
    UPDATE game_rounds g SET
      total_win = g.total_win + v_prize,
      status = CASE WHEN (p->>'close')::boolean THEN
        (CASE WHEN g.total_bet = 0 AND g.total_win + v_prize = 0 AND g.total_refunded > 0 THEN 'refunded' ELSE 'settled' END)
        ELSE g.status END,
      closed_at = CASE WHEN (p->>'close')::boolean THEN v_now ELSE g.closed_at END
      WHERE g.id = v_round_pk;
    v_answer := v_answer || jsonb_build_object('jackpotAmount', v_prize);
  END IF;

  IF v_balance IS NULL THEN
    v_balance := seamless_balance(v_merchant, p->'wallet', v_currency, false);
  END IF;
  v_answer := v_answer || jsonb_build_object('balance', v_balance);
  -- The claim, with its answer: a concurrent call that took the id first makes this a race.
  INSERT INTO seamless_transactions (merchant_id, vendor_code, transaction_id, kind, round_id, member_id, amount, request_hash, response, transfer_id, jackpot_share, jackpot_key, jackpot_prize, created_at)
    VALUES (v_merchant, v_vendor, v_txn, v_kind, v_round_id, v_member_id, v_amount, p->>'requestHash', v_answer, v_transfer_id,
      v_share, CASE WHEN v_share > 0 THEN p_share_key END, v_prize, v_now)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RAISE EXCEPTION 'seamless_race: transaction id taken meanwhile';
  END IF;

  call_status := 'ok';
  call_answer := v_answer;
  call_share := v_share;
END;
$$ LANGUAGE plpgsql;

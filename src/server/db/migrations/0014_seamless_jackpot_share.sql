ALTER TABLE "seamless_transactions" ADD COLUMN "jackpot_share" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD COLUMN "jackpot_key" text;
--> statement-breakpoint
-- Jackpot shares posted once per statement. A bet's share of its stake (settlement → pool) used to
-- be a ledger transfer of its own, a third of a round's ledger work. Now the bet books its share on
-- its claim (jackpot_share) and the calls that share a statement (group commit) post their shares
-- as one transfer per pool at the end of the statement, or before a jackpot win in it, so the win
-- pays out every share committed before it. The transfer's key is the first bet's share key (as
-- before: seamless:<vendor>:<transaction id>:jackpot; a statement with one bet posts exactly the
-- transfer it always did), and every claim whose share it carries names it (jackpot_key): the
-- claims' shares under one key add up to its amount. A refund gives back its bet's own share.
--
-- Also fewer statements per call: the member and the transaction id's claim are read together, and
-- a bet's balance is checked by its stake's posting (under the wallet's lock) instead of a read
-- before it; the bet's round is written after the stake (it was checked and locked before). The
-- per-call functions answer through OUT parameters, called as expressions (no result set to build).
--
-- Bets claimed before this migration posted their own transfer: their claims get its amount and key.
UPDATE seamless_transactions s SET jackpot_share = t.amount, jackpot_key = t.idempotency_key
  FROM ledger_transfers t
  WHERE s.kind = 'bet' AND t.merchant_id = s.merchant_id
    AND t.idempotency_key = 'seamless:' || s.vendor_code || ':' || s.transaction_id || ':jackpot';
--> statement-breakpoint
DROP FUNCTION seamless_money_calls(jsonb);
--> statement-breakpoint
DROP FUNCTION seamless_money_call(jsonb);
--> statement-breakpoint
DROP FUNCTION seamless_post(integer, jsonb, bigint);
--> statement-breakpoint
-- As in 0012; p_refusable: a short debit answers a row without a transfer (nothing was written)
-- instead of raising, for a bet's stake, which is checked here and not before.
CREATE FUNCTION seamless_post(p_merchant_id integer, t jsonb, p_amount bigint, p_refusable boolean DEFAULT false,
  OUT transfer_id bigint, OUT debit_balance bigint, OUT credit_balance bigint) AS $$
DECLARE
  v record;
BEGIN
  SELECT * INTO v FROM ledger_post_transfer(
    p_merchant_id, t->>'idempotencyKey', t->>'requestHash', t->>'type', t->>'reference', t->>'actor',
    t->'debit'->>'kind', (t->'debit'->>'ownerId')::integer, t->'debit'->>'code', (t->'debit'->>'allowNegative')::boolean,
    t->'credit'->>'kind', (t->'credit'->>'ownerId')::integer, t->'credit'->>'code', (t->'credit'->>'allowNegative')::boolean,
    coalesce(p_amount, (t->>'amount')::bigint), t->>'currency', NULL);
  IF v.status = 'insufficient' AND p_refusable THEN
    debit_balance := v.debit_balance;
    RETURN;
  END IF;
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
--> statement-breakpoint
-- As in 0012, with call_share: the share a bet booked (0 for anything else or a refusal). A bet's
-- `share` is its share's posting (settlement → pool, with its amount), `shareKey` the key of the
-- transfer that will carry it: only seamless_money_calls, which posts the shares, calls this.
CREATE FUNCTION seamless_money_call(p jsonb, OUT call_status text, OUT call_answer jsonb, OUT call_share bigint) AS $$
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
  v_round_member integer;
  v_round_node text;
  v_posted record;
  v_transfer_id bigint;
  v_balance bigint;
  v_pool bigint;
  v_prize bigint := 0;
  v_answer jsonb := p->'answer';
  v_claim bigint;
  -- A bet's jackpot share: booked on the claim, posted by seamless_money_calls (under shareKey).
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
      RETURNING g.id, g.member_id, g.game_node_id INTO v_round_pk, v_round_member, v_round_node;
    IF v_round_pk IS NULL THEN
      call_status := 'round_refused'; call_share := 0;
      RETURN;
    END IF;
  END IF;

  -- The money: a bet's stake (refused, nothing written, when the wallet is short) or a win (none for
  -- a win of 0); the answer's balance is the wallet's after it (the debit side of a stake, the
  -- credit side of a win).
  IF jsonb_typeof(p->'transfer') = 'object' THEN
    v_posted := seamless_post(v_merchant, p->'transfer', NULL, v_kind = 'bet');
    IF v_posted.transfer_id IS NULL THEN
      call_status := 'insufficient_funds'; call_share := 0;
      RETURN;
    END IF;
    v_transfer_id := v_posted.transfer_id;
    v_balance := CASE WHEN v_kind = 'bet' THEN v_posted.debit_balance ELSE v_posted.credit_balance END;
  END IF;

  IF v_kind = 'bet' THEN
    -- The player's own open round (checked above, locked when it existed), opened when new.
    INSERT INTO game_rounds AS g (merchant_id, vendor_code, round_id, member_id, game_node_id, currency, total_bet, total_win, opened_at)
      VALUES (v_merchant, v_vendor, v_round_id, v_member_id, v_token.game_node_id, v_currency, v_amount, 0, v_now)
      ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET total_bet = g.total_bet + excluded.total_bet
        WHERE g.status = 'open' AND g.member_id = excluded.member_id
      RETURNING g.id, g.member_id, g.game_node_id INTO v_round_pk, v_round_member, v_round_node;
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
  INSERT INTO seamless_transactions (merchant_id, vendor_code, transaction_id, kind, round_id, member_id, amount, request_hash, response, transfer_id, jackpot_share, jackpot_key, created_at)
    VALUES (v_merchant, v_vendor, v_txn, v_kind, v_round_id, v_member_id, v_amount, p->>'requestHash', v_answer, v_transfer_id,
      v_share, CASE WHEN v_share > 0 THEN p->>'shareKey' END, v_now)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RAISE EXCEPTION 'seamless_race: transaction id taken meanwhile';
  END IF;

  -- Every win call that credits more than 0 goes on the winner board, for the round's game (none
  -- when the catalogue does not know it, or the round was opened by a win).
  IF v_kind = 'win' AND v_amount + v_prize > 0 AND v_round_node IS NOT NULL THEN
    INSERT INTO winners (merchant_id, member_id, game_id, win_amount, currency, created_at)
      SELECT gm.merchant_id, v_round_member, gm.id, v_amount + v_prize, v_currency, v_now
      FROM games gm WHERE gm.merchant_id = v_merchant AND gm.node_id = v_round_node;
  END IF;
  call_status := 'ok';
  call_answer := v_answer;
  call_share := v_share;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Posts the shares held back in a statement: one transfer per pool (see the top of this file).
-- p_pending: {group: {merchantId, posting (the first bet's share posting), amount, bets}}.
CREATE FUNCTION seamless_post_shares(p_pending jsonb) RETURNS void AS $$
DECLARE
  v_held jsonb;
  v_posting jsonb;
BEGIN
  FOR v_held IN SELECT e.value FROM jsonb_each(p_pending) e ORDER BY e.key LOOP
    v_posting := v_held->'posting';
    IF (v_held->>'bets')::integer > 1 THEN
      v_posting := v_posting || jsonb_build_object(
        'reference', (v_held->>'bets') || ' bets',
        'requestHash', encode(sha256(convert_to(concat_ws(':', v_posting->>'idempotencyKey', v_held->>'amount', v_held->>'bets'), 'UTF8')), 'hex'));
    END IF;
    PERFORM seamless_post((v_held->>'merchantId')::integer, v_posting, (v_held->>'amount')::bigint);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Calls in one statement, one after another (each sees the ones before it), answered in order; the
-- bets' jackpot shares are posted per pool before a jackpot win and at the end.
CREATE FUNCTION seamless_money_calls(p_calls jsonb) RETURNS TABLE (ord integer, call_status text, call_answer jsonb) AS $$
DECLARE
  v_call jsonb;
  v_ord bigint;
  v_result record;
  v_group text;
  v_held jsonb;
  v_pending jsonb := '{}'::jsonb;
BEGIN
  FOR v_call, v_ord IN SELECT e.value, e.ordinality FROM jsonb_array_elements(p_calls) WITH ORDINALITY e ORDER BY e.ordinality LOOP
    IF coalesce((v_call->>'jackpot')::boolean, false) AND v_pending <> '{}'::jsonb THEN
      PERFORM seamless_post_shares(v_pending);
      v_pending := '{}'::jsonb;
    END IF;
    v_group := NULL;
    v_held := NULL;
    IF jsonb_typeof(v_call->'share') = 'object' THEN
      -- One pool transfer per merchant, accounts and currency.
      v_group := concat_ws('|', v_call->>'merchantId', (v_call->'share'->'debit')::text, (v_call->'share'->'credit')::text, v_call->'share'->>'currency');
      v_held := v_pending->v_group;
      v_call := v_call || jsonb_build_object('shareKey', coalesce(v_held->'posting'->>'idempotencyKey', v_call->'share'->>'idempotencyKey'));
    END IF;
    v_result := seamless_money_call(v_call);
    IF v_result.call_share > 0 THEN
      v_pending := jsonb_set(v_pending, ARRAY[v_group], CASE WHEN v_held IS NULL
        THEN jsonb_build_object('merchantId', v_call->'merchantId', 'posting', v_call->'share', 'amount', v_result.call_share, 'bets', 1)
        ELSE v_held || jsonb_build_object('amount', (v_held->>'amount')::bigint + v_result.call_share, 'bets', (v_held->>'bets')::integer + 1) END);
    END IF;
    RETURN QUERY SELECT (v_ord - 1)::integer, v_result.call_status, v_result.call_answer;
  END LOOP;
  IF v_pending <> '{}'::jsonb THEN
    PERFORM seamless_post_shares(v_pending);
  END IF;
END;
$$ LANGUAGE plpgsql;

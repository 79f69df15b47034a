-- The rows every seamless call shares, the vendor's settlement account and the jackpot pool, are
-- booked once a statement, at its end (migration 0015's functions otherwise unchanged):
-- * The ledger gains deferred sides: ledger_post_deferred posts a transfer's one side now (lock,
--   check, move, entry) and answers the other, an account that may go negative; ledger_book_deferred
--   books a statement's deferred sides at its end, per account one lock, one balance update and
--   one insert of entries, each with the account's running balance after it.
-- * seamless_money_call posts a bet's or a win's transfer with it (the wallet now, the settlement
--   account later), and so does seamless_post_shares with the jackpot shares (the pool now);
--   seamless_money_calls books the deferred sides at its end.
--   A server held the settlement row's lock from a statement's first transfer to its commit, so
--   concurrent statements ran one after another; now they overlap up to the end. The books are
--   whole when the statement ends, which is all anyone else can see.
-- * seamless_post loses p_refusable, unused since 0015 (a bet's stake no longer goes through it).
--
-- Account locks are FOR NO KEY UPDATE from here on (ledger_post_transfer and seamless_balance are
-- redefined with only that changed). A new transfer or entry takes a key-share lock on its
-- accounts (its foreign keys). FOR UPDATE waits for such locks and NO KEY UPDATE does not, so two
-- statements that both reference the settlement account before booking it would otherwise
-- deadlock.
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_merchant_id integer, p_key text, p_hash text, p_type text, p_reference text, p_actor text,
  p_debit_kind text, p_debit_owner integer, p_debit_code text, p_debit_negative boolean,
  p_credit_kind text, p_credit_owner integer, p_credit_code text, p_credit_negative boolean,
  p_amount bigint, p_currency text, p_reverses_id bigint
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
    INSERT INTO ledger_transfers (merchant_id, idempotency_key, request_hash, type, reference, actor, debit_account_id, credit_account_id, amount, currency, reverses_id)
      VALUES (p_merchant_id, p_key, p_hash, p_type, p_reference, p_actor, v_debit, v_credit, p_amount, p_currency, p_reverses_id)
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING * INTO v_row;
    IF FOUND THEN
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit RETURNING balance INTO v_after_debit;
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit RETURNING balance INTO v_after_credit;
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
        VALUES (v_row.id, v_debit, -p_amount, v_after_debit), (v_row.id, v_credit, p_amount, v_after_credit);
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
--> statement-breakpoint
-- As in 0012, locking FOR NO KEY UPDATE.
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
--> statement-breakpoint
DROP FUNCTION seamless_money_calls(jsonb);
--> statement-breakpoint
DROP FUNCTION seamless_money_call(jsonb, text);
--> statement-breakpoint
DROP FUNCTION seamless_post_shares(jsonb);
--> statement-breakpoint
DROP FUNCTION seamless_post(integer, jsonb, bigint, boolean);
--> statement-breakpoint
-- As in 0014, without p_refusable.
CREATE FUNCTION seamless_post(p_merchant_id integer, t jsonb, p_amount bigint,
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
--> statement-breakpoint
-- A transfer whose one side is booked now and whose other side (the "later" account, one that may
-- go negative, e.g. a vendor's settlement account that every seamless call moves) is booked at the
-- end of the same statement by ledger_book_deferred, together with the later account's other
-- deferred sides: one lock, one balance update and one insert of entries for all of them. The caller
-- keeps (later_account, transfer_id, the later side's signed amount) and hands them over.
-- The now account is locked FOR NO KEY UPDATE and opened when new; it pays when p_now_pays (and is
-- then refused as 'insufficient' when short, nothing written). status: 'posted', 'insufficient',
-- or 'key_taken' (the idempotency key exists: nothing written, the caller decides what that means).
CREATE FUNCTION ledger_post_deferred(
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
--> statement-breakpoint
-- Books the deferred sides of a statement's transfers (later account, transfer, signed amount, in
-- posting order): per account, in id order, its lock, one entry per transfer with the running
-- balance after it, and one balance update. Only accounts that may go negative are booked late:
-- no decision may have waited for their balance.
CREATE FUNCTION ledger_book_deferred(p_accounts integer[], p_transfers bigint[], p_amounts bigint[]) RETURNS void AS $$
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
--> statement-breakpoint
-- As in 0015, with the transfer posted by ledger_post_deferred and its settlement side answered (settle_*), not booked.
CREATE FUNCTION seamless_money_call(p jsonb, p_share_key text, OUT call_status text, OUT call_answer jsonb, OUT call_share bigint,
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
      VALUES (v_merchant, v_vendor, v_round_id, v_member_id, v_token.game_node_id, v_currency, v_amount, 0, v_now)
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
--> statement-breakpoint
-- Posts the jackpot shares held back in a statement (as in 0014: one transfer per pool, under its
-- first bet's share key) with ledger_post_deferred: the pool's side now, the settlement account's
-- side answered for ledger_book_deferred. Both accounts are locked first, in id order, as
-- ledger_post_transfer (a refund's share going back) locks them.
CREATE FUNCTION seamless_post_shares(p_pending jsonb) RETURNS TABLE (settle_account integer, settle_transfer bigint, settle_amount bigint) AS $$
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
--> statement-breakpoint
-- As in 0015, booking the settlement sides (the calls' and the shares') at the end.
CREATE FUNCTION seamless_money_calls(p_calls jsonb) RETURNS TABLE (ord integer, call_status text, call_answer jsonb) AS $$
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

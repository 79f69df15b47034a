-- lotto_slip_writes: a group of lottery slip writes in one statement (group commit): new pending
-- slips with their bets, and the acceptance of slips the platform took the stake for.
--
-- Guarantees:
-- - p_slips (id, merchant_code, vendor_code, game_code, draw_id, session_id, player_id, currency,
--   total, created_at, bets): each slip is written pending with its bets only if its game is not in
--   maintenance and its draw is still open at p_now; the draws' rows are locked (shared) while
--   they are checked, so no slip lands on a draw that closed or ran meanwhile. A known slip id is
--   a unique violation: the whole statement fails and the caller runs its inputs one by one.
-- - p_accepts (slip_id, session_id, balance): each slip still pending turns open; each session's
--   balance becomes the one answered last (of its slips in the group, the latest). A slip no longer
--   pending (a refund overtook its slow answer) is left alone, and so is its session's balance.
-- - One row per input, in input order within its kind: ('slip', ord, placed | closed | maintenance)
--   and ('accept', ord, accepted | gone). The plans are kept per connection (PL/pgSQL), so the
--   statement costs no parse or planning of its own.
-- Called by: the lottery's slip repository (src/server/vendors/lotto/slip-repository.ts).
CREATE OR REPLACE FUNCTION lotto_slip_writes(p_slips jsonb, p_accepts jsonb, p_now timestamptz)
RETURNS TABLE (kind text, ord integer, outcome text) AS $$
#variable_conflict use_column
BEGIN
  IF jsonb_array_length(p_slips) > 0 THEN
    RETURN QUERY
    WITH i AS (
      SELECT (e.ordinality - 1)::integer AS ord, r.*
      FROM jsonb_array_elements(p_slips) WITH ORDINALITY e,
        jsonb_to_record(e.value) AS r(id text, merchant_code text, vendor_code text, game_code text, draw_id bigint, session_id text, player_id text, currency text, total bigint, created_at timestamptz, bets jsonb)
    ), m AS (
      SELECT g.merchant_code, g.game_code FROM lotto_game_settings g
      WHERE g.maintenance = 'on' AND (g.merchant_code, g.game_code) IN (SELECT i.merchant_code, i.game_code FROM i)
    ), d AS (
      SELECT lotto_draws.id FROM lotto_draws
      WHERE lotto_draws.id IN (SELECT i.draw_id FROM i) AND lotto_draws.status = 'open' AND lotto_draws.closes_at > p_now
      ORDER BY lotto_draws.id FOR SHARE
    ), s AS (
      INSERT INTO lotto_slips (id, merchant_code, vendor_code, draw_id, session_id, player_id, currency, total, status, created_at)
      SELECT i.id, i.merchant_code, i.vendor_code, d.id, i.session_id, i.player_id, i.currency, i.total, 'pending', i.created_at
      FROM i JOIN d ON d.id = i.draw_id
      WHERE NOT EXISTS (SELECT 1 FROM m WHERE m.merchant_code = i.merchant_code AND m.game_code = i.game_code)
      ORDER BY i.ord
      RETURNING lotto_slips.id
    ), b AS (
      INSERT INTO lotto_bets (slip_id, draw_id, player_id, bet, stake)
      SELECT i.id, i.draw_id, i.player_id, x.v -> 'bet', (x.v ->> 'stake')::bigint
      FROM i JOIN s ON s.id = i.id, jsonb_array_elements(i.bets) WITH ORDINALITY AS x(v, n)
      ORDER BY i.ord, x.n
      RETURNING lotto_bets.slip_id
    )
    SELECT 'slip'::text, i.ord,
      CASE WHEN EXISTS (SELECT 1 FROM s WHERE s.id = i.id) THEN 'placed'
        WHEN EXISTS (SELECT 1 FROM m WHERE m.merchant_code = i.merchant_code AND m.game_code = i.game_code) THEN 'maintenance'
        ELSE 'closed' END
    FROM i ORDER BY i.ord;
  END IF;
  IF jsonb_array_length(p_accepts) > 0 THEN
    RETURN QUERY
    WITH a AS (
      SELECT (e.ordinality - 1)::integer AS ord, r.*
      FROM jsonb_array_elements(p_accepts) WITH ORDINALITY e,
        jsonb_to_record(e.value) AS r(slip_id text, session_id text, balance bigint)
    ), s AS (
      UPDATE lotto_slips SET status = 'open', attempts = attempts + 1
      WHERE lotto_slips.id IN (SELECT a.slip_id FROM a) AND lotto_slips.status = 'pending'
      RETURNING lotto_slips.id
    ), latest AS (
      SELECT DISTINCT ON (a.session_id) a.session_id, a.balance FROM a JOIN s ON s.id = a.slip_id ORDER BY a.session_id, a.ord DESC
    ), u AS (
      UPDATE lotto_sessions SET balance = latest.balance FROM latest WHERE lotto_sessions.id = latest.session_id
      RETURNING lotto_sessions.id
    )
    SELECT 'accept'::text, a.ord, CASE WHEN EXISTS (SELECT 1 FROM s WHERE s.id = a.slip_id) THEN 'accepted' ELSE 'gone' END
    FROM a ORDER BY a.ord;
  END IF;
END;
$$ LANGUAGE plpgsql;

-- member_totals_add: adds one member side of one ledger transfer to member_hourly_totals.
--
-- Guarantees: the figures of the transfer's type for that side (the table in
-- member_totals_from_ledger.sql), in the transfer's UTC hour, added with one upsert; sign -1 takes
-- them back (a reversal). Types and sides that change no member figure write nothing.
-- Called by: member_totals_apply.
-- History: created with migration 0019.
-- The figures one transfer adds for one member side (sign -1 for a reversal).
CREATE OR REPLACE FUNCTION member_totals_add(
  p_type text, p_side text, p_member integer, p_merchant integer, p_currency text,
  p_at timestamptz, p_amount bigint, p_sign integer
) RETURNS void AS $$
DECLARE
  v_amount bigint := p_amount * p_sign;
  v_hour timestamptz := date_trunc('hour', p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  d bigint := 0; dc integer := 0; w bigint := 0; wc integer := 0; b bigint := 0; bc integer := 0;
  rf bigint := 0; wn bigint := 0; bo bigint := 0; rb bigint := 0; ad bigint := 0; ti bigint := 0; tout bigint := 0;
BEGIN
  CASE
    WHEN p_type = 'deposit' AND p_side = 'credit' THEN d := v_amount; dc := p_sign;
    WHEN p_type = 'withdrawal' AND p_side = 'debit' THEN w := v_amount; wc := p_sign;
    WHEN p_type = 'bet' AND p_side = 'debit' THEN b := v_amount; bc := p_sign; rf := CASE WHEN p_sign < 0 THEN p_amount ELSE 0 END;
    WHEN p_type IN ('win', 'jackpot_win') AND p_side = 'credit' THEN wn := v_amount;
    WHEN p_type = 'bonus' AND p_side = 'credit' THEN bo := v_amount;
    WHEN p_type = 'rebate' AND p_side = 'credit' THEN rb := v_amount;
    WHEN p_type = 'adjustment' THEN ad := CASE WHEN p_side = 'credit' THEN v_amount ELSE -v_amount END;
    WHEN p_type IN ('transfer_upline', 'transfer_downline') AND p_side = 'credit' THEN ti := v_amount;
    WHEN p_type IN ('transfer_upline', 'transfer_downline') AND p_side = 'debit' THEN tout := v_amount;
    ELSE RETURN;
  END CASE;
  INSERT INTO member_hourly_totals AS t (member_id, merchant_id, currency, hour, deposits, deposit_count,
    withdrawals, withdrawal_count, bets, bet_count, refunded_bets, wins, bonuses, rebates, adjustments, transfers_in, transfers_out)
  VALUES (p_member, p_merchant, p_currency, v_hour, d, dc, w, wc, b, bc, rf, wn, bo, rb, ad, ti, tout)
  ON CONFLICT (member_id, currency, hour) DO UPDATE SET
    deposits = t.deposits + excluded.deposits, deposit_count = t.deposit_count + excluded.deposit_count,
    withdrawals = t.withdrawals + excluded.withdrawals, withdrawal_count = t.withdrawal_count + excluded.withdrawal_count,
    bets = t.bets + excluded.bets, bet_count = t.bet_count + excluded.bet_count,
    refunded_bets = t.refunded_bets + excluded.refunded_bets, wins = t.wins + excluded.wins,
    bonuses = t.bonuses + excluded.bonuses, rebates = t.rebates + excluded.rebates,
    adjustments = t.adjustments + excluded.adjustments,
    transfers_in = t.transfers_in + excluded.transfers_in, transfers_out = t.transfers_out + excluded.transfers_out;
END;
$$ LANGUAGE plpgsql;


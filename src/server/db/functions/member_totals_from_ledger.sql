-- member_totals_from_ledger: keeps member_hourly_totals and member_first_deposits from the ledger.
--
-- Guarantees: every ledger transfer adds its effect on its members' figures in the same transaction
-- as the transfer itself (AFTER INSERT on the append-only ledger_transfers), so the totals always
-- equal what the ledger says: no transfer counted twice, none missed, whatever retries or crashes
-- happen. The effect of a transfer, for the member owning a side of it:
--   deposit (credit)            deposits +amount, deposit_count +1; the first one is remembered
--   withdrawal (debit, paid)    withdrawals +amount, withdrawal_count +1
--   bet (debit)                 bets +amount, bet_count +1
--   win, jackpot_win (credit)   wins +amount
--   bonus (credit)              bonuses +amount
--   rebate (credit)             rebates +amount
--   adjustment                  adjustments +amount credited, -amount debited
--   transfer_upline, transfer_downline   transfers_out +amount (debit), transfers_in +amount (credit)
--   reversal                    the reversed transfer's effect, negated (a refunded bet leaves bets
--                               and bet_count, and adds to refunded_bets)
-- Other types (holds, releases, jackpot pool moves, house accounts) change no member figure. A
-- side counts when its account is a member's (owner_id > 0), in the transfer's UTC hour.
-- member_totals_rebuild(merchant) recomputes every figure of a merchant from its whole ledger with
-- the same rules (used once by migration 0019 for databases that already held transfers, and by
-- the report tests to prove that the running totals equal a recomputation).
-- Called by: PostgreSQL, as the AFTER INSERT trigger on ledger_transfers; the agent reports read
-- the tables (src/server/modules/agent/report-repository.ts).
-- History: created with migration 0019.

CREATE OR REPLACE FUNCTION member_totals_from_ledger() RETURNS trigger AS $$
BEGIN
  PERFORM member_totals_apply(NEW);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER ledger_transfers_member_totals AFTER INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION member_totals_from_ledger();


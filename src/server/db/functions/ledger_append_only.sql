-- ledger_append_only: the trigger that makes evidence append-only.
--
-- Guarantees: no UPDATE, DELETE or TRUNCATE ever changes a ledger transfer, a ledger entry or an
-- operator audit row, whatever code or operator tries; corrections are new (reversing) transfers.
-- Called by: the triggers below (they are this guarantee, so they live with it; a new append-only
-- table adds its two triggers here). ledger.test.ts disables the entries trigger around one UPDATE
-- to prove that the verifier sees tampering.
-- History: migration 0003 (function, ledger triggers), 0004 (operator audit triggers), 0022 (contract events), 0033 (member notes).
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
-- Agent contract events (migration 0022): the contract history is evidence too.
CREATE OR REPLACE TRIGGER agent_contract_events_append_only BEFORE UPDATE OR DELETE ON agent_contract_events
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER agent_contract_events_no_truncate BEFORE TRUNCATE ON agent_contract_events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
-- Support's notes on players (migration 0033): what was written stays as written.
CREATE OR REPLACE TRIGGER member_notes_append_only BEFORE UPDATE OR DELETE ON member_notes
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

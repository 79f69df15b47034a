import { verifyLedger } from '../modules/ledger/verifier';
import type { OpsCommand } from './command';

/** `npm run ops -- verify-ledger`: prints the verifier's report; exits 1 on any drift. */
export const verifyLedgerCommand: OpsCommand = {
  name: 'verify-ledger',
  summary: 'prove every balance equals its entries and the books sum to zero (exit 1 on drift)',
  async run({ database, print }) {
    const report = await verifyLedger(database.db);
    print(`ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries`);
    for (const drift of report.drift) {
      print(`DRIFT ${drift.kind} ${drift.subject}: expected ${drift.expected}, found ${drift.actual}`);
    }
    print(report.ok ? 'OK: no drift' : `FAILED: ${report.drift.length} problem(s)`);
    return report.ok ? 0 : 1;
  },
};

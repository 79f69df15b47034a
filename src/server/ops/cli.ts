import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { OpsCommand } from './command';
import { adjustCommand } from './adjust';
import { approvalCommand } from './approval';
import { bonusCommand } from './bonus';
import { promotionSetCommand } from './promotions';
import { contractOfferCommand, contractTerminateCommand, contractTerminationCommand, settlementCommand } from './contracts';
import { depositApproveCommand, depositRejectCommand, withdrawPayCommand, withdrawRejectCommand } from './cashier-decide';
import { lottoCommand } from './lotto';
import { maintenanceCommand } from './maintenance';
import { moveMemberCommand } from './move-member';
import { operatorAddCommand } from './operator-add';
import { vendorSetCommand, vendorShowCommand } from './vendor';
import { verifyLedgerCommand } from './verify-ledger';

/**
 * The operator tool: `npm run ops -- <command> [options]`. It works on the database directly
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the server first, PGlite allows one
 * process at a time). Exit codes: 0 success, 1 the command found a problem, 2 usage error.
 */
const COMMANDS: OpsCommand[] = [
  verifyLedgerCommand,
  operatorAddCommand,
  depositApproveCommand,
  depositRejectCommand,
  withdrawPayCommand,
  withdrawRejectCommand,
  adjustCommand,
  bonusCommand,
  vendorSetCommand,
  vendorShowCommand,
  maintenanceCommand,
  moveMemberCommand,
  contractOfferCommand,
  contractTerminateCommand,
  contractTerminationCommand,
  settlementCommand,
  promotionSetCommand,
  lottoCommand,
  approvalCommand,
];

function usage(): string {
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(16)} ${c.summary}`);
  return ['usage: npm run ops -- <command> [options]', '', 'commands:', ...lines].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(name ? `unknown command: ${name}\n\n${usage()}` : usage());
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await command.run({ database, print: (line) => console.log(line) }, args);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

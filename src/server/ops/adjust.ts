import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema/index';
import { adjustBalance } from '../modules/cashier/adjust-service';
import { cliActor } from '../modules/operator/audit';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

/** parseArgs reads `--amount -200` as two options; `--amount=-200` is what is meant. */
function joinNegative(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const next = args[i + 1];
    if (args[i] === '--amount' && next !== undefined && /^-\d/u.test(next)) {
      out.push(`--amount=${next}`);
      i += 1;
    } else out.push(args[i] ?? '');
  }
  return out;
}

/** `npm run ops -- adjust --member ACCOUNT --amount MINOR --reason TEXT`: signed minor units. */
export const adjustCommand: OpsCommand = {
  name: 'adjust',
  summary: "adjust a player's main wallet (audited): --member ACCOUNT --amount MINOR (signed) --reason TEXT [--merchant CODE]",
  async run({ database, print }, args) {
    const { values } = parseArgs({ args: joinNegative(args), options: { member: { type: 'string' }, amount: { type: 'string' }, reason: { type: 'string' }, merchant: { type: 'string' } } });
    const amount = Number(values.amount);
    if (!values.member || !values.reason || !/^-?\d+$/u.test(values.amount ?? '') || !Number.isSafeInteger(amount)) {
      print('usage: adjust --member ACCOUNT --amount MINOR (e.g. 10000 or -500) --reason TEXT [--merchant CODE]');
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const [merchant] = await database.db.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
    const currency = merchant?.config.currency.code ?? 'THB';
    const result = await adjustBalance(database.db, cliActor(merchantId), { account: values.member, amount, reason: values.reason, currency });
    print(`member ${values.member}: ${result.before} -> ${result.after} ${currency} minor units (transfer ${result.transferId})`);
    return 0;
  },
};

import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema/index';
import { cliActor } from '../modules/operator/audit';
import { grantOrFileBonus } from '../modules/records/bonus-service';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

const USAGE = 'usage: bonus --member ACCOUNT --amount MINOR (positive, e.g. 10000) --reason TEXT [--merchant CODE]';

/** `npm run ops -- bonus --member ACCOUNT --amount MINOR --reason TEXT`: promotions → main wallet. */
export const bonusCommand: OpsCommand = {
  name: 'bonus',
  summary: "grant a bonus to a player's main wallet from promotions (audited): --member ACCOUNT --amount MINOR --reason TEXT [--merchant CODE]",
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { member: { type: 'string' }, amount: { type: 'string' }, reason: { type: 'string' }, merchant: { type: 'string' } } });
    const amount = Number(values.amount);
    if (!values.member || !values.reason || !/^\d+$/u.test(values.amount ?? '') || !Number.isSafeInteger(amount) || amount <= 0) {
      print(USAGE);
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const [merchant] = await database.db.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
    const currency = merchant?.config.currency.code ?? 'THB';
    const result = await grantOrFileBonus(database.db, cliActor(merchantId), { account: values.member, amount, reason: values.reason, currency });
    if ('approval' in result) {
      print(`bonus ${amount} for ${values.member} needs a second operator: approval ${result.approval.id}`);
      return 0;
    }
    print(`member ${values.member}: bonus ${amount}; ${result.before} -> ${result.after} ${currency} minor units (transfer ${result.transferId})`);
    return 0;
  },
};

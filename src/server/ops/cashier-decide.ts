import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { decideDeposit } from '../modules/cashier/deposit-service';
import { decideWithdrawal } from '../modules/cashier/withdraw-service';
import { cliActor, type OperatorActor } from '../modules/operator/audit';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

type Decide = (db: Db, who: OperatorActor, id: number) => Promise<{ id: number; status: string; amount: number; currency: string; approval?: { id: number } | null }>;

/** One operator decision on a cashier order, by id, audited under the CLI actor. */
function decisionCommand(name: string, what: string, decide: Decide): OpsCommand {
  return {
    name,
    summary: `${what} (audited): --id N [--merchant CODE]`,
    async run({ database, print }, args) {
      const { values } = parseArgs({ args, options: { id: { type: 'string' }, merchant: { type: 'string' } } });
      const id = Number(values.id);
      if (!Number.isSafeInteger(id) || id <= 0) {
        print(`usage: ${name} --id N [--merchant CODE]`);
        return 2;
      }
      const who = cliActor(await merchantIdOf(database.db, values.merchant));
      const order = await decide(database.db, who, id);
      print(`${name.split('-')[0]} ${order.id}: ${order.status} (${order.amount} ${order.currency} minor units)`);
      if (order.approval) print(`needs a second operator: approval ${order.approval.id} (npm run ops -- approval --id ${order.approval.id} --approve, by someone else)`);
      return 0;
    },
  };
}

export const depositApproveCommand = decisionCommand('deposit-approve', 'approve a pending manual bank deposit', (db, who, id) => decideDeposit(db, who, id, 'approve'));
export const depositRejectCommand = decisionCommand('deposit-reject', 'reject a pending manual bank deposit', (db, who, id) => decideDeposit(db, who, id, 'reject'));
export const withdrawPayCommand = decisionCommand('withdraw-pay', 'mark a pending withdrawal paid', (db, who, id) => decideWithdrawal(db, who, id, 'pay'));
export const withdrawRejectCommand = decisionCommand('withdraw-reject', 'reject a pending withdrawal (funds released)', (db, who, id) => decideWithdrawal(db, who, id, 'reject'));

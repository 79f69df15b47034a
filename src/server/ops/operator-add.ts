import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { cliActor } from '../modules/operator/audit';
import { addOperator, OPERATOR_ROLES, type OperatorRole } from '../modules/operator/service';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

/** `npm run ops -- operator-add --username U --password P [--role admin|finance|support|content|readonly] [--merchant CODE]` */
export const operatorAddCommand: OpsCommand = {
  name: 'operator-add',
  summary: `add a back-office operator (it enrols its authenticator at first sign-in): --username U --password P [--role ${OPERATOR_ROLES.join('|')}] [--merchant CODE]`,
  async run({ database, print }, args) {
    const { values } = parseArgs({
      args,
      options: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'readonly' }, merchant: { type: 'string' } },
    });
    const role = values.role as OperatorRole;
    if (!values.username || !values.password || values.password.length < 8 || !OPERATOR_ROLES.includes(role)) {
      print(`usage: operator-add --username U --password P (8+ characters) [--role ${OPERATOR_ROLES.join('|')}] [--merchant CODE]`);
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const cost = loadConfig().accounts.passwordCost;
    const added = await addOperator(database.db, cliActor(merchantId), { username: values.username, password: values.password, role, cost });
    print(`operator ${added.username} (${added.role}) added with id ${added.id}`);
    return 0;
  },
};

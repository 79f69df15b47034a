import { parseArgs } from 'node:util';
import { isAppError } from '../lib/app-error';
import { moveMember } from '../modules/agent/tree-service';
import { cliActor } from '../modules/operator/audit';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

const USAGE = 'usage: move-member --account ACCOUNT (--upline AGENT_ACCOUNT | --top) [--merchant CODE]';

/** `npm run ops -- move-member --account downline1 --upline otheragent`: the member and its subtree, audited. */
export const moveMemberCommand: OpsCommand = {
  name: 'move-member',
  summary: 'move a member and its whole downline under another agent, or to the top (audited): --account ACCOUNT (--upline AGENT | --top) [--merchant CODE]',
  async run({ database, print }, args) {
    let values;
    try {
      ({ values } = parseArgs({
        args,
        options: { account: { type: 'string' }, upline: { type: 'string' }, top: { type: 'boolean' }, merchant: { type: 'string' } },
      }));
    } catch (error) {
      print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
      return 2;
    }
    if (!values.account || (values.upline === undefined) === (values.top !== true)) {
      print(USAGE);
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    try {
      const moved = await moveMember(database.db, cliActor(merchantId), values.account, values.top ? null : (values.upline ?? null));
      const where = (upline: string | null) => upline ?? '(top)';
      print(moved.before === moved.after ? `${moved.account}: already under ${where(moved.after)}` : `${moved.account}: moved from ${where(moved.before)} to ${where(moved.after)}`);
      return 0;
    } catch (error) {
      if (!isAppError(error)) throw error;
      print(`refused (${error.code}): ${error.message}`);
      return 1;
    }
  },
};

import { parseArgs } from 'node:util';
import { approve, reject } from '../modules/approvals/service';
import { cliActor } from '../modules/operator/audit';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

const USAGE = 'usage: approval --id N (--approve | --reject --note TEXT) [--merchant CODE]';

/** `npm run ops -- approval --id N --approve|--reject --note TEXT`: the second operator's decision (maker-checker). */
export const approvalCommand: OpsCommand = {
  name: 'approval',
  summary: 'approve or reject a money action waiting for a second operator: --id N (--approve | --reject --note TEXT) [--merchant CODE]',
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { id: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'boolean' }, note: { type: 'string' }, merchant: { type: 'string' } } });
    const id = Number(values.id);
    const note = values.note?.trim() ?? '';
    if (!/^\d+$/u.test(values.id ?? '') || !Number.isSafeInteger(id) || values.approve === values.reject || (values.reject && note.length < 2)) {
      print(USAGE);
      return 2;
    }
    const who = cliActor(await merchantIdOf(database.db, values.merchant));
    const decided = values.approve ? await approve(database.db, who, id) : await reject(database.db, who, id, note);
    print(`approval ${decided.id} (${decided.kind} ${decided.targetId}, ${decided.amount} ${decided.currency} minor units): ${decided.status}`);
    return 0;
  },
};

import { parseArgs } from 'node:util';
import { cliActor } from '../modules/operator/audit';
import { setMaintenance } from '../modules/play/maintenance-service';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

const USAGE = 'usage: maintenance (--game NODE_ID | --vendor CODE) (--on | --off) [--merchant CODE]';

/** `npm run ops -- maintenance --game PG-RNG-1 --on`: audited; launches then answer game_maintenance. */
export const maintenanceCommand: OpsCommand = {
  name: 'maintenance',
  summary: 'put a game or a whole vendor in or out of maintenance (audited): (--game NODE_ID | --vendor CODE) (--on | --off) [--merchant CODE]',
  async run({ database, print }, args) {
    const { values } = parseArgs({
      args,
      options: { game: { type: 'string' }, vendor: { type: 'string' }, on: { type: 'boolean' }, off: { type: 'boolean' }, merchant: { type: 'string' } },
    });
    const named = (values.game ? 1 : 0) + (values.vendor ? 1 : 0);
    if (named !== 1 || values.on === values.off) {
      print(USAGE);
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const target = values.game ? { nodeId: values.game } : { vendorCode: values.vendor ?? '' };
    try {
      await setMaintenance(database.db, cliActor(merchantId), target, values.on === true);
    } catch (error) {
      print(error instanceof Error ? error.message : String(error));
      return 1;
    }
    print(`${values.game ? `game ${values.game}` : `vendor ${values.vendor}`}: maintenance ${values.on ? 'on' : 'off'}`);
    return 0;
  },
};

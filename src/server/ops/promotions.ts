import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { promotionInputSchema } from '@shared/api/promotions';
import { cliActor } from '../modules/operator/audit';
import { savePromotion } from '../modules/promotions/operator-service';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

/** `npm run ops -- promotion-set --file promo.json`: creates or changes a promotion by its code (audited). */
export const promotionSetCommand: OpsCommand = {
  name: 'promotion-set',
  summary: 'create or change a promotion from a JSON file (audited; README "Promotions" shows the format): --file PATH',
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { file: { type: 'string' }, merchant: { type: 'string' } } });
    if (!values.file) {
      print('usage: promotion-set --file PATH [--merchant CODE]');
      return 2;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(values.file, 'utf8'));
    } catch (error) {
      print(`cannot read ${values.file}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
    const input = promotionInputSchema.safeParse(json);
    if (!input.success) {
      for (const issue of input.error.issues) print(`${issue.path.join('.') || '(file)'}: ${issue.message}`);
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const saved = await savePromotion(database.db, cliActor(merchantId), input.data);
    print(`promotion ${saved.code} (${saved.kind}) saved as ${saved.id}`);
    return 0;
  },
};

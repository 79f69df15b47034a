import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema/index';
import { LottoError } from '../vendors/lotto/errors';
import * as lotto from '../vendors/lotto/repository';
import { changeSettings, showSettings, type SettingsChange } from '../vendors/lotto/settings-service';
import type { OpsCommand, OpsContext } from './command';
import { merchantIdOf } from './merchant-arg';

/**
 * The in-house lottery's back office (its own tables; the running server's draw clock does the
 * rest): `lotto draw-now --draw KEY` brings an open draw's time to now (the next pass draws and
 * settles it), `lotto void --draw KEY --reason TEXT` voids an open draw (the next pass refunds its
 * slips), `lotto settings --game CODE [--maintenance on|off] [--close-seconds N] [--odds KEY=X ...]
 * [--rebate TYPE=PCT ...]` shows or changes a game's settings.
 */
const USAGE =
  'usage: lotto draw-now --draw KEY | lotto void --draw KEY --reason TEXT | lotto settings --game CODE [--maintenance on|off] [--close-seconds N] [--odds KEY=X]... [--rebate TYPE=PCT]... [--merchant CODE]';

function pairs(list: string[] | undefined): Record<string, number> | undefined {
  if (!list) return undefined;
  const out: Record<string, number> = {};
  for (const item of list) {
    const [key, value] = item.split('=');
    if (!key || value === undefined || !Number.isFinite(Number(value))) throw new LottoError('validation_failed', 2);
    out[key] = Number(value);
  }
  return out;
}

async function merchantCodeOf(ctx: OpsContext, wanted: string | undefined): Promise<string> {
  const id = await merchantIdOf(ctx.database.db, wanted);
  const [row] = await ctx.database.db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, id));
  return row?.code ?? '';
}

async function run(ctx: OpsContext, action: string | undefined, values: Record<string, string | string[] | undefined>): Promise<number> {
  const { db } = ctx.database;
  const merchant = await merchantCodeOf(ctx, values.merchant as string | undefined);
  const drawKey = values.draw as string | undefined;
  if ((action === 'draw-now' || action === 'void') && drawKey) {
    const draw = await lotto.drawByKey(db, merchant, drawKey);
    if (!draw) {
      ctx.print(`no draw ${drawKey} for ${merchant}`);
      return 1;
    }
    const done = action === 'void' ? await lotto.markVoid(db, draw.id, String(values.reason ?? 'voided by the operator')) : await lotto.drawNow(db, draw.id, new Date());
    ctx.print(done ? `${drawKey}: ${action === 'void' ? 'voided (its slips are refunded by the next pass)' : 'due now (the next pass draws and settles it)'}` : `${drawKey} is ${draw.status}, not open: nothing changed`);
    return done ? 0 : 1;
  }
  if (action === 'settings' && typeof values.game === 'string') {
    const maintenance = values.maintenance === undefined ? undefined : values.maintenance === 'on';
    const change: SettingsChange = {
      ...(maintenance === undefined ? {} : { maintenance }),
      ...(values['close-seconds'] === undefined ? {} : { closeSeconds: Number(values['close-seconds']) }),
      ...(values.odds ? { odds: pairs(values.odds as string[]) } : {}),
      ...(values.rebate ? { rebatePercent: pairs(values.rebate as string[]) } : {}),
    };
    const view = Object.keys(change).length === 0 ? await showSettings(db, merchant, values.game) : await changeSettings(db, merchant, values.game, change);
    ctx.print(JSON.stringify(view, null, 2));
    return 0;
  }
  ctx.print(USAGE);
  return 2;
}

export const lottoCommand: OpsCommand = {
  name: 'lotto',
  summary: 'the lottery: draw-now --draw KEY | void --draw KEY --reason TEXT | settings --game CODE [--maintenance on|off] [--close-seconds N] [--odds K=X] [--rebate T=P]',
  async run(ctx, args) {
    const [action, ...rest] = args;
    let parsed: ReturnType<typeof parseOptions>;
    try {
      parsed = parseOptions(rest);
    } catch (error) {
      ctx.print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
      return 2;
    }
    try {
      return await run(ctx, action, parsed.values);
    } catch (error) {
      if (error instanceof LottoError) {
        ctx.print(`${error.code}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`);
        return error.status === 2 ? 2 : 1;
      }
      throw error;
    }
  },
};

function parseOptions(rest: string[]) {
  return parseArgs({
    args: rest,
    options: {
      draw: { type: 'string' },
      reason: { type: 'string' },
      game: { type: 'string' },
      maintenance: { type: 'string' },
      'close-seconds': { type: 'string' },
      odds: { type: 'string', multiple: true },
      rebate: { type: 'string', multiple: true },
      merchant: { type: 'string' },
    },
  });
}

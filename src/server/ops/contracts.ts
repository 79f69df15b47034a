import { parseArgs } from 'node:util';
import { CONTRACT_KINDS, CONTRACT_PERIOD_TYPES, contractTiersSchema, KIND_PERIOD_TYPES, type ContractKind, type ContractPeriodType } from '@shared/api/contracts';
import type { Db } from '../db/client';
import { listMerchants } from '../modules/merchant/repository';
import { houseAnswerTermination, houseOffer, operatorRerun, operatorSettle, operatorTerminate, operatorVoid } from '../modules/contracts/operator-service';
import { cliActor } from '../modules/operator/audit';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

async function merchantOf(db: Db, code: string | undefined) {
  const id = await merchantIdOf(db, code);
  const merchant = (await listMerchants(db)).find((m) => m.id === id);
  if (!merchant) throw new Error('merchant vanished');
  return merchant;
}

const isKind = (value: string | undefined): value is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(value ?? '');
const isPeriodType = (value: string | undefined): value is ContractPeriodType => (CONTRACT_PERIOD_TYPES as readonly string[]).includes(value ?? '');

/**
 * Tiers as "minTurnover:minActive:rateBp" joined by commas, e.g. "0:0:100,5000000:10:150"
 * (turnover in minor units, rate in basis points: 150 = 1.5 %).
 */
export function parseTiers(text: string) {
  const tiers = text.split(',').map((part) => {
    const [minTurnover, minActive, rateBp] = part.split(':').map((n) => Number(n));
    return { minTurnover, minActive, rateBp };
  });
  return contractTiersSchema.safeParse(tiers);
}

const OFFER_USAGE = `usage: contract-offer --agent ACCOUNT --kind ${CONTRACT_KINDS.join('|')} --tiers T:A:BP[,T:A:BP...] [--period-type ${CONTRACT_PERIOD_TYPES.join('|')}] [--merchant CODE]`;

/** `npm run ops -- contract-offer`: the house offers a top-level agent a contract (audited). */
export const contractOfferCommand: OpsCommand = {
  name: 'contract-offer',
  summary: 'the house offers a top-level agent a contract (audited): --agent ACCOUNT --kind KIND --tiers T:A:BP,... [--period-type TYPE]',
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { agent: { type: 'string' }, kind: { type: 'string' }, tiers: { type: 'string' }, 'period-type': { type: 'string' }, merchant: { type: 'string' } } });
    const tiers = parseTiers(values.tiers ?? '');
    const periodType = values['period-type'];
    if (!values.agent || !isKind(values.kind) || !tiers.success || (periodType !== undefined && !isPeriodType(periodType))) {
      print(OFFER_USAGE);
      return 2;
    }
    const merchant = await merchantOf(database.db, values.merchant);
    const kind = values.kind;
    const contract = await houseOffer(database.db, merchant, cliActor(merchant.id), { kind, account: values.agent, periodType: periodType ?? KIND_PERIOD_TYPES[kind][0] ?? 'daily', tiers: tiers.data });
    print(`offered contract ${contract.id} (${kind}, ${contract.periodType}) to ${values.agent}; it lapses at ${contract.expiresAt.toISOString()}`);
    return 0;
  },
};

/** `npm run ops -- contract-terminate --id N`: ends a contract and what it covered (audited). */
export const contractTerminateCommand: OpsCommand = {
  name: 'contract-terminate',
  summary: 'end an agent contract and every contract below it that it covered (audited): --id N',
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { id: { type: 'string' }, merchant: { type: 'string' } } });
    const id = Number(values.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      print('usage: contract-terminate --id N [--merchant CODE]');
      return 2;
    }
    const merchant = await merchantOf(database.db, values.merchant);
    const { ended } = await operatorTerminate(database.db, merchant, cliActor(merchant.id), id);
    print(`contract ${id} terminated; ${ended} downline contract(s) ended with it`);
    return 0;
  },
};

/** `npm run ops -- contract-termination --id N --answer accept|reject`: the house answers a top-level agent (audited). */
export const contractTerminationCommand: OpsCommand = {
  name: 'contract-termination',
  summary: "answer a top-level agent's request to end its contract with the house (audited): --id N --answer accept|reject",
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { id: { type: 'string' }, answer: { type: 'string' }, merchant: { type: 'string' } } });
    const id = Number(values.id);
    if (!Number.isSafeInteger(id) || id <= 0 || (values.answer !== 'accept' && values.answer !== 'reject')) {
      print('usage: contract-termination --id N --answer accept|reject [--merchant CODE]');
      return 2;
    }
    const merchant = await merchantOf(database.db, values.merchant);
    const contract = await houseAnswerTermination(database.db, merchant, cliActor(merchant.id), id, values.answer === 'accept');
    print(`contract ${id}: ${contract.status}${contract.endReason ? ` (${contract.endReason})` : ''}`);
    return 0;
  },
};

const ACTIONS = { run: operatorSettle, void: operatorVoid, rerun: operatorRerun } as const;

/** `npm run ops -- settlement run|void|rerun --kind K --period YYYY-MM-DD|ISO [--period-type T]` (audited). */
export const settlementCommand: OpsCommand = {
  name: 'settlement',
  summary: 'settle, void (reverse) or re-run a closed contract period (audited): run|void|rerun --kind KIND --period YYYY-MM-DD|ISO [--period-type T]',
  async run({ database, print }, args) {
    const [action, ...rest] = args;
    const { values } = parseArgs({ args: rest, options: { kind: { type: 'string' }, period: { type: 'string' }, 'period-type': { type: 'string' }, merchant: { type: 'string' } } });
    const periodType = values['period-type'];
    if (!action || !(action in ACTIONS) || !isKind(values.kind) || !values.period || (periodType !== undefined && !isPeriodType(periodType))) {
      print(`usage: settlement run|void|rerun --kind ${CONTRACT_KINDS.join('|')} --period YYYY-MM-DD|ISO-TIME [--period-type TYPE] [--merchant CODE]`);
      return 2;
    }
    const merchant = await merchantOf(database.db, values.merchant);
    const result = await ACTIONS[action as keyof typeof ACTIONS](database.db, merchant, cliActor(merchant.id), { kind: values.kind, periodType, period: values.period });
    print(`${action} ${values.kind} ${values.period}: ${JSON.stringify(result)}`);
    return 0;
  },
};

import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { cliActor } from '../modules/operator/audit';
import { setIntegration, showIntegrations, WALLET_MODES, type IntegrationView, type WalletMode } from '../modules/seamless/integration-service';
import type { OpsCommand } from './command';
import { merchantIdOf } from './merchant-arg';

const SET_USAGE =
  'usage: vendor-set --code CODE [--mode seamless|transfer] [--secret SECRET (16+ characters)] [--allow IP,CIDR,... (empty clears)] [--launch-url URL] [--merchant CODE]\n' +
  '(a new vendor needs --mode and --secret; an update keeps what is not given)';

const lines = (view: IntegrationView): string[] => [
  `vendor ${view.code}: mode ${view.mode}, secret set (hidden)`,
  `  allowlist: ${view.allowlist.length > 0 ? view.allowlist.join(', ') : '(any address)'}`,
  `  launch URL: ${view.launchUrl ?? '(none)'}`,
  `  updated: ${view.updatedAt}`,
];

/** `npm run ops -- vendor-set --code CODE --mode seamless --secret S ...`: audited; the secret is sealed at rest. */
export const vendorSetCommand: OpsCommand = {
  name: 'vendor-set',
  summary: 'add or change a game vendor integration (audited): --code CODE [--mode seamless|transfer] [--secret S] [--allow IPs] [--launch-url URL] [--merchant CODE]',
  async run({ database, print }, args) {
    const { values } = parseArgs({
      args,
      options: {
        code: { type: 'string' },
        mode: { type: 'string' },
        secret: { type: 'string' },
        allow: { type: 'string' },
        'launch-url': { type: 'string' },
        merchant: { type: 'string' },
      },
    });
    if (!values.code || (values.mode !== undefined && !(WALLET_MODES as readonly string[]).includes(values.mode))) {
      print(SET_USAGE);
      return 2;
    }
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const allowlist = values.allow === undefined ? undefined : values.allow.split(',').map((rule) => rule.trim()).filter(Boolean);
    const launchUrl = values['launch-url'] === undefined ? undefined : values['launch-url'] || null;
    const input = { code: values.code, mode: values.mode as WalletMode | undefined, secret: values.secret, allowlist, launchUrl };
    const view = await setIntegration(database.db, cliActor(merchantId), input, loadConfig().accounts.keyEncryptionSecret);
    for (const line of lines(view)) print(line);
    return 0;
  },
};

/** `npm run ops -- vendor-show [--code CODE]`: one or every integration, never the secret. */
export const vendorShowCommand: OpsCommand = {
  name: 'vendor-show',
  summary: 'show game vendor integrations (never the secret): [--code CODE] [--merchant CODE]',
  async run({ database, print }, args) {
    const { values } = parseArgs({ args, options: { code: { type: 'string' }, merchant: { type: 'string' } } });
    const merchantId = await merchantIdOf(database.db, values.merchant);
    const views = await showIntegrations(database.db, merchantId, values.code);
    if (views.length === 0) {
      print(values.code ? `no vendor ${values.code}` : 'no vendor integrations');
      return values.code ? 1 : 0;
    }
    for (const line of views.flatMap(lines)) print(line);
    return 0;
  },
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigChange, ConsoleConfig } from '@shared/api/console-config';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { diffOf } from './service';

describe('diffOf', () => {
  it('names each changed leaf; arrays compare whole', () => {
    expect(diffOf({ a: { b: 1, c: [1, 2] }, d: true }, { a: { b: 2, c: [1, 2] }, d: true, e: 'x' })).toEqual([
      { path: 'a.b', before: 1, after: 2 },
      { path: 'e', before: null, after: 'x' },
    ]);
    expect(diffOf({ list: ['a'] }, { list: ['a', 'b'] })).toEqual([{ path: 'list', before: ['a'], after: ['a', 'b'] }]);
  });
});

/** The console's configuration (issue 22): a diff before saving, saved over its version, audited, in force at once. */
describe.each(testDrivers())('console configuration on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, payload, headers: bearer(ops) });
  const config = async () => (await t.app.inject({ url: '/ops-api/config', headers: bearer(ops) })).json<{ value: ConsoleConfig }>().value;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
  });
  afterAll(async () => t.close());

  it('shows a change as a diff, saves it over its version, audits it, and the site uses it at once', async () => {
    const start = await config();
    expect(Object.keys(start.sections).sort()).toEqual(['cashier', 'features', 'maintenance', 'mirrors', 'regionBlock', 'register']);
    const patch = { cashier: { withdrawMinAmount: 25_000 }, maintenance: { allowList: ['10.0.0.0/8'] } };
    const diffResponse = await call('POST', '/ops-api/config/diff', { patch });
    expect(diffResponse.statusCode, diffResponse.body).toBe(200);
    const diff = diffResponse.json<{ value: { changes: ConfigChange[] } }>().value.changes;
    expect(diff.map((c) => c.path), JSON.stringify(diff)).toEqual(['cashier.withdrawMinAmount', 'maintenance.allowList']);
    expect((await config()).version).toBe(start.version);

    const saved = (await call('PUT', '/ops-api/config', { version: start.version, patch })).json<{ value: ConsoleConfig }>().value;
    expect(saved.version).toBe(start.version + 1);
    const player = await loginToken(t, 'demoplayer', 'Demo1234');
    const info = await t.app.inject({ url: '/wps/cashier/withdraw/info', headers: bearer(player) });
    expect(info.json()).toMatchObject({ value: { minAmount: 25_000 } });
    const audit = (await t.app.inject({ url: '/ops-api/audit?action=config.update', headers: bearer(ops) })).json<{ value: { list: { before: object; after: object }[] } }>().value.list[0];
    expect(audit).toMatchObject({ after: { 'cashier.withdrawMinAmount': 25_000, 'maintenance.allowList': ['10.0.0.0/8'] } });

    // The same change again, made on the old version: somebody saved in between.
    expect((await call('PUT', '/ops-api/config', { version: start.version, patch: { cashier: { withdrawMinAmount: 30_000 } } })).json()).toMatchObject({ code: 'conflict' });
  });

  it('refuses invalid or uneditable changes with the field named; nothing is saved', async () => {
    const { version } = await config();
    for (const [patch, field] of [
      [{ cashier: { withdrawMinAmount: 0 } }, 'patch.cashier.withdrawMinAmount'],
      [{ maintenance: { allowList: ['not-an-address'] } }, 'patch.maintenance.allowList.0'],
      [{ regionBlock: { countries: ['THA'] } }, 'patch.regionBlock.countries.0'],
      [{ name: 'Renamed' }, 'patch'],
    ] as const) {
      const response = await call('PUT', '/ops-api/config', { version, patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(422);
      expect(Object.keys(response.json<{ errors?: object }>().errors ?? {}).join(), JSON.stringify(patch)).toContain(field.split('.').slice(0, 2).join('.'));
    }
    expect((await config()).version).toBe(version);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAnswer } from '@shared/api/console';
import { bearer, buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { csvCell } from './audit-routes';
import { cliActor, recordAudit } from './audit';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    [null, '""'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe.each(testDrivers())('the audit log on %s', (driver) => {
  let t: AccountTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    token = await operatorToken(t);
    const merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i += 1) await recordAudit(tx, cliActor(merchantId), { action: i % 2 ? 'test.odd' : 'test.even', targetType: 'testthing', targetId: String(i), before: { n: i }, after: { note: i === 3 ? '=cmd|calc' : 'ok' } });
    });
  });
  afterAll(async () => t.close());

  const audit = async (query: string) => {
    const response = await t.app.inject({ url: `/ops-api/audit?${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: AuditAnswer }>().value;
  };

  it('lists newest first, filters, and pages on with `before`', async () => {
    const page1 = await audit('targetType=testthing&limit=3');
    expect(page1.list.map((r) => r.targetId)).toEqual(['6', '5', '4']);
    expect(page1.more).toBe(true);
    const page2 = await audit(`targetType=testthing&limit=3&before=${page1.list[2]?.id}`);
    expect(page2.list.map((r) => r.targetId)).toEqual(['3', '2', '1']);
    const page3 = await audit(`targetType=testthing&limit=3&before=${page2.list[2]?.id}`);
    expect([page3.list.map((r) => r.targetId), page3.more]).toEqual([['0'], false]);
    expect((await audit('action=test.odd')).list.map((r) => r.targetId)).toEqual(['5', '3', '1']);
    expect((await audit('targetType=testthing&targetId=3')).list).toHaveLength(1);
    const login = await audit('action=operator.login');
    expect(login.list[0]).toMatchObject({ actor: expect.stringMatching(/^operator:\d+$/u), ip: expect.any(String) });
    const today = new Date(t.clock.t).toISOString().slice(0, 10);
    expect((await audit(`targetType=testthing&from=${today}&to=${today}`)).list).toHaveLength(7);
    expect((await audit('targetType=testthing&to=2001-01-01')).list).toHaveLength(0);
  });

  it('refuses bad filters with 422', async () => {
    for (const query of ['limit=0', 'limit=501', 'from=2026-13-01', 'from=yesterday', 'before=-1', 'other=1', `actor=${'x'.repeat(81)}`]) {
      const response = await t.app.inject({ url: `/ops-api/audit?${query}`, headers: bearer(token) });
      expect([query, response.statusCode]).toEqual([query, 422]);
    }
  });

  it('exports the filtered rows as CSV a spreadsheet cannot be tricked by', async () => {
    const response = await t.app.inject({ url: '/ops-api/audit.csv?targetType=testthing', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/u);
    const lines = response.body.replace(/^\uFEFF/u, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,operatorId,ip,action,targetType,targetId,before,after');
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l.includes('"3"'))).toContain(`"{""note"":""=cmd|calc""}"`);
    expect((await t.app.inject({ url: '/ops-api/audit.csv?before=3', headers: bearer(token) })).statusCode).toBe(422);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { countryCodes } from './schema/index';

describe('PGlite in a data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written across a clean close and reopen, and re-migrates as a no-op', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(countryCodes).values({ countryCode: 'ZZ', countryDialingCode: '+999', name: 'Testland' });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db.select().from(countryCodes);
    await second.close();
    expect(rows).toEqual([{ countryCode: 'ZZ', countryDialingCode: '+999', name: 'Testland', sort: 0 }]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  it('lets several processes migrate the same database at once', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
      const rows = await opened[0]?.db.select().from(countryCodes);
      await Promise.all(opened.map((database) => database.close()));
      expect(rows).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

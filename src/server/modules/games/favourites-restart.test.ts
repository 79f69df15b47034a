import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { favouriteIdsSchema } from '@shared/api/games';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { seedDatabase } from '../../db/seed/index';
import { bearer, loginToken, testClock, type AccountTestApp } from '../../test/account-client';
import { openTestDatabase, testDrivers } from '../../test/database';
import { valueOf } from './lobby-test-support';

/** The whole app over an existing database (closing it leaves the database open). */
async function appOn(database: Database): Promise<AccountTestApp> {
  const clock = testClock();
  const base = loadConfig({ NODE_ENV: 'test' });
  const config = { ...base, webDist: '/nonexistent-web-dist', accounts: { ...base.accounts, clock: () => clock.t } };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database, seed: undefined, clock, close: () => app.close() };
}

async function favouriteAs(database: Database, add?: object): Promise<string[]> {
  const t = await appOn(database);
  try {
    const headers = bearer(await loginToken(t, 'demoplayer', 'Demo1234'));
    if (add) await t.app.inject({ method: 'POST', url: '/wps/member/favourites', payload: add, headers });
    return valueOf(await t.app.inject({ url: '/wps/member/favourites/ids', headers }), favouriteIdsSchema).list;
  } finally {
    await t.close();
  }
}

describe('favourites survive a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-favourites-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on a file-backed PGlite: close everything, reopen the directory, the list is there', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await seedDatabase(first.db, { passwordCost: 'test' });
      expect(await favouriteAs(first, { nodeId: 'FC-RNG-3', vendor: 'FC', gameType: 'RNG' })).toEqual(['FC-RNG-3']);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: dir });
    try {
      expect(await favouriteAs(second)).toEqual(['FC-RNG-3']);
    } finally {
      await second.close();
    }
  });

  it.skipIf(!testDrivers().includes('postgres'))('on PostgreSQL (needs TEST_DATABASE_URL): a second app on the same database sees the list', async () => {
    const database = await openTestDatabase('postgres');
    try {
      await seedDatabase(database.db, { passwordCost: 'test' });
      expect(await favouriteAs(database, { nodeId: 'FC-RNG-3', vendor: 'FC', gameType: 'RNG' })).toEqual(['FC-RNG-3']);
      expect(await favouriteAs(database)).toEqual(['FC-RNG-3']);
    } finally {
      await database.close();
    }
  });
});

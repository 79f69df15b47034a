import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDrivers } from '../test/database';
import type { Database } from '../db/client';
import { RateLimiter } from './rate-limit';

describe.each(testDrivers())('rate limiter (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => database?.close());

  it('shares one window between limiters (processes) over the same database', async () => {
    let now = 1_000_000;
    const a = new RateLimiter(database.db, () => now);
    const b = new RateLimiter(database.db, () => now);
    await a.hit('k', 2, 1000);
    await b.hit('k', 2, 1000);
    await expect(a.hit('k', 2, 1000)).rejects.toMatchObject({ code: 'too_many_requests' });
    await expect(b.hit('other', 2, 1000)).resolves.toBeUndefined();
    now += 1000;
    await expect(b.hit('k', 2, 1000)).resolves.toBeUndefined();
  });

  it('counts concurrent hits exactly', async () => {
    const limiter = new RateLimiter(database.db, () => 5_000_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.hit('burst', 3, 60_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });
});

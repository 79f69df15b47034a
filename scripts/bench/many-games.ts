import { asc } from 'drizzle-orm';
import { merchants } from '../../src/server/db/schema/index';
import { explainPageGames, pageGames, type GameFilter } from '../../src/server/modules/games/catalogue-repository';
import { searchTerm } from '../../src/server/modules/games/lobby-service';
import { insertManyGames } from '../../src/server/test/many-games';
import type { RunningApp } from './apps';

export const EXTRA_GAMES = 10_000;
const UNCACHED_RUNS = 300;
/** The lobby case's query: category, vendor, name search, second page (pageSize 18). */
export const LOBBY_QUERY = { gameType: 'RNG', vassalage: 'PG', gameName: 'Lucky', pageNo: 2 } as const;
const { gameType, vassalage, gameName, pageNo } = LOBBY_QUERY;
export const LOBBY_PATH = `/lgw/games/list?gameType=${gameType}&vassalage=${vassalage}&gameName=${gameName}&pageNo=${pageNo}`;

/**
 * Adds 10,000 games to the platform's (first) merchant and prints PostgreSQL's plan for the lobby
 * case's query, which should read the lobby index rather than scan the table.
 */
export async function seedManyGames(app: RunningApp): Promise<void> {
  if (!app.database) throw new Error('bench: the platform app has no database handle');
  const { db } = app.database;
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(1);
  if (!merchant) throw new Error('bench: no merchant');
  const started = Date.now();
  await insertManyGames(db, merchant.id, EXTRA_GAMES);
  console.log(`  seeded ${EXTRA_GAMES} extra games in ${Date.now() - started} ms`);
  const filter: GameFilter = { gameType: LOBBY_QUERY.gameType, vendorCode: LOBBY_QUERY.vassalage, search: searchTerm(LOBBY_QUERY.gameName) };
  const plan = await explainPageGames(db, merchant.id, filter, 18, 18);
  console.log(`  plan of the lobby query:\n${plan.map((line) => `    ${line}`).join('\n')}`);
  // The HTTP case mostly reads the page cache; this is the query a cache miss runs, on its own.
  const times: number[] = [];
  for (let i = 0; i < UNCACHED_RUNS; i++) {
    const t0 = performance.now();
    await pageGames(db, merchant.id, filter, 18, 18);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(`  the lobby query itself, uncached, one at a time in-process (${UNCACHED_RUNS} runs): median ${at(0.5)} ms, p99 ${at(0.99)} ms`);
}

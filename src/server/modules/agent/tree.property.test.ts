import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { members, memberTree } from '../../db/schema/index';
import { isAppError } from '../../lib/app-error';
import { testDrivers } from '../../test/database';
import { ledgerFixture } from '../ledger/test-ledger';
import { propertyRuns } from '../../test/property-runs';
import { cliActor } from '../operator/audit';
import { isInSubtree, subtreeIds, uplineChain } from './tree-repository';
import { moveMember } from './tree-service';

type Closure = Map<string, number>;
const pair = (ancestor: number, descendant: number) => `${ancestor}>${descendant}`;

/** The closure the upline links imply, walked in JS: what member_tree must hold. */
function closureOf(links: Map<number, number | null>): Closure {
  const closure: Closure = new Map();
  for (const id of links.keys()) {
    let depth = 0;
    for (let at: number | null | undefined = id; at != null; at = links.get(at), depth += 1) closure.set(pair(at, id), depth);
  }
  return closure;
}

type Step = { op: 'add'; upline: number | null; agent: boolean } | { op: 'move'; who: number; to: number | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('add' as const), upline: fc.option(fc.nat(), { freq: 4 }), agent: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('move' as const), who: fc.nat(), to: fc.option(fc.nat(), { freq: 5 }) }), weight: 2 },
);

/** Random trees per engine: `npm test` runs the quick count, `npm run test:deep` the deep one. */
const RUNS = propertyRuns({ quick: 15, deep: 300 }, 'TREE_PROPERTY_RUNS');

describe.each(testDrivers())('the member tree against its upline links on %s', (driver) => {
  let database: Database;
  let merchantId: number;
  let run = 0;

  beforeAll(async () => {
    ({ database, merchantId } = await ledgerFixture(driver));
  });
  afterAll(async () => database.close());

  const accountOf = (id: number) => `tree${run}_${id}`;
  const treeOf = async (ids: number[]): Promise<Closure> => {
    const rows = ids.length === 0 ? [] : await database.db.select().from(memberTree).where(inArray(memberTree.descendantId, ids));
    return new Map(rows.map((row) => [pair(row.ancestorId, row.descendantId), row.depth]));
  };

  it('keeps the closure table equal to the upline links through random registrations and moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const links = new Map<number, number | null>();
        const agents = new Set<number>();
        const ids: number[] = [];
        for (const s of steps) {
          if (s.op === 'add') {
            const upline = s.upline === null || ids.length === 0 ? null : (ids[s.upline % ids.length] ?? null);
            const [row] = await database.db
              .insert(members)
              .values({ merchantId, account: accountOf(ids.length), passwordHash: 'x', type: s.agent || ids.length === 0 ? 1 : 0, uplineId: upline })
              .returning({ id: members.id, type: members.type });
            if (!row) throw new Error('no row');
            ids.push(row.id);
            links.set(row.id, upline);
            if (row.type === 1) agents.add(row.id);
            continue;
          }
          if (ids.length === 0) continue;
          const who = ids[s.who % ids.length] ?? 0;
          const to = s.to === null ? null : (ids[s.to % ids.length] ?? null);
          const model = closureOf(links);
          const expected = to !== null && !agents.has(to) ? 'not_agent' : to !== null && model.has(pair(who, to)) ? 'cycle' : 'moved';
          const outcome = await moveMember(database.db, cliActor(merchantId), accountOf(ids.indexOf(who)), to === null ? null : accountOf(ids.indexOf(to))).then(
            () => 'moved',
            (error: unknown) => (isAppError(error) ? (error.fields?.upline ?? error.code) : String(error)),
          );
          expect(outcome).toBe(expected);
          if (outcome === 'moved') links.set(who, to);
        }
        expect(await treeOf(ids)).toEqual(closureOf(links));
        // The questions the agent centre asks, answered from the table.
        const top = ids[0] ?? 0;
        const model = closureOf(links);
        const below = [...model].filter(([key, depth]) => key.startsWith(`${top}>`) && depth > 0).map(([key]) => Number(key.split('>')[1]));
        expect((await subtreeIds(database.db, top)).map((row) => row.id).sort((a, b) => a - b)).toEqual(below.sort((a, b) => a - b));
        for (const id of ids) expect(await isInSubtree(database.db, top, id)).toBe(model.has(pair(top, id)));
        const last = ids.at(-1) ?? 0;
        const chain: number[] = [];
        for (let at = links.get(last); at != null; at = links.get(at)) chain.push(at);
        expect(await uplineChain(database.db, last)).toEqual(chain);
      }),
      { numRuns: RUNS },
    );
    // The deep count (npm run test:deep) runs minutes, not the default 30 s.
  }, 600_000);
});

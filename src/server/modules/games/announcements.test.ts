import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsSchema } from '@shared/api/games';
import { NOTICES } from '../../db/seed/data/notices';
import { POPUPS } from '../../db/seed/data/popups';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { expectFailure, valueOf } from './lobby-test-support';

describe.each(testDrivers())('announcements on %s', (driver) => {
  let t: TestApp;
  const get = async (query: string) => valueOf(await t.app.inject({ url: `/wps/system/announcements?${query}` }), announcementsSchema);
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it('answers banners, player notices, popups and promotion for the spec call (types B,PL,PU,PR,H, platform W, execution B)', async () => {
    const value = await get('types=B,PL,PU,PR,H&platform=W&execution=B&language=EN');
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.banners.every((b) => b.url.startsWith('/img/banner-w_home-'))).toBe(true);
    expect(value.banners[0]).toMatchObject({ title: 'Welcome bonus 100%', linkage: 'WELCOME' });
    // Notice page size 9: the seed's ten notices make two pages.
    expect(value.player.map((n) => n.title)).toEqual(NOTICES.slice(0, 9).map((n) => n.title.EN));
    expect(value.player[0]?.content).toBe(NOTICES[0]?.content.EN);
    expect(value).toMatchObject({ playerTotal: NOTICES.length, playerTotalPages: 2 });
    expect(value.popup.map((p) => p.title)).toEqual(POPUPS.filter((p) => p.execution === 'B').map((p) => p.title.EN));
    expect(value.popup.every((p) => p.execution === 'B')).toBe(true);
    expect(value.promotion).toEqual([]);
  });

  it('pages notices and speaks the asked language (Thai by default)', async () => {
    const second = await get('types=PL&pageNo=2&language=CN');
    expect(second.player.map((n) => n.title)).toEqual([NOTICES[9]?.title.CN]);
    const th = await get('types=H');
    expect(th.player[0]?.title).toBe(NOTICES[0]?.title.TH);
    expect(th.player).toHaveLength(9);
    expect(th.banners).toEqual([]);
  });

  it('answers only the asked types and popups of the asked executions', async () => {
    const popups = await get('types=PU&execution=A,F&language=EN');
    expect(popups.banners).toEqual([]);
    expect(popups.player).toEqual([]);
    expect(popups.playerTotal).toBeUndefined();
    expect(popups.popup.map((p) => p.execution)).toEqual(POPUPS.filter((p) => p.execution !== 'B').map((p) => p.execution));
    const everything = await get('');
    expect(everything.popup).toHaveLength(POPUPS.length);
    expect(everything.banners.length).toBeGreaterThan(0);
    expect(everything.player).toHaveLength(9);
  });

  it.each(['types=X', 'types=B,,PL', 'types=b', 'execution=C', 'execution=A;B', 'pageSize=0', 'pageNo=0', 'language=DE', 'other=1'])(
    'refuses %s with 422 validation_failed',
    async (query) => {
      expectFailure(await t.app.inject({ url: `/wps/system/announcements?${query}` }), 422, 'validation_failed');
    },
  );
});

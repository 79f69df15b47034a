import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS, ESPORT_CODES, COCKFIGHT_CODES, FOOTER_VENDOR_CODES, GAME_CATEGORIES, GAME_TYPES, POPUP_EXECUTIONS, type Localized } from '@shared/constants';
import { verifyPassword } from '../../lib/password';
import { merchantConfigSchema } from '../../modules/system/merchant-config';
import { openDatabase, type Database } from '../client';
import * as schema from '../schema';
import { seedDatabase, type SeedReport } from './index';
import { seedPromotions } from './steps/promotions';
import { svgProblems } from './svg-check';

const TABLES = {
  merchants: schema.merchants,
  merchantDomains: schema.merchantDomains,
  geoIpRanges: schema.geoIpRanges,
  countryCodes: schema.countryCodes,
  vendors: schema.vendors,
  games: schema.games,
  banners: schema.banners,
  notices: schema.notices,
  popupAnnouncements: schema.popupAnnouncements,
  helpArticles: schema.helpArticles,
  images: schema.images,
  members: schema.members,
  promotions: schema.promotions,
};

let database: Database;
let report: SeedReport;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

function expectLocalized(text: Localized, what: string): void {
  expect(text.EN.trim(), `${what} EN`).not.toBe('');
  expect(text.CN, `${what} CN`).toMatch(/[\u4e00-\u9fff]/u);
  expect(text.TH, `${what} TH`).toMatch(/[\u0e00-\u0e7f]/u);
}

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  report = await seedDatabase(database.db, { passwordCost: 'test' });
});

afterAll(async () => {
  await database.close();
});

describe('seedDatabase', () => {
  it('is idempotent: a second run adds and changes nothing', async () => {
    const before = await rowCounts();
    const hashesBefore = await database.db.select({ a: schema.members.account, h: schema.members.passwordHash }).from(schema.members);
    const [configBefore] = await database.db.select({ config: schema.merchants.config }).from(schema.merchants);
    const again = await seedDatabase(database.db, { passwordCost: 'test' });
    expect(await rowCounts()).toEqual(before);
    const hashesAfter = await database.db.select({ a: schema.members.account, h: schema.members.passwordHash }).from(schema.members);
    expect(hashesAfter).toEqual(hashesBefore);
    const [configAfter] = await database.db.select({ config: schema.merchants.config }).from(schema.merchants);
    expect(configAfter).toEqual(configBefore);
    expect(again).toEqual(report);
    expect(before.merchants).toBe(1);
  });

  it('keeps an operator configuration change and restores deleted keyed rows on a rerun', async () => {
    const [merchant] = await database.db.select().from(schema.merchants);
    if (!merchant) throw new Error('no merchant');
    const changed = { ...merchant.config, maintenance: { ...merchant.config.maintenance, enabled: true } };
    await database.db.update(schema.merchants).set({ config: changed }).where(eq(schema.merchants.id, merchant.id));
    await database.db.delete(schema.games).where(eq(schema.games.nodeId, 'PG-RNG-2'));
    await seedDatabase(database.db, { passwordCost: 'test' });
    const [after] = await database.db.select().from(schema.merchants);
    expect(after?.config.maintenance.enabled).toBe(true);
    const restored = await database.db.select().from(schema.games).where(eq(schema.games.nodeId, 'PG-RNG-2'));
    expect(restored).toHaveLength(1);
    await database.db.update(schema.merchants).set({ config: merchant.config }).where(eq(schema.merchants.id, merchant.id));
  });

  it('writes a merchant configuration the server schema accepts', async () => {
    const [merchant] = await database.db.select().from(schema.merchants).where(eq(schema.merchants.code, report.merchantCode));
    expect(merchant).toBeDefined();
    const config = merchantConfigSchema.parse(merchant?.config);
    expect(config.categories).toEqual([...GAME_CATEGORIES]);
    expect(config.languages).toEqual(['TH', 'EN', 'CN']);
    expect(config.defaultLanguage).toBe('TH');
    expect(config.currency).toEqual({ code: 'THB', symbol: '฿', decimals: 2 });
    expect(config.features.passwordExpiry).toBe(false);
    expect(config.features.firebaseLogin).toBe(false);
    expect(config.features.mobileCodeLogin).toBe(true);
    expect(config.settings.CHNGPASSVERIF3).toBe(true);
    expect(config.socialLinks.twitter).toBeUndefined();
    expect(config.customerService.map((cs) => cs.csType)).toEqual(['LIVECHAT', 'LINE', 'TELEGRAM', 'EMAIL']);
    expect(new Set(config.customerService.map((cs) => cs.path)).size).toBe(4);
    expect(config.mirrors.length).toBeGreaterThanOrEqual(3);
    expect(config.register.fields.find((f) => f.name === 'username')).toMatchObject({ acceptedPattern: 'letterFirstAlnum', min: 6, max: 12, required: true });
    expect(config.regionBlock.addresses).toContain('203.0.113.0/24');
    expectLocalized(config.maintenance.info, 'maintenance info');
    expectLocalized(config.regionBlock.message, 'region message');
    const keys = (await database.db.select({ key: schema.images.key }).from(schema.images)).map((row) => row.key);
    for (const url of [config.logoUrl, ...config.licences.map((l) => l.imageUrl)]) expect(keys).toContain(url.replace('/img/', ''));
  });

  it('maps localhost and the mirrors to the merchant and loads countries and address ranges', async () => {
    const hosts = (await database.db.select({ host: schema.merchantDomains.host }).from(schema.merchantDomains)).map((r) => r.host);
    expect(hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', 'luckyharbor.example', 'lh-mirror1.example']));
    const countries = await database.db.select().from(schema.countryCodes).orderBy(schema.countryCodes.sort);
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries[0]).toMatchObject({ countryCode: 'TH', countryDialingCode: '66' });
    expect(countries.find((c) => c.countryCode === 'VN')?.countryDialingCode).toBe('84');
    const ranges = await database.db.select().from(schema.geoIpRanges);
    expect(ranges.find((r) => r.cidr === '198.51.100.0/24')?.country).toBe('US');
  });

  it('seeds vendors with the spec codes and at least 300 games over every category', async () => {
    const vendors = await database.db.select().from(schema.vendors);
    const codes = new Set(vendors.map((v) => v.code));
    for (const code of [...FOOTER_VENDOR_CODES, ...ESPORT_CODES, ...COCKFIGHT_CODES, 'LOTT', 'TCG_LOTTO_VN']) expect(codes).toContain(code);
    expect(vendors.filter((v) => v.inFooter).map((v) => v.code).sort()).toEqual([...FOOTER_VENDOR_CODES].sort());
    const games = await database.db.select().from(schema.games);
    expect(games.length).toBeGreaterThanOrEqual(300);
    for (const type of GAME_TYPES) {
      expect(games.filter((g) => g.gameType === type).length, type).toBeGreaterThan(0);
      expect(vendors.some((v) => v.gameType === type), type).toBe(true);
    }
    const classifies = new Set(games.map((g) => g.gameClassify));
    expect([...classifies].sort()).toEqual(['ARCADE', 'JACKPOT', 'SCRATCH', 'SLOT', 'TABLE', 'VIDEO_POKER']);
    for (const game of games) {
      expectLocalized(game.name, game.nodeId);
      expect(vendors.some((v) => v.code === game.vendorCode && v.gameType === game.gameType), game.nodeId).toBe(true);
      expect(game.searchText).toBe(game.searchText.toLowerCase());
    }
    expect(games.filter((g) => g.isHot).length).toBeGreaterThan(12);
    expect(games.some((g) => !g.supportPlay)).toBe(true);
    expect(games.some((g) => g.isNew)).toBe(true);
  });

  it('generates small, well-formed, script-free SVG art', async () => {
    const games = await database.db.select({ nodeId: schema.games.nodeId, svg: schema.games.iconSvg }).from(schema.games);
    for (const game of games) {
      expect(svgProblems(game.svg), game.nodeId).toEqual([]);
      expect(Buffer.byteLength(game.svg), game.nodeId).toBeLessThan(2048);
      expect(game.svg).toContain('viewBox="0 0 200 200"');
    }
    const vendors = await database.db.select({ code: schema.vendors.code, svg: schema.vendors.logoSvg }).from(schema.vendors);
    for (const vendor of vendors) expect(svgProblems(vendor.svg), vendor.code).toEqual([]);
    const images = await database.db.select().from(schema.images);
    for (const image of images) {
      expect(image.contentType).toBe('image/svg+xml');
      expect(svgProblems(image.body), image.key).toEqual([]);
    }
  });

  it('fills every banner group with an existing image', async () => {
    const banners = await database.db.select().from(schema.banners);
    const keys = new Set((await database.db.select({ key: schema.images.key }).from(schema.images)).map((r) => r.key));
    for (const group of BANNER_GROUPS) expect(banners.some((b) => b.groupName === group), group).toBe(true);
    expect(banners.filter((b) => b.groupName === 'w_home').length).toBeGreaterThanOrEqual(3);
    const nodeIds = new Set((await database.db.select({ id: schema.games.nodeId }).from(schema.games)).map((r) => r.id));
    for (const banner of banners) {
      expect(keys.has(banner.url.replace('/img/', '')), banner.url).toBe(true);
      if (banner.linkageType === 'GAME') expect(nodeIds.has(banner.linkage), banner.linkage).toBe(true);
      expectLocalized(banner.title, banner.url);
    }
  });

  it('seeds notices, popups for executions A, B and F, and help articles including the terms', async () => {
    const notices = await database.db.select().from(schema.notices);
    expect(notices.length).toBeGreaterThanOrEqual(9);
    for (const notice of notices) expectLocalized(notice.content, `notice ${notice.id}`);
    const popups = await database.db.select().from(schema.popupAnnouncements);
    for (const execution of POPUP_EXECUTIONS) expect(popups.some((p) => p.execution === execution), execution).toBe(true);
    const articles = await database.db.select().from(schema.helpArticles);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const term = articles.find((a) => a.slug === 'term');
    expect(term?.title.EN).toBe('Terms and Conditions');
    expect(term?.content.TH.split('\n\n').length).toBeGreaterThan(3);
    for (const article of articles) {
      expectLocalized(article.content, article.slug);
      expectLocalized(article.categoryTitle, article.category);
    }
  });

  it('sets up live promotions of every kind, audited as the demo operator, with banners', async () => {
    // The server's demo data only: the plain seed (what tests get) has none.
    expect(await database.db.select().from(schema.promotions)).toEqual([]);
    const [merchant] = await database.db.select({ id: schema.merchants.id }).from(schema.merchants);
    await database.db.transaction((tx) => seedPromotions(tx, merchant?.id ?? 0, new Date()));
    const rows = await database.db.select().from(schema.promotions).orderBy(schema.promotions.sort);
    expect(rows.map((p) => p.kind)).toEqual(['depositBonus', 'rebate', 'mission', 'signIn', 'redEnvelope', 'applyBonus']);
    const keys = new Set((await database.db.select({ key: schema.images.key }).from(schema.images)).map((r) => r.key));
    const now = new Date();
    for (const promotion of rows) {
      expectLocalized(promotion.title, `${promotion.code} title`);
      expectLocalized(promotion.terms, `${promotion.code} terms`);
      expect(keys.has(promotion.bannerUrl.replace('/img/', '')), promotion.bannerUrl).toBe(true);
      expect(promotion.startsAt.getTime()).toBeLessThan(now.getTime());
      expect(promotion.endsAt === null || promotion.endsAt > now, promotion.code).toBe(true);
      expect(promotion.budget).toBeGreaterThan(0);
    }
    const settings = Object.fromEntries(rows.map((p) => [p.kind, p.settings]));
    expect(settings.rebate).toMatchObject({ rates: { RNG: 80, LIVE: 50, FISH: 60, PVP: 50, SPORTS: 40 }, minClaim: 100, autoClaimDaily: false });
    expect(settings.signIn).toEqual({ kind: 'signIn', rewards: [500, 800, 1_000, 1_500, 2_000, 3_000, 5_000] });
    const rain = settings.redEnvelope;
    if (rain?.kind !== 'redEnvelope') throw new Error('no red envelope');
    expect(rain.windows).toEqual(expect.arrayContaining([{ start: '12:00', minutes: 60 }, { start: '20:00', minutes: 60 }]));
    // Open most of the day (so the demo shows a rain), never two rains at once.
    const minutes = rain.windows.map((w) => ({ from: Number(w.start.slice(0, 2)) * 60 + Number(w.start.slice(3)), length: w.minutes })).sort((a, b) => a.from - b.from);
    expect(minutes.reduce((sum, w) => sum + w.length, 0)).toBeGreaterThan(18 * 60);
    for (const [i, w] of minutes.entries()) expect(w.from + w.length, JSON.stringify(w)).toBeLessThanOrEqual(minutes[i + 1]?.from ?? 24 * 60);
    expect(rain.minAmount).toBeLessThan(rain.maxAmount);
    const audit = await database.db.select().from(schema.operatorAudit).where(eq(schema.operatorAudit.action, 'promotion.create'));
    const [operator] = await database.db.select().from(schema.operators);
    expect(audit.map((a) => a.actor)).toEqual(rows.map(() => `operator:${operator?.id}`));
  });

  it('creates demo accounts whose passwords verify, with the downlines under the agent', async () => {
    expect(report.demoAccounts.map((a) => a.role)).toEqual(['player', 'agent', 'downline', 'downline', 'downline']);
    const members = await database.db.select().from(schema.members);
    const agent = members.find((m) => m.account === 'demoagent');
    expect(agent?.type).toBe(1);
    expect(agent?.affiliateCode).toBeTruthy();
    for (const demo of report.demoAccounts) {
      const member = members.find((m) => m.account === demo.account);
      expect(member, demo.account).toBeDefined();
      expect(await verifyPassword(demo.password, member?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword(`${demo.password}x`, member?.passwordHash ?? '')).toBe(false);
      expect(member?.uplineId ?? null).toBe(demo.role === 'downline' ? agent?.id : null);
    }
  });
});

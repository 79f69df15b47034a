import type { RunningApp } from './apps';
import { buildAgentTree, treeBossHeaders } from './agent-reports';
import type { Interaction } from './inp';
import { LOBBY_TAB, OPEN_LOGIN, TOGGLE_FAVOURITE } from './interactions';
import { demoPlayerHeaders } from './login';
import { LOBBY_PATH, seedManyGames } from './many-games';

/**
 * The bench's registry. Later issues add rows here: an HTTP case is measured with autocannon and
 * may be compared with another case as a ratio; a size case measures built artefacts.
 */
export type AppName = 'platform' | 'bare';

export interface HttpCase {
  kind: 'http';
  name: string;
  app: AppName;
  path: string;
  headers?: Record<string, string>;
  /** Runs once before the case (e.g. signs in) and answers the headers to send. */
  prepare?: (baseUrl: string) => Promise<Record<string, string>>;
  /** Report req/s of this case divided by the named case's, against a minimum (none: shown, not judged). */
  ratio?: { to: string; min?: number };
  /** Target for this case's own p99 latency. */
  maxP99Ms?: number;
  /** Runs once before the case against its app (e.g. adds data); later cases see the change too. */
  setup?: (app: RunningApp) => Promise<void>;
  /** Its own load instead of BENCH_CONNECTIONS (named in the case's name). */
  connections?: number;
  /** This many requests, however long they take, instead of BENCH_DURATION seconds (see LoadOptions). */
  requests?: number;
  /** Also measured on a platform on PostgreSQL when TEST_DATABASE_URL is set (rows end in ", PostgreSQL"). */
  alsoOnPostgres?: boolean;
}

export interface SizeCase {
  kind: 'first-load-js';
  name: string;
  /** Target: at most this many bytes gzip. */
  maxBytes: number;
}

/** The built home page loaded in Chromium with the CPU slowed down: LCP and CLS targets. */
export interface PageLoadCase {
  kind: 'page-load';
  name: string;
  path: string;
  cpuSlowdown: number;
  runs: number;
  maxLcpMs: number;
  maxCls: number;
}

/**
 * Ledger transfers through the HTTP API against the same ledger work done in-process, at the same
 * concurrency: the ratio of their rates and the HTTP p99 have targets.
 */
export interface LedgerCase {
  kind: 'ledger';
  name: string;
  directName: string;
  connections: number;
  minRatio: number;
  maxP99Ms: number;
}

/**
 * Seamless-wallet rounds (one signed bet and one signed win each) through the HTTP API at a fixed
 * concurrency, against the ledger's direct ceiling measured in the same run: the ratio is
 * rounds/s × 2 (a round is two ledger transfers) / direct transfers/s; the p99 target is per call.
 */
export interface SeamlessCase {
  kind: 'seamless';
  name: string;
  connections: number;
  minRatio: number;
  maxP99Ms: number;
}

/**
 * Lighthouse on a page of the built app (its default mobile profile: simulated slow 4G, 4x CPU
 * slowdown; performance category only), `runs` times: median score, FCP, LCP, TBT, CLS, requests.
 */
export interface LighthouseCase {
  kind: 'lighthouse';
  name: string;
  path: string;
  /** Signed in as the demo player. */
  member?: boolean;
  runs: number;
  minScore: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
}

/** One interaction's latency (Event Timing, as INP counts it) in Chromium with the CPU slowed down: median of the runs. */
export interface InpCase {
  kind: 'inp';
  name: string;
  interaction: Interaction;
  /** Signed in as the demo player. */
  member?: boolean;
  cpuSlowdown: number;
  runs: number;
  maxMs: number;
}

/**
 * Agent contract settlements on the agent report fixture (bench/agent-settlement.ts): one day's
 * daily wages (seconds per run, settlements/s) and one real-time salary run as a share of its
 * five-minute period, on both engines.
 */
export interface SettlementCase {
  kind: 'agent-settlement';
  name: string;
  /** Periods settled of each kind (different periods: a settled period is never paid again). */
  runs: number;
  maxDailySeconds: number;
  /** A real-time run's duration over its 300 s period. */
  maxRealtimeShare: number;
}

/**
 * Seamless rounds with five missions and a rebate programme running, as a ratio to the same figure
 * without them (bench/promotion-overhead.ts): promotions must not slow play.
 */
export interface PromotionOverheadCase {
  kind: 'promotion-overhead';
  name: string;
  connections: number;
  minRatio: number;
}

/**
 * The lottery (bench/lottery.ts): slips placed per second through its page API against the seamless
 * calls per second of the same run, and the time to settle a draw holding `settleBets` bets.
 */
export interface LotteryCase {
  kind: 'lottery';
  name: string;
  connections: number;
  minBetRatio: number;
  settleBets: number;
  maxSettleSeconds: number;
}

export type BenchCase = HttpCase | SizeCase | LedgerCase | PageLoadCase | SeamlessCase | SettlementCase | PromotionOverheadCase | LotteryCase | LighthouseCase | InpCase;

/**
 * The agent centre's reports over a team of 100,000 members with 1,000,000 rounds in the last 30
 * days (built by the first case's setup, agent-reports.ts), signed in as its master agent: p99
 * against 50 ms, and req/s as a ratio to the session check, on both engines. One agent at a time,
 * a fixed number of requests: each reads the whole team's month, seconds apiece today, so a
 * duration would leave requests running into the next case.
 */
function agentReportCases(): HttpCase[] {
  const common = { kind: 'http', app: 'platform', setup: buildAgentTree, prepare: treeBossHeaders, connections: 1, requests: 5, maxP99Ms: 50, alsoOnPostgres: true } as const;
  const ratio = { to: 'authenticated GET /wps/member/info' };
  const load = '1 connection, 5 requests';
  return [
    { ...common, name: `agent report: team overview, this month (100,000 members, 1,000,000 rounds; ${load})`, path: '/wps/agent/overview?preset=thisMonth', ratio },
    { ...common, name: `agent report: user-loss statement, this month (same team; ${load})`, path: '/wps/agent/statement?preset=thisMonth', ratio },
  ];
}

/** Lighthouse's targets for every page: the "good" thresholds of LCP and TBT, our own CLS target. */
function lighthouseCase(path: string, member = false): LighthouseCase {
  return { kind: 'lighthouse', name: `lighthouse mobile ${path}${member ? ' (signed in)' : ''}`, path, member, runs: 3, minScore: 90, maxLcpMs: 2500, maxTbtMs: 200, maxCls: 0.05 };
}

/** INP's "good" threshold, 4x CPU slowdown, five runs. */
function inpCase(name: string, interaction: Interaction, member = false): InpCase {
  return { kind: 'inp', name: `INP, 4x CPU slowdown: ${name}`, interaction, member, cpuSlowdown: 4, runs: 5, maxMs: 200 };
}

export const BENCH_CASES: BenchCase[] = [
  { kind: 'http', name: 'bare Fastify route', app: 'bare', path: '/bare' },
  {
    kind: 'http',
    name: 'GET /wps/system/status',
    app: 'platform',
    path: '/wps/system/status',
    ratio: { to: 'bare Fastify route', min: 0.6 },
  },
  {
    kind: 'http',
    name: 'authenticated GET /wps/member/info',
    app: 'platform',
    path: '/wps/member/info',
    // One sign-in, then the token is reused by every connection: measures the session check.
    prepare: demoPlayerHeaders,
    ratio: { to: 'GET /wps/system/status', min: 0.5 },
    // The agent reports' baseline on PostgreSQL too.
    alsoOnPostgres: true,
  },
  ...agentReportCases(),
  {
    kind: 'http',
    name: 'lobby games query (category, vendor, search, page 2; 10,000 extra games)',
    app: 'platform',
    path: LOBBY_PATH,
    setup: seedManyGames,
    maxP99Ms: 20,
    ratio: { to: 'GET /wps/system/status', min: 0.4 },
  },
  {
    kind: 'ledger',
    name: 'ledger transfers through HTTP (POST /wps/agent/transfer)',
    directName: 'the same ledger work directly',
    connections: 32,
    minRatio: 0.5,
    maxP99Ms: 50,
  },
  {
    kind: 'seamless',
    name: 'seamless rounds through HTTP (signed bet + win, /wps/seamless)',
    connections: 32,
    minRatio: 0.5,
    maxP99Ms: 50,
  },
  { kind: 'promotion-overhead', name: 'seamless rounds/s with 5 missions and rebate running / without', connections: 32, minRatio: 0.85 },
  { kind: 'lottery', name: 'lottery (slips/s through HTTP, a 1,000,000-bet draw settled)', connections: 32, minBetRatio: 0.5, settleBets: 1_000_000, maxSettleSeconds: 60 },
  { kind: 'agent-settlement', name: 'agent settlement (100,000 members, 1,000,000 rounds)', runs: 3, maxDailySeconds: 60, maxRealtimeShare: 0.05 },
  { kind: 'first-load-js', name: "home route's first JavaScript", maxBytes: 110 * 1024 },
  { kind: 'page-load', name: 'built home page in Chromium, 4x CPU slowdown', path: '/', cpuSlowdown: 4, runs: 5, maxLcpMs: 1500, maxCls: 0.05 },
  lighthouseCase('/'),
  lighthouseCase('/rng'),
  lighthouseCase('/live'),
  lighthouseCase('/member/depositv2', true),
  inpCase('open the login popup (home, header button)', OPEN_LOGIN),
  inpCase('switch a lobby tab (/rng, All to New)', LOBBY_TAB),
  inpCase("toggle a game's favourite (/rng, signed in)", TOGGLE_FAVOURITE, true),
];

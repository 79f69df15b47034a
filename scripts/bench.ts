/**
 * `npm run bench`: one run, one process. Starts the real platform app (fresh PGlite, migrations,
 * seed) and a bare Fastify app with the same options, loads each sequentially with autocannon
 * (warm-up first), and measures the gzip size of the JavaScript the home route loads first. Prints
 * a table with targets and PASS/MISS. Never asserted in tests: speed depends on the machine.
 *
 * Ledger: transfers through POST /wps/agent/transfer against the same ledger calls in-process, at the
 * case's own concurrency (32), with their ratio; on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL names a server (a fresh database there, dropped afterwards).
 *
 * Promotions: the seamless round figure with five missions and a rebate programme running, over
 * the same figure without them (off, on, off in one run).
 *
 * Seamless: rounds (a signed bet and a signed win) through /wps/seamless at 32 connections from a
 * worker thread, with per-call p99, as rounds/s × 2 over the ledger's direct transfers/s (the
 * ledger case's direct ceiling, measured once per run and database); on the same databases.
 *
 * Agent reports: a fixture of one agent with 100,000 members below it and 1,000,000 rounds over the
 * last 30 days (bench/agent-*.ts: set-based SQL in one transaction, checked against the database's
 * own routines and the ledger verifier; minutes, printed per part), then the team overview and the
 * user-loss statement for this month as that agent, one request at a time: p99 against 50 ms and
 * req/s as a ratio to authenticated GET /wps/member/info; on PGlite and, with TEST_DATABASE_URL,
 * on a platform on PostgreSQL (with the baseline measured there too).
 *
 * Pages in the browser (before the load cases, on a quiet server; the built app in dist/web): home's
 * LCP and CLS in Chromium at 4x CPU slowdown; Lighthouse (default mobile profile, performance only,
 * bench/lighthouse.ts) on /, /rng, /live and a signed-in member page, 3 runs each, medians against
 * targets plus the main-thread diagnostics of the median run; and INP of three interactions
 * (bench/inp.ts, Event Timing at 4x CPU slowdown). `npm run bench -- lighthouse`, `-- INP`.
 *
 * Lottery (bench/lottery.ts): one-bet slips placed per second through the vendor's page API at 32
 * connections over the seamless calls/s of the same run, and the seconds to settle a drawn draw of
 * 1,000,000 bets (10,000 players' wins paid as winBatch calls); on both engines.
 *
 * Agent settlement: on the same fixture, every agent with a daily-wage and a real-time salary
 * contract (bench/agent-settlement.ts); one day's daily wages, seconds per run and settlements/s
 * against 60 s, and a real-time run's share of its 5-minute period against 5 %; on both engines.
 *
 * BENCH_ENGINES=postgres (or pglite) limits the cases that run on both engines to one of them: the
 * agent report fixture takes minutes on each.
 *
 * Settings: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (3),
 * WEB_DIST (dist/web; built first when missing), BENCH_ONLY (run only cases whose name contains it;
 * the first argument does the same: `npm run bench -- 'agent report'`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startBare, startPlatform, startPlatformProcess, upkeepNow, type RunningApp } from './bench/apps';
import { runInpCase, runLighthouseCase } from './bench/browser-cases';
import { firstLoadJs } from './bench/bundle-size';
import { runAgentSettlementCase } from './bench/agent-settlement';
import { BENCH_CASES, type AppName, type HttpCase, type InpCase, type LedgerCase, type LotteryCase, type LighthouseCase, type PageLoadCase, type PromotionOverheadCase, type SeamlessCase, type SettlementCase, type SizeCase } from './bench/cases';
import { ledgerDirect, ledgerThroughHttp } from './bench/ledger';
import { measure, type LoadResult } from './bench/load';
import { measurePageLoad } from './bench/page-load';
import { seamlessRounds } from './bench/seamless';
import { runLotteryCase } from './bench/lottery';
import { runPromotionOverheadCase } from './bench/promotion-overhead';
import { printTable, type Row } from './bench/table';
import { freePort } from './lib/free-port';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'dist/web'));
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
};

async function startApps(): Promise<Record<AppName, RunningApp>> {
  const platform = await startPlatform(await freePort(8190));
  const bare = await startBare(await freePort(8290));
  return { platform, bare };
}

async function runHttpCases(cases: HttpCase[], apps: Record<AppName, RunningApp>): Promise<Row[]> {
  const results = new Map<string, LoadResult>();
  const rows: Row[] = [];
  for (const c of cases) {
    const url = `${apps[c.app].url}${c.path}`;
    if (c.setup) await c.setup(apps[c.app]);
    const headers = c.prepare ? { ...c.headers, ...(await c.prepare(apps[c.app].url)) } : c.headers;
    const probeStarted = performance.now();
    const probe = await fetch(url, { headers });
    if (!probe.ok) console.warn(`warning: ${c.name} answers ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    else if (c.setup) console.log(`  one request alone: ${Math.round(performance.now() - probeStarted)} ms`);
    const connections = c.connections ?? load.connections;
    process.stdout.write(`measuring ${c.name} (${connections} connection${connections === 1 ? '' : 's'}, ${c.requests === undefined ? `${load.durationSeconds} s` : `${c.requests} requests`})…\n`);
    const result = await measure(url, { ...load, connections, requests: c.requests, headers });
    results.set(c.name, result);
    const problems = result.errors + result.non2xx > 0 ? ` (${result.errors} errors, ${result.non2xx} non-2xx)` : '';
    const p99Met = c.maxP99Ms === undefined || (result.p99Ms <= c.maxP99Ms && result.errors + result.non2xx === 0);
    rows.push({
      name: c.name,
      measured: `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms${problems}`,
      target: c.maxP99Ms === undefined ? '' : `p99 ≤ ${c.maxP99Ms} ms`,
      verdict: c.maxP99Ms === undefined ? '' : p99Met ? 'PASS' : 'MISS',
    });
  }
  for (const c of cases) {
    if (!c.ratio) continue;
    const ours = results.get(c.name);
    const theirs = results.get(c.ratio.to);
    if (!ours || !theirs) continue;
    const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
    const clean = ours.errors + ours.non2xx === 0;
    const { min } = c.ratio;
    rows.push({
      name: `${c.name} / ${c.ratio.to} (req/s)`,
      measured: ratio < 0.01 ? ratio.toExponential(1) : ratio.toFixed(2),
      target: min === undefined ? '' : `≥ ${min}`,
      verdict: min === undefined ? '' : ratio >= min && clean ? 'PASS' : 'MISS',
    });
  }
  return rows;
}

/** The ledger's direct ceiling (in-process transfers) per app and concurrency: measured once a run, shared by the cases. */
const ceilings = new Map<string, Promise<LoadResult>>();
function directCeiling(platform: RunningApp, connections: number, on: string): Promise<LoadResult> {
  if (!platform.database) throw new Error('bench: the platform app has no database handle');
  const key = `${platform.url}|${connections}`;
  let ceiling = ceilings.get(key);
  if (!ceiling) {
    process.stdout.write(`measuring the ledger's direct ceiling on ${on} (${connections} workers, ${load.durationSeconds} s)…\n`);
    ceiling = ledgerDirect(platform.database, { ...load, connections });
    ceilings.set(key, ceiling);
  }
  return ceiling;
}

async function runLedgerCase(c: LedgerCase, platform: RunningApp, on: string): Promise<Row[]> {
  if (!platform.database) throw new Error('bench: the platform app has no database handle');
  const options = { ...load, connections: c.connections };
  process.stdout.write(`measuring ${c.name} on ${on} (${c.connections} connections, ${load.durationSeconds} s)…\n`);
  const http = await ledgerThroughHttp(platform.url, platform.database, options);
  const direct = await directCeiling(platform, c.connections, on);
  const show = (r: LoadResult) => `${Math.round(r.requestsPerSecond)} transfers/s, p99 ${r.p99Ms} ms${r.errors + r.non2xx > 0 ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : ''}`;
  const ratio = http.requestsPerSecond / direct.requestsPerSecond;
  const clean = http.errors + http.non2xx === 0;
  return [
    { name: `${c.name}, ${on}`, measured: show(http), target: `p99 ≤ ${c.maxP99Ms} ms`, verdict: http.p99Ms <= c.maxP99Ms && clean ? 'PASS' : 'MISS' },
    { name: `${c.directName}, ${on}`, measured: show(direct), target: '', verdict: '' },
    { name: `ledger HTTP / direct (transfers/s), ${on}`, measured: ratio.toFixed(2), target: `≥ ${c.minRatio}`, verdict: ratio >= c.minRatio && clean ? 'PASS' : 'MISS' },
  ];
}

async function runSeamlessCase(c: SeamlessCase, platform: RunningApp, on: string): Promise<Row[]> {
  if (!platform.database) throw new Error('bench: the platform app has no database handle');
  process.stdout.write(`measuring ${c.name} on ${on} (${c.connections} connections, ${load.durationSeconds} s)…\n`);
  const rounds = await seamlessRounds(platform.url, platform.database, { ...load, connections: c.connections });
  if (rounds.firstFailure) console.warn(`warning: ${c.name}: ${rounds.failures} failed calls, the first: ${rounds.firstFailure}`);
  const direct = await directCeiling(platform, c.connections, on);
  const ratio = (rounds.roundsPerSecond * 2) / direct.requestsPerSecond;
  const clean = rounds.failures === 0;
  const failures = clean ? '' : ` (${rounds.failures} failed calls)`;
  return [
    {
      name: `${c.name}, ${on}`,
      measured: `${Math.round(rounds.roundsPerSecond)} rounds/s (${Math.round(rounds.callsPerSecond)} calls/s), p99 ${rounds.callP99Ms} ms per call, ${rounds.roundP99Ms} ms per round${failures}`,
      target: `p99 ≤ ${c.maxP99Ms} ms per call`,
      verdict: rounds.callP99Ms <= c.maxP99Ms && clean ? 'PASS' : 'MISS',
    },
    {
      name: `seamless rounds/s × 2 / ledger direct transfers/s, ${on}`,
      measured: `${ratio.toFixed(2)} (${Math.round(rounds.roundsPerSecond)} × 2 / ${Math.round(direct.requestsPerSecond)})`,
      target: `≥ ${c.minRatio}`,
      verdict: ratio >= c.minRatio && clean ? 'PASS' : 'MISS',
    },
  ];
}

/** An HTTP case as measured on the platform on PostgreSQL: its name, and the name it compares with, say so. */
const onPostgres = (c: HttpCase): HttpCase => ({ ...c, name: `${c.name}, PostgreSQL`, ratio: c.ratio && { ...c.ratio, to: `${c.ratio.to}, PostgreSQL` } });

/**
 * The cases that load the platform's database, on PGlite and then, when TEST_DATABASE_URL is set, on
 * PostgreSQL, where the HTTP cases marked alsoOnPostgres run too (the PGlite run of those is with
 * the other HTTP cases).
 */
async function runDatabaseCases(ledgerCases: LedgerCase[], seamlessCases: SeamlessCase[], settlementCases: SettlementCase[], overheadCases: PromotionOverheadCase[], lotteryCases: LotteryCase[], httpCases: HttpCase[], apps: Record<AppName, RunningApp>): Promise<Row[]> {
  const runOn = async (app: RunningApp, on: string) => {
    const rows: Row[] = [];
    // After each case, the embedded database's upkeep is done at once rather than when its timer
    // next fires, in some later case's window.
    const then = async (caseRows: Row[]) => {
      rows.push(...caseRows);
      await upkeepNow(app);
    };
    for (const c of ledgerCases) await then(await runLedgerCase(c, app, on));
    for (const c of seamlessCases) await then(await runSeamlessCase(c, app, on));
    for (const c of overheadCases) await then(await runPromotionOverheadCase(c, app, on, load));
    for (const c of lotteryCases) await then(await runLotteryCase(c, app, on, load));
    for (const c of settlementCases) await then(await runAgentSettlementCase(c, app, on));
    return rows;
  };
  const rows = engines.includes('pglite') ? await runOn(apps.platform, 'PGlite') : [];
  const postgresHttp = httpCases.filter((c) => c.alsoOnPostgres && c.app === 'platform').map(onPostgres);
  const onBoth = ledgerCases.length + seamlessCases.length + settlementCases.length + overheadCases.length + lotteryCases.length + postgresHttp.length;
  if (onBoth > 0 && process.env.TEST_DATABASE_URL && engines.includes('postgres')) {
    const platform = await startPlatform(await freePort(8390), 'postgres');
    try {
      rows.push(...(await runOn(platform, 'PostgreSQL')), ...(await runHttpCases(postgresHttp, { ...apps, platform })));
    } finally {
      await platform.close();
    }
  }
  return rows;
}

function ensureWebBuild(): void {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  console.log('dist/web is missing: building the web app first');
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '-c', 'vite.web.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}

function runSizeCase(c: SizeCase): Row {
  ensureWebBuild();
  const { files, totalGzipBytes } = firstLoadJs(webDist);
  for (const f of files) console.log(`  ${f.file}: ${(f.gzipBytes / 1024).toFixed(1)} KB gzip`);
  return {
    name: `${c.name} (${files.length} files)`,
    measured: `${(totalGzipBytes / 1024).toFixed(1)} KB gzip`,
    target: `≤ ${c.maxBytes / 1024} KB`,
    verdict: totalGzipBytes <= c.maxBytes ? 'PASS' : 'MISS',
  };
}

/** The built web app as a first-time visitor gets it from the platform server (not a dev server). */
async function runPageLoadCase(c: PageLoadCase, platform: RunningApp): Promise<Row[]> {
  process.stdout.write(`measuring ${c.name} (${c.runs} cold loads)…\n`);
  const result = await measurePageLoad(`${platform.url}${c.path}`, { cpuSlowdown: c.cpuSlowdown, runs: c.runs, language: 'EN' });
  console.log(`  largest contentful element: ${result.element || 'none reported'}; first banner painted at ${result.bannerMs} ms (median)`);
  return [
    { name: `${c.name}: Largest Contentful Paint (median)`, measured: `${result.lcpMs} ms`, target: `≤ ${c.maxLcpMs} ms`, verdict: result.lcpMs <= c.maxLcpMs ? 'PASS' : 'MISS' },
    { name: `${c.name}: first banner image painted (median)`, measured: `${result.bannerMs} ms`, target: `≤ ${c.maxLcpMs} ms`, verdict: result.bannerMs > 0 && result.bannerMs <= c.maxLcpMs ? 'PASS' : 'MISS' },
    { name: `${c.name}: Cumulative Layout Shift (worst)`, measured: result.cls.toFixed(3), target: `≤ ${c.maxCls}`, verdict: result.cls <= c.maxCls ? 'PASS' : 'MISS' },
  ];
}

// `npm run bench -- 'agent report'` is BENCH_ONLY='agent report'.
const only = process.argv[2] ?? process.env.BENCH_ONLY;
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
// A ratio case also needs the case it is compared with.
const selected = only ? BENCH_CASES.filter((c) => c.name.includes(only) || BENCH_CASES.some((o) => o.kind === 'http' && o.name.includes(only) && o.ratio?.to === c.name)) : BENCH_CASES;
const httpCases = selected.filter((c): c is HttpCase => c.kind === 'http');
// The PGlite run of the HTTP cases that also run on PostgreSQL, unless BENCH_ENGINES leaves PGlite out.
const pgliteHttpCases = httpCases.filter((c) => !c.alsoOnPostgres || engines.includes('pglite'));
const sizeCases = selected.filter((c): c is SizeCase => c.kind === 'first-load-js');
const ledgerCases = selected.filter((c): c is LedgerCase => c.kind === 'ledger');
const pageLoadCases = selected.filter((c): c is PageLoadCase => c.kind === 'page-load');
const seamlessCases = selected.filter((c): c is SeamlessCase => c.kind === 'seamless');
const settlementCases = selected.filter((c): c is SettlementCase => c.kind === 'agent-settlement');
const overheadCases = selected.filter((c): c is PromotionOverheadCase => c.kind === 'promotion-overhead');
const lotteryCases = selected.filter((c): c is LotteryCase => c.kind === 'lottery');
const lighthouseCases = selected.filter((c): c is LighthouseCase => c.kind === 'lighthouse');
const inpCases = selected.filter((c): c is InpCase => c.kind === 'inp');
const rows: Row[] = sizeCases.map(runSizeCase);
// The server reads the built app when it starts: build it before, not after.
if (pageLoadCases.length + lighthouseCases.length + inpCases.length > 0) ensureWebBuild();
const apps = await startApps();
try {
  const pageRows: Row[] = [];
  // Before the load cases, on a quiet server of its own process, as `npm start` runs it: a page
  // load is about the client, not a busy API, nor the bench's own work on the server's event loop.
  if (pageLoadCases.length + lighthouseCases.length + inpCases.length > 0) {
    const web = await startPlatformProcess(await freePort(8490));
    try {
      for (const c of pageLoadCases) pageRows.push(...(await runPageLoadCase(c, web)));
      for (const c of lighthouseCases) pageRows.push(...(await runLighthouseCase(c, web)));
      for (const c of inpCases) pageRows.push(await runInpCase(c, web));
    } finally {
      await web.close();
    }
  }
  rows.push(...pageRows);
  const databaseRows = await runDatabaseCases(ledgerCases, seamlessCases, settlementCases, overheadCases, lotteryCases, httpCases, apps);
  rows.unshift(...(await runHttpCases(pgliteHttpCases, apps)), ...databaseRows);
} finally {
  await Promise.all(Object.values(apps).map((app) => app.close()));
}
console.log(`\nbench: node ${process.version}, ${load.connections} connections, ${load.durationSeconds} s per case after ${load.warmupSeconds} s warm-up`);
printTable(rows);

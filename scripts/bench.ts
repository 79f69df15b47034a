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
 * Settings: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (3),
 * WEB_DIST (dist/web; built first when missing), BENCH_ONLY (run only cases whose name contains it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startBare, startPlatform, type RunningApp } from './bench/apps';
import { firstLoadJs } from './bench/bundle-size';
import { BENCH_CASES, type AppName, type HttpCase, type LedgerCase, type PageLoadCase, type SizeCase } from './bench/cases';
import { ledgerDirect, ledgerThroughHttp } from './bench/ledger';
import { measure, type LoadResult } from './bench/load';
import { measurePageLoad } from './bench/page-load';
import { freePort } from './lib/free-port';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'dist/web'));
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
};

interface Row {
  name: string;
  measured: string;
  target: string;
  verdict: string;
}

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
    const probe = await fetch(url, { headers });
    if (!probe.ok) console.warn(`warning: ${c.name} answers ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    process.stdout.write(`measuring ${c.name} (${load.connections} connections, ${load.durationSeconds} s)…\n`);
    const result = await measure(url, { ...load, headers });
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
    rows.push({
      name: `${c.name} / ${c.ratio.to} (req/s)`,
      measured: ratio.toFixed(2),
      target: `≥ ${c.ratio.min}`,
      verdict: ratio >= c.ratio.min && clean ? 'PASS' : 'MISS',
    });
  }
  return rows;
}

async function runLedgerCase(c: LedgerCase, platform: RunningApp, on: string): Promise<Row[]> {
  if (!platform.database) throw new Error('bench: the platform app has no database handle');
  const options = { ...load, connections: c.connections };
  process.stdout.write(`measuring ${c.name} on ${on} (${c.connections} connections, ${load.durationSeconds} s)…\n`);
  const http = await ledgerThroughHttp(platform.url, platform.database, options);
  process.stdout.write(`measuring ${c.directName} on ${on} (${c.connections} workers, ${load.durationSeconds} s)…\n`);
  const direct = await ledgerDirect(platform.database, options);
  const show = (r: LoadResult) => `${Math.round(r.requestsPerSecond)} transfers/s, p99 ${r.p99Ms} ms${r.errors + r.non2xx > 0 ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : ''}`;
  const ratio = http.requestsPerSecond / direct.requestsPerSecond;
  const clean = http.errors + http.non2xx === 0;
  return [
    { name: `${c.name}, ${on}`, measured: show(http), target: `p99 ≤ ${c.maxP99Ms} ms`, verdict: http.p99Ms <= c.maxP99Ms && clean ? 'PASS' : 'MISS' },
    { name: `${c.directName}, ${on}`, measured: show(direct), target: '', verdict: '' },
    { name: `ledger HTTP / direct (transfers/s), ${on}`, measured: ratio.toFixed(2), target: `≥ ${c.minRatio}`, verdict: ratio >= c.minRatio && clean ? 'PASS' : 'MISS' },
  ];
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

function printTable(rows: Row[]): void {
  const head: Row = { name: 'case', measured: 'measured', target: 'target', verdict: '' };
  const all = [head, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
  const line = (r: Row) =>
    `${r.name.padEnd(width('name'))}  ${r.measured.padEnd(width('measured'))}  ${r.target.padEnd(width('target'))}  ${r.verdict}`;
  console.log(`\n${line({ ...head, verdict: 'result' })}`);
  console.log('-'.repeat(line(head).length + 6));
  for (const r of rows) console.log(line(r));
}

const only = process.env.BENCH_ONLY;
// A ratio case also needs the case it is compared with.
const selected = only ? BENCH_CASES.filter((c) => c.name.includes(only) || BENCH_CASES.some((o) => o.kind === 'http' && o.name.includes(only) && o.ratio?.to === c.name)) : BENCH_CASES;
const httpCases = selected.filter((c): c is HttpCase => c.kind === 'http');
const sizeCases = selected.filter((c): c is SizeCase => c.kind === 'first-load-js');
const ledgerCases = selected.filter((c): c is LedgerCase => c.kind === 'ledger');
const pageLoadCases = selected.filter((c): c is PageLoadCase => c.kind === 'page-load');
const rows: Row[] = sizeCases.map(runSizeCase);
// The server reads the built app when it starts: build it before, not after.
if (pageLoadCases.length > 0) ensureWebBuild();
const apps = await startApps();
try {
  const pageRows: Row[] = [];
  // Before the load cases, on a quiet server: a page load is about the client, not a busy API.
  for (const c of pageLoadCases) pageRows.push(...(await runPageLoadCase(c, apps.platform)));
  rows.push(...pageRows);
  const ledgerRows: Row[] = [];
  for (const c of ledgerCases) ledgerRows.push(...(await runLedgerCase(c, apps.platform, 'PGlite')));
  if (ledgerCases.length > 0 && process.env.TEST_DATABASE_URL) {
    const onPostgres = await startPlatform(await freePort(8390), 'postgres');
    try {
      for (const c of ledgerCases) ledgerRows.push(...(await runLedgerCase(c, onPostgres, 'PostgreSQL')));
    } finally {
      await onPostgres.close();
    }
  }
  rows.unshift(...(await runHttpCases(httpCases, apps)), ...ledgerRows);
} finally {
  await Promise.all(Object.values(apps).map((app) => app.close()));
}
console.log(`\nbench: node ${process.version}, ${load.connections} connections, ${load.durationSeconds} s per case after ${load.warmupSeconds} s warm-up`);
printTable(rows);

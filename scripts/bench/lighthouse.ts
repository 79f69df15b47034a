import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';

/** One Lighthouse run's figures (performance category, default mobile profile). */
export interface LighthouseRun {
  /** Performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  /** Scripts by main-thread time (`bootup-time`): url, total and scripting ms. */
  bootup: { url: string; totalMs: number; scriptingMs: number }[];
  /** Main-thread time by kind of work (`mainthread-work-breakdown`). */
  mainThread: { group: string; ms: number }[];
  /** Long tasks (`long-tasks`), longest first: url, start and duration ms (simulated, 4x CPU). */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** The largest paint's element (its selector) and its phases (TTFB, load delay, load time, render delay), ms. */
  lcp: { selector: string; phases: { phase: string; ms: number }[] };
}

export interface LighthouseResult {
  runs: LighthouseRun[];
  /** Median of each figure on its own (not one run's). */
  median: Omit<LighthouseRun, 'bootup' | 'mainThread' | 'longTasks' | 'lcp'>;
  /** The run with the median score, whose diagnostics are the ones to read. */
  medianRun: LighthouseRun;
}

// Lighthouse's audit details are loosely typed tables: read the fields we print, defensively.
type Items = Record<string, unknown>[];
const itemsOf = (lhr: Result, audit: string): Items => {
  const details = lhr.audits[audit]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};
const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? 0;

/** The `largest-contentful-paint-element` audit: a list of two tables, the element and the phases. */
function lcpOf(lhr: Result): LighthouseRun['lcp'] {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Items }[] } | undefined;
  const [element, phases] = details?.items ?? [];
  const node = element?.items?.[0]?.node as Record<string, unknown> | undefined;
  return { selector: str(node?.selector), phases: (phases?.items ?? []).map((i) => ({ phase: str(i.phase), ms: num(i.timing) })) };
}

function figures(lhr: Result): LighthouseRun {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: itemsOf(lhr, 'network-requests').length,
    bootup: itemsOf(lhr, 'bootup-time').map((i) => ({ url: str(i.url), totalMs: num(i.total), scriptingMs: num(i.scripting) })),
    mainThread: itemsOf(lhr, 'mainthread-work-breakdown').map((i) => ({ group: str(i.groupLabel) || str(i.group), ms: num(i.duration) })),
    longTasks: itemsOf(lhr, 'long-tasks')
      .map((i) => ({ url: str(i.url), startMs: num(i.startTime), durationMs: num(i.duration) }))
      .sort((a, b) => b.durationMs - a.durationMs),
    lcp: lcpOf(lhr),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * What the page gets before any of its scripts run, on every document Lighthouse loads (after its
 * storage reset): the language, and for a member the session token where the app keeps it
 * (sessionStorage `token`, as tests/e2e plants it). about:blank has no storage: skipped.
 */
function initScript(language: string, token: string | undefined): string {
  const lines = [`localStorage.setItem('lang', ${JSON.stringify(language)});`];
  if (token) lines.push(`sessionStorage.setItem('token', ${JSON.stringify(token)});`);
  return `if (location.protocol.startsWith('http')) { try { ${lines.join(' ')} } catch { /* no storage */ } }`;
}

/**
 * Runs Lighthouse (its default mobile profile: simulated slow 4G and 4x CPU slowdown; performance
 * category only) on `url` `runs` times in one headless Chromium; each run starts with Lighthouse's
 * own cache and storage reset. Lighthouse drives a page we open through puppeteer-core (the one
 * Lighthouse itself uses), so an init script can sign the member in before the app starts.
 */
export async function measureLighthouse(url: string, options: { runs: number; language: string; token?: string }): Promise<LighthouseResult> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('bench: no Chromium (install chromium or set CHROME_PATH)');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const runs: LighthouseRun[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(initScript(options.language, options.token));
    const flags: Flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' };
    for (let run = 0, failed = 0; run < options.runs; run += 1) {
      const result = await lighthouse(url, flags, undefined, page);
      if (!result) throw new Error(`bench: Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      // A trace Lighthouse itself failed to record (NO_NAVSTART and the like) is run again, once a run.
      if (lhr.runtimeError && failed < options.runs) {
        console.warn(`warning: Lighthouse on ${url}: ${lhr.runtimeError.code}; running it again`);
        failed += 1;
        run -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`bench: Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl !== url) console.warn(`warning: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
      runs.push(figures(lhr));
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  const pick = (key: keyof LighthouseResult['median']) => median(runs.map((r) => r[key]));
  const medianScore = pick('score');
  return {
    runs,
    median: { score: medianScore, fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), requests: pick('requests') },
    medianRun: runs.find((r) => r.score === medianScore) ?? (runs[0] as LighthouseRun),
  };
}

import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';

export interface PageLoadResult {
  /** Largest Contentful Paint, ms after navigation start (median of the runs). */
  lcpMs: number;
  /** Cumulative Layout Shift over the load and a settling second (largest of the runs). */
  cls: number;
  runs: number;
  /** The element the browser chose as largest, e.g. "img.banner__image 120000px²". */
  element: string;
  /** When home's first banner image painted (Element Timing), median; 0 when it did not. */
  bannerMs: number;
}

/** What the page itself reports through PerformanceObserver (buffered, so nothing is missed). */
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0, element: '', banner: 0 };
  // Element Timing: when home's first banner painted, whether or not the browser ranks it as largest.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.identifier === 'home-banner' && !window.__vitals.banner) window.__vitals.banner = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      const el = entry.element;
      window.__vitals.element = el ? el.nodeName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : '') + ' ' + entry.size + 'px²' : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Vitals {
  lcp: number;
  cls: number;
  element: string;
  banner: number;
}

const read = (page: Page) => page.evaluate(() => ({ ...(globalThis as unknown as { __vitals: Vitals }).__vitals }));

/**
 * The vitals once they stop changing: lazy chunks load after the network first goes quiet (the CPU
 * is slowed down), so wait until LCP and CLS have been still for two seconds (at most 15 s).
 */
async function settled(page: Page): Promise<Vitals> {
  let last = await read(page);
  let stillSince = Date.now();
  for (const start = Date.now(); Date.now() - start < 15_000 && Date.now() - stillSince < 2000; ) {
    await page.waitForTimeout(250);
    const now = await read(page);
    if (now.lcp !== last.lcp || now.cls !== last.cls) stillSince = Date.now();
    last = now;
  }
  return last;
}

/**
 * Loads `url` in a fresh Chromium context (cold cache) with the CPU slowed down `cpuSlowdown`
 * times through the DevTools protocol, `runs` times, and reads LCP and CLS as the page saw them.
 * The visitor is logged out and the language fixed, as a first visit would be.
 */
export async function measurePageLoad(url: string, options: { cpuSlowdown: number; runs: number; language: string }): Promise<PageLoadResult> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('bench: no Chromium (install chromium or set CHROME_PATH)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const lcps: number[] = [];
  const banners: number[] = [];
  let cls = 0;
  let element = '';
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript({ content: `localStorage.setItem('lang', ${JSON.stringify(options.language)});${OBSERVE}` });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const vitals = await settled(page);
      lcps.push(vitals.lcp);
      banners.push(vitals.banner);
      cls = Math.max(cls, vitals.cls);
      element = vitals.element;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
  return { lcpMs: median(lcps), cls: Number(cls.toFixed(3)), runs: options.runs, element, bannerMs: median(banners) };
}

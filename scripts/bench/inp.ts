import { chromium, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';

/** One interaction as Chromium's Event Timing saw it: its slowest event, split into phases. */
export interface InteractionTiming {
  /** The interaction's latency (INP of a page with this one interaction); 0 when under 16 ms. */
  durationMs: number;
  /** From the input to the first handler starting (main thread busy). */
  inputDelayMs: number;
  /** The handlers of all its events together (React's work for a click). */
  processingMs: number;
  /** From the last handler's end to the next frame painted (rendering, style, layout). */
  presentationMs: number;
  /** The interaction's events with their durations, e.g. "pointerdown 16, pointerup 24, click 112". */
  events: string;
}

export interface InpResult {
  runs: InteractionTiming[];
  /** The run with the median duration. */
  median: InteractionTiming;
}

/** What a page does for the bench: `ready` waits until the thing to press is there, `act` presses it and waits for the answer. */
export interface Interaction {
  path: string;
  ready(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/**
 * Event Timing entries from the page itself (durationThreshold 16, the smallest allowed), grouped
 * by interactionId; Chromium rounds durations to 8 ms.
 */
/**
 * Home's announcement popups closed for this tab, as a visitor leaves them after the first look:
 * the interactions measured are the ones behind them (a popup's backdrop would take the click).
 */
const POPUPS_CLOSED = `sessionStorage.setItem(${JSON.stringify(STORAGE_KEYS.userPopup)}, '1'); sessionStorage.setItem(${JSON.stringify(STORAGE_KEYS.anonymousPopup)}, '1');`;

const OBSERVE = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

interface EventEntry {
  id: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

const NONE: InteractionTiming = { durationMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0, events: 'under 16 ms' };

/**
 * The slowest interaction of the entries: its latency is the max duration over its events; the
 * phases span all its events (input delay of the first, every handler's time, then the paint).
 */
export function slowestInteraction(entries: EventEntry[]): InteractionTiming {
  const longest = [...entries].sort((a, b) => b.duration - a.duration)[0];
  if (!longest) return NONE;
  const events = entries.filter((e) => e.id === longest.id).sort((a, b) => a.startTime - b.startTime);
  const first = events[0] ?? longest;
  const handlersEnd = Math.max(...events.map((e) => e.processingEnd));
  return {
    durationMs: longest.duration,
    inputDelayMs: Math.round(first.processingStart - first.startTime),
    processingMs: Math.round(events.reduce((sum, e) => sum + e.processingEnd - e.processingStart, 0)),
    presentationMs: Math.max(0, Math.round(longest.startTime + longest.duration - handlersEnd)),
    events: events.map((e) => `${e.name} ${e.duration}`).join(', '),
  };
}

/**
 * Loads `interaction.path` in a fresh Chromium context with the CPU slowed down `cpuSlowdown`
 * times (DevTools protocol), waits until the page is ready and the network quiet, performs the
 * interaction with real input events and reads its latency from Event Timing; `runs` times.
 * `token` signs the demo player in before the app starts (sessionStorage, as tests/e2e does).
 */
export async function measureInteraction(
  baseUrl: string,
  interaction: Interaction,
  options: { cpuSlowdown: number; runs: number; language: string; token?: string },
): Promise<InpResult> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('bench: no Chromium (install chromium or set CHROME_PATH)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const runs: InteractionTiming[] = [];
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const session = options.token ? `sessionStorage.setItem('token', ${JSON.stringify(options.token)});` : '';
      await context.addInitScript({ content: `localStorage.setItem('lang', ${JSON.stringify(options.language)});${session}${POPUPS_CLOSED}${OBSERVE}` });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
      await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load' });
      await interaction.ready(page);
      await page.waitForLoadState('networkidle');
      await interaction.act(page);
      // Entries arrive after the next paint, and observers are called later still.
      await page.waitForTimeout(1000);
      const entries = await page.evaluate(() => (globalThis as unknown as { __events: EventEntry[] }).__events);
      runs.push(slowestInteraction(entries));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runs].sort((a, b) => a.durationMs - b.durationMs);
  return { runs, median: sorted[Math.floor(sorted.length / 2)] ?? NONE };
}

import type { RunningApp } from './apps';
import type { InpCase, LighthouseCase } from './cases';
import { measureInteraction } from './inp';
import { measureLighthouse, type LighthouseRun } from './lighthouse';
import { demoPlayerToken } from './login';
import { judged, type Row } from './table';

const TOP = 5;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** Where the main thread's time went in one run, to guide the work on the slowest pages. */
function printDiagnostics(run: LighthouseRun, origin: string): void {
  const short = (url: string) => url.replace(origin, '') || url;
  console.log(`  bootup-time, top ${TOP} (total / scripting): ${run.bootup.slice(0, TOP).map((b) => `${short(b.url)} ${ms(b.totalMs)} / ${ms(b.scriptingMs)}`).join('; ') || 'none'}`);
  console.log(`  main-thread work: ${run.mainThread.map((m) => `${m.group} ${ms(m.ms)}`).join('; ') || 'none'}`);
  const tasks = run.longTasks.slice(0, TOP).map((t) => `${short(t.url)} at ${ms(t.startMs)}: ${ms(t.durationMs)}`);
  console.log(`  long tasks (${run.longTasks.length}; longest ${TOP}, start: duration): ${tasks.join('; ') || 'none'}`);
  console.log(`  largest paint: ${run.lcp.selector || 'unknown element'}; ${run.lcp.phases.map((p) => `${p.phase} ${ms(p.ms)}`).join(', ') || 'no phases'}`);
}

/** Lighthouse on one page of the built app, served by the platform: the medians against the targets. */
export async function runLighthouseCase(c: LighthouseCase, platform: RunningApp): Promise<Row[]> {
  process.stdout.write(`measuring ${c.name} (${c.runs} Lighthouse runs)…\n`);
  const token = c.member ? await demoPlayerToken(platform.url) : undefined;
  const result = await measureLighthouse(`${platform.url}${c.path}`, { runs: c.runs, language: 'EN', token });
  const m = result.median;
  console.log(`  scores ${result.runs.map((r) => r.score).join(', ')}; diagnostics of the run scoring ${result.medianRun.score}:`);
  printDiagnostics(result.medianRun, platform.url);
  const of = `(median of ${c.runs})`;
  return [
    judged(`${c.name}: performance score ${of}`, String(m.score), `≥ ${c.minScore}`, m.score >= c.minScore),
    judged(`${c.name}: Largest Contentful Paint ${of}`, seconds(m.lcpMs), `≤ ${seconds(c.maxLcpMs)}`, m.lcpMs <= c.maxLcpMs),
    judged(`${c.name}: Total Blocking Time ${of}`, ms(m.tbtMs), `≤ ${ms(c.maxTbtMs)}`, m.tbtMs <= c.maxTbtMs),
    judged(`${c.name}: Cumulative Layout Shift ${of}`, m.cls.toFixed(3), `≤ ${c.maxCls}`, m.cls <= c.maxCls),
    { name: `${c.name}: First Contentful Paint, requests ${of}`, measured: `${seconds(m.fcpMs)}, ${m.requests} requests`, target: '', verdict: '' },
  ];
}

/** One interaction's latency (INP for a page with that one interaction), median of the runs. */
export async function runInpCase(c: InpCase, platform: RunningApp): Promise<Row> {
  process.stdout.write(`measuring ${c.name} (${c.runs} page loads)…\n`);
  const token = c.member ? await demoPlayerToken(platform.url) : undefined;
  const result = await measureInteraction(platform.url, c.interaction, { cpuSlowdown: c.cpuSlowdown, runs: c.runs, language: 'EN', token });
  const m = result.median;
  console.log(`  runs: ${result.runs.map((r) => ms(r.durationMs)).join(', ')}`);
  console.log(`  median run: input delay ${ms(m.inputDelayMs)}, handlers ${ms(m.processingMs)}, to the next paint ${ms(m.presentationMs)} (${m.events})`);
  return judged(`${c.name} (median of ${c.runs})`, m.durationMs > 0 ? ms(m.durationMs) : '< 16 ms', `≤ ${ms(c.maxMs)}`, m.durationMs <= c.maxMs);
}

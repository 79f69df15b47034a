/**
 * `npm test`: every check in order, stopping at the first failure, with a summary of what ran.
 * Exit code is non-zero on any failure. Browser tests never skip: without a Chromium the
 * ensure-chromium step fails. The Electron suite reports skipped where no Electron binary exists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { findElectronBinary, NO_ELECTRON_REASON } from './lib/electron-binary';
import { playwrightTimings, slowest, vitestTimings } from './lib/test-timings';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
// The JSON reports the summary reads the slowest files from.
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-report-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const e2eReport = path.join(reportDir, 'playwright.json');

/**
 * The checks in order. A stage that lists several steps runs them side by side, two at a time (one
 * per core here): the typechecks and the lint are single-threaded and independent. Their output is
 * held and printed whole as each ends, so it does not interleave.
 */
const stages: (Step | Step[])[] = [
  [
    { name: 'typecheck (node)', command: bin('tsc'), args: ['-p', 'tsconfig.node.json'] },
    { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
    { name: 'typecheck (web)', command: bin('tsc'), args: ['-p', 'tsconfig.web.json'] },
    { name: 'typecheck (browser tests)', command: bin('tsc'), args: ['-p', 'tsconfig.e2e.json'] },
  ],
  {
    name: 'unit and API integration tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=./scripts/lib/vitest-timings-reporter.ts'],
    env: { VITEST_TIMINGS_FILE: vitestReport },
  },
  [
    { name: 'electron-vite build', command: bin('electron-vite'), args: ['build'] },
    { name: 'web build', command: bin('vite'), args: ['build', '-c', 'vite.web.config.ts'] },
    { name: 'ensure Chromium', command: bin('tsx'), args: ['scripts/ensure-chromium.ts'] },
  ],
  {
    name: 'end-to-end tests (web, Chromium)',
    command: bin('playwright'),
    args: ['test', '--project=web'],
    env: { E2E_DATA_DIR: e2eDataDir, E2E_JSON_REPORT: e2eReport },
  },
  {
    name: 'end-to-end tests (electron)',
    command: bin('playwright'),
    args: ['test', '--project=electron'],
    env: { E2E_DATA_DIR: e2eDataDir },
  },
];

const header = (step: Step) => `\n━━ ${step.name} ━━ ${[path.basename(step.command), ...step.args].join(' ')}`;

/** Runs a step; `held` collects its output instead of passing it through. */
function run(step: Step, held?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.on('error', (error) => {
      held?.push(Buffer.from(`${step.name}: ${error.message}\n`));
      if (!held) console.error(`${step.name}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const results: string[] = [];
const ran = new Set<string>();
let failed: string | undefined;
const started = Date.now();

function record(step: Step, code: number, since: number): void {
  ran.add(step.name);
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'}  ${step.name} (${seconds(Date.now() - since)})`);
  if (code !== 0) failed ??= step.name;
}

/** Steps side by side, two at a time; each one's output printed whole when it ends. */
async function runTogether(steps: Step[]): Promise<void> {
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step && !failed; step = queue.shift()) {
      const held: Buffer[] = [];
      const t0 = Date.now();
      const code = await run(step, held);
      console.log(header(step));
      process.stdout.write(Buffer.concat(held));
      record(step, code, t0);
    }
  };
  await Promise.all([lane(), lane()]);
}

for (const stage of stages) {
  if (Array.isArray(stage)) {
    await runTogether(stage);
  } else {
    console.log(header(stage));
    const t0 = Date.now();
    record(stage, await run(stage), t0);
  }
  if (failed) break;
}

fs.rmSync(e2eDataDir, { recursive: true, force: true });
const SLOWEST = 15;
const slowVitest = slowest(vitestTimings(vitestReport), SLOWEST);
if (slowVitest.length > 0) console.log(`\n━━ ${SLOWEST} slowest Vitest files ━━\n${slowVitest.join('\n')}`);
const slowE2e = slowest(playwrightTimings(e2eReport), SLOWEST);
if (slowE2e.length > 0) console.log(`\n━━ ${SLOWEST} slowest Playwright specs (summed test time) ━━\n${slowE2e.join('\n')}`);
fs.rmSync(reportDir, { recursive: true, force: true });
console.log('\n━━ summary ━━');
for (const line of results) console.log(line);
for (const step of stages.flat().filter((s) => !ran.has(s.name))) console.log(`--    ${step.name} (not run)`);
if (!failed && !findElectronBinary()) console.log(`note: Electron suite ${NO_ELECTRON_REASON}`);
console.log(failed ? `npm test FAILED at: ${failed} (${seconds(Date.now() - started)})` : `npm test passed (${seconds(Date.now() - started)})`);
process.exitCode = failed ? 1 : 0;

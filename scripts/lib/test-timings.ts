import fs from 'node:fs';

/** One test file and the seconds it took. */
export interface FileTiming {
  file: string;
  seconds: number;
}

/** Per file, as scripts/lib/vitest-timings-reporter.ts wrote them. */
export function vitestTimings(reportFile: string): FileTiming[] {
  return readJson<FileTiming[]>(reportFile) ?? [];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
}

interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

/** Per spec file, from Playwright's JSON reporter: the summed duration of its tests (retries included). */
export function playwrightTimings(reportFile: string): FileTiming[] {
  const report = readJson<PlaywrightReport>(reportFile);
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) totals.set(file, (totals.get(file) ?? 0) + (result.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title);
  return [...totals].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

/** The slowest `count` files, slowest first, as aligned lines. */
export function slowest(timings: FileTiming[], count: number): string[] {
  return [...timings]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((timing) => `${timing.seconds.toFixed(1).padStart(7)} s  ${timing.file}`);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

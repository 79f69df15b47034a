import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileTiming } from './test-timings';

/**
 * Writes every test file's cost to VITEST_TIMINGS_FILE as JSON ({ file, seconds }[]): importing it
 * (collect), its set-up files, and all its tests and hooks (beforeAll included, where a test file
 * opens its databases). Vitest's own JSON report spans only from the first test to the last.
 */
export default class TimingsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const out = process.env.VITEST_TIMINGS_FILE;
    if (!out) return;
    const timings: FileTiming[] = testModules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: path.relative(this.root, module.moduleId), seconds: ms / 1000 };
    });
    fs.writeFileSync(out, JSON.stringify(timings));
  }
}

/**
 * Finds a Chromium for the end-to-end tests (CHROME_PATH, a system Chromium, Playwright's own) and,
 * on a Debian machine without one and running as root, installs the `chromium` package. Prints the
 * path; exits non-zero with the reason when no browser can be had, so `npm test` fails, never skips.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/chromium';

function installWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!fs.existsSync('/etc/debian_version') || !isRoot) return false;
  console.error('ensure-chromium: no Chromium found; installing the Debian chromium package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  return install.status === 0;
}

let found = findChromium();
if (!found && process.env.CHROME_PATH) {
  console.error(`ensure-chromium: CHROME_PATH=${process.env.CHROME_PATH} is not an executable file`);
  process.exit(1);
}
if (!found && installWithApt()) found = findChromium();
if (!found) {
  console.error(
    'ensure-chromium: no Chromium available. Set CHROME_PATH to a Chromium/Chrome executable, install the ' +
      '`chromium` package (apt-get install chromium, as root), or run `npx playwright install chromium`.',
  );
  process.exit(1);
}
console.log(found);

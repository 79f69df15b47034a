/**
 * Finds a Chromium for the end-to-end tests (CHROME_PATH, Debian's headless shell, a system
 * Chromium, Playwright's own) and, on a Debian machine running as root, installs what is missing of
 * the `chromium` package (the bench's Lighthouse runs the full browser) and `chromium-headless-shell`
 * (the tests' lighter browser: see findTestChromium). Prints the path the tests use; exits non-zero
 * with the reason when no browser can be had, so `npm test` fails, never skips.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { findChromium, findTestChromium, HEADLESS_SHELL_PATH } from './lib/chromium';

function installWithApt(packages: string[]): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!fs.existsSync('/etc/debian_version') || !isRoot) return false;
  console.error(`ensure-chromium: installing the Debian packages ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  return install.status === 0;
}

if (process.env.CHROME_PATH && !findChromium()) {
  console.error(`ensure-chromium: CHROME_PATH=${process.env.CHROME_PATH} is not an executable file`);
  process.exit(1);
}
const missing = process.env.CHROME_PATH ? [] : [...(findChromium() ? [] : ['chromium']), ...(fs.existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell'])];
// A failed install of the shell alone still leaves the full browser to test with.
if (missing.length > 0) installWithApt(missing);
const found = findTestChromium();
if (!found) {
  console.error(
    'ensure-chromium: no Chromium available. Set CHROME_PATH to a Chromium/Chrome executable, install the ' +
      '`chromium` package (apt-get install chromium, as root), or run `npx playwright install chromium`.',
  );
  process.exit(1);
}
console.log(found);

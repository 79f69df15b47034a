import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The Electron executable, found the way the electron package finds it (path.txt + dist/) but
 * without `require('electron')`, which in plain Node tries to download the binary. Undefined when no
 * binary is installed, which is the case on every machine here.
 */
export function findElectronBinary(env: NodeJS.ProcessEnv = process.env): string | undefined {
  let packageDir: string;
  try {
    packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH?.trim();
  const candidate = override
    ? path.join(override, relative || 'electron')
    : relative
      ? path.join(packageDir, 'dist', relative)
      : undefined;
  return candidate && fs.existsSync(candidate) ? candidate : undefined;
}

export const NO_ELECTRON_REASON = 'skipped: no Electron binary on this machine';

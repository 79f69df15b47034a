/**
 * `npm start`: builds the web app when its sources are newer than the build, then serves web app
 * and API with the embedded database and seed, and prints where and how to sign in.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/server/config';
import type { SeedReport } from '../src/server/db/seed/index';
import { closeOnSignals, startServer } from '../src/server/server';

const root = resolve(import.meta.dirname, '..');
const WEB_SOURCES = ['src/renderer', 'src/shared', 'index.html', 'vite.web.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildWebIfStale(webDist: string): void {
  const builtAt = newestMtime(join(webDist, 'index.html'));
  const sourcesAt = Math.max(...WEB_SOURCES.map((p) => newestMtime(join(root, p))));
  if (builtAt > 0 && builtAt >= sourcesAt) return;
  if (!existsSync(join(root, 'vite.web.config.ts'))) {
    console.warn('! vite.web.config.ts is missing: starting with the API only.');
    return;
  }
  console.log('Building the web app (vite build)...');
  const vite = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
  const result = spawnSync(vite, ['build', '-c', 'vite.web.config.ts', '--outDir', webDist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.warn('! The web build failed (see above): starting anyway; / answers "not built" until it builds.');
  }
}

/** One line when this start wrote the demo team's history (the first start over a database). */
function teamHistory(seed: SeedReport): string[] {
  const written = seed.demoHistory;
  if (!written || written.players === 0) return [];
  return [`Demo team history written: ${written.players} players, ${written.transfers} transfers, ${written.rounds} rounds in ${(written.ms / 1000).toFixed(1)} s`];
}

async function main(): Promise<void> {
  // Warnings only by default so the URL and demo accounts stay readable; LOG_LEVEL=info for access logs.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  buildWebIfStale(config.webDist);
  const server = await startServer(config);
  closeOnSignals(server);
  const accounts = server.seed.demoAccounts.map((a) => `  ${a.role.padEnd(9)} ${a.account.padEnd(16)} ${a.password}`);
  console.log(
    [
      '',
      `Platform running at ${server.url}  (merchant ${server.seed.merchantCode}, API docs ${server.url}/docs)`,
      `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
      'Demo accounts (role, account, password):',
      ...accounts,
      `Operator console ${server.url}/console: ${server.seed.demoOperator.username} ${server.seed.demoOperator.password}, authenticator (TOTP) secret ${server.seed.demoOperator.totpSecret} (demo only; the other demo operators enrol theirs at first sign-in)`,
      ...teamHistory(server.seed),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

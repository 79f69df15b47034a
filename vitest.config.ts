import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@shared': r('./src/shared'), '@': r('./src/renderer') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/fault/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of a worker share its module graph instead of importing the server afresh for each
    // (about 190 s of imports a run, and each file's own PGlite and Fastify warm-up): every test
    // file builds its own app and database, so nothing is shared but the code. Process-wide state
    // (src/server/lib/member-activity.ts) is the test's to reset where it counts.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
    // integration tests spend much of their time waiting (PostgreSQL, scrypt, timers), so one worker
    // per core keeps both busy. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    // Migrates the template databases once a run; each test file clones them (src/server/test/database.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});

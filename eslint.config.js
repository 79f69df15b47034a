// @ts-check
/**
 * Lint configuration. The import rules of DESIGN.md live here so a violating import fails `npm test`
 * (tests/unit/lint-rules.test.ts proves each rule against small snippets).
 *
 * `createConfig(root)` builds the config for a checkout at `root`; the default export is this one.
 * Type-aware linting is off on purpose: it triples the time on two cores and the import rules do not
 * need it.
 */
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Files that may import `electron` (and libraries built on it). */
export const ELECTRON_ALLOWED = ['src/main/adapters/**', 'src/main/index.ts', 'src/preload/**'];

const ELECTRON_MESSAGE =
  'Only src/main/adapters/**, src/main/index.ts and src/preload/** may import electron; keep src/main/core pure.';

/** @param {string} root */
function featureZones(root) {
  const dir = path.join(root, 'src/renderer/features');
  const features = fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
  return features.map((name) => ({
    target: `./src/renderer/features/${name}`,
    from: './src/renderer/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; shared data lives in app/, components/ or lib/.',
  }));
}

/** @param {string} root */
function importZones(root) {
  const parts = ['server', 'renderer', 'main', 'preload'];
  const others = (/** @type {string} */ self) =>
    parts.filter((p) => p !== self).map((p) => `./src/${p}`);
  return [
    {
      target: './src/shared',
      from: [...parts.map((p) => `./src/${p}`), './scripts', './tests'],
      message: 'src/shared imports nothing of ours.',
    },
    ...parts.map((self) => ({
      target: `./src/${self}`,
      from: others(self).filter((from) => !(self === 'renderer' && from === './src/preload')),
      message: 'server, renderer, main and preload import shared, never each other.',
    })),
    {
      // The renderer may read the type of window.desktop from the preload's pure API module (type-only,
      // enforced by @typescript-eslint/no-restricted-imports below); nothing else of the preload.
      target: './src/renderer',
      from: './src/preload',
      except: ['./api.ts'],
      message: 'server, renderer, main and preload import shared, never each other.',
    },
    {
      target: './src/renderer/features',
      from: './src/renderer/app',
      message: 'Renderer imports go one way: app → features → components/lib → shared.',
    },
    {
      target: ['./src/renderer/components', './src/renderer/lib'],
      from: ['./src/renderer/features', './src/renderer/app'],
      message: 'Renderer imports go one way: app → features → components/lib → shared.',
    },
    ...featureZones(root),
    {
      target: ['./src/server/**/repository.ts', './src/server/**/*-repository.ts', './src/server/**/repository/**'],
      from: [
        './src/server/**/service.ts',
        './src/server/**/*-service.ts',
        './src/server/**/service/**',
        './src/server/**/routes.ts',
        './src/server/**/*-routes.ts',
        './src/server/**/routes/**',
      ],
      message: 'Server layers go routes → service → repository; a repository never imports up.',
    },
    {
      target: ['./src/server/**/service.ts', './src/server/**/*-service.ts', './src/server/**/service/**'],
      from: ['./src/server/**/routes.ts', './src/server/**/*-routes.ts', './src/server/**/routes/**'],
      message: 'Server layers go routes → service → repository; a service never imports routes.',
    },
  ];
}

/**
 * @param {string} root absolute path of the checkout
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function createConfig(root) {
  const resolvers = [
    createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.base.json'), alwaysTryTypes: true }),
    createNodeResolver(),
  ];
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/out/**',
        '**/release/**',
        'data/**',
        'test-results/**',
        'playwright-report/**',
        'coverage/**',
        'src/server/db/migrations/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    importX.flatConfigs.recommended,
    importX.flatConfigs.typescript,
    {
      languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
      settings: { 'import-x/resolver-next': resolvers },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-self-import': 'error',
        'import-x/no-useless-path-segments': 'error',
        // The TypeScript compiler checks these better and faster.
        'import-x/named': 'off',
        'import-x/namespace': 'off',
        'import-x/default': 'off',
        'import-x/no-named-as-default-member': 'off',
        'import-x/no-unresolved': 'off',
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones(root) }],
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'electron', message: ELECTRON_MESSAGE },
              { name: 'electron-store', message: ELECTRON_MESSAGE },
            ],
            patterns: [{ group: ['electron/*'], message: ELECTRON_MESSAGE }],
          },
        ],
      },
    },
    {
      files: ELECTRON_ALLOWED,
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['src/renderer/**/*.{ts,tsx}'],
      ...reactHooks.configs.flat['recommended-latest'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      files: ['src/renderer/**/*.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/preload/**', '**/preload'],
                allowTypeImports: true,
                message: 'The renderer only reads the type of window.desktop from the preload (import type).',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/preload/**'],
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
    },
    {
      // Suites under tests/ drive the whole product, so they may import any part of it.
      files: ['tests/**'],
      rules: { 'import-x/no-restricted-paths': 'off' },
    },
  );
}

export default createConfig(import.meta.dirname);

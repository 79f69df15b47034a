import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the import rules of DESIGN.md: the repository's ESLint config, built for a small fixture
 * checkout (so the test does not depend on which files other work has landed), must reject each
 * violating snippet and accept the allowed direction.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

const FIXTURE_FILES: Record<string, string> = {
  'tsconfig.base.json': JSON.stringify({
    compilerOptions: {
      baseUrl: '.',
      moduleResolution: 'Bundler',
      module: 'ESNext',
      jsx: 'react-jsx',
      paths: { '@shared/*': ['src/shared/*'], '@/*': ['src/renderer/*'] },
    },
  }),
  'src/shared/constants.ts': 'export const X = 1;\n',
  'src/server/app.ts': 'export const app = 1;\n',
  'src/server/modules/wallet/routes.ts': 'export const routes = 1;\n',
  'src/server/modules/wallet/service.ts': 'export const service = 1;\n',
  'src/server/modules/wallet/repository.ts': 'export const repository = 1;\n',
  'src/renderer/app/router.tsx': 'export const router = 1;\n',
  'src/renderer/features/alpha/api.ts': 'export const alpha = 1;\n',
  'src/renderer/features/alpha/components/alpha-card.tsx': 'export const card = 1;\n',
  'src/renderer/features/beta/api.ts': 'export const beta = 1;\n',
  'src/renderer/components/button.tsx': 'export const button = 1;\n',
  'src/renderer/lib/format.ts': 'export const format = 1;\n',
  'src/main/core/window-options.ts': 'export const options = 1;\n',
  'src/main/adapters/windows.ts': 'export const windows = 1;\n',
  'src/preload/api.ts': 'export type DesktopApi = { version: string };\nexport const api = 1;\n',
  'src/preload/index.ts': 'export const preload = 1;\n',
};

let fixtureRoot = '';
let eslint: ESLint;

beforeAll(async () => {
  fixtureRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  for (const [file, text] of Object.entries(FIXTURE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(fixtureRoot, file), text);
  }
  const configModule = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    createConfig: (root: string) => Linter.Config[];
  };
  eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: configModule.createConfig(fixtureRoot),
  });
});

afterAll(() => {
  if (fixtureRoot) fs.rmSync(fixtureRoot, { recursive: true, force: true });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(fixtureRoot, file) });
  if (!result) throw new Error('ESLint returned no result');
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('import rules of DESIGN.md', () => {
  it.each([
    ['shared importing server', 'src/shared/bad.ts', "import { app } from '../server/app';\nexport const y = app;\n"],
    ['shared importing renderer via alias', 'src/shared/bad.ts', "import { button } from '@/components/button';\nexport const y = button;\n"],
    ['server importing renderer', 'src/server/bad.ts', "import { button } from '../renderer/components/button';\nexport const y = button;\n"],
    ['renderer importing server', 'src/renderer/lib/bad.ts', "import { app } from '../../server/app';\nexport const y = app;\n"],
    ['main importing preload', 'src/main/core/bad.ts', "import { preload } from '../../preload/index';\nexport const y = preload;\n"],
    ['preload importing main', 'src/preload/bad.ts', "import { options } from '../main/core/window-options';\nexport const y = options;\n"],
    ['renderer component importing a feature', 'src/renderer/components/bad.tsx', "import { alpha } from '@/features/alpha/api';\nexport const y = alpha;\n"],
    ['renderer lib importing app', 'src/renderer/lib/bad.ts', "import { router } from '@/app/router';\nexport const y = router;\n"],
    ['feature importing app', 'src/renderer/features/alpha/bad.ts', "import { router } from '@/app/router';\nexport const y = router;\n"],
    ['feature importing another feature', 'src/renderer/features/beta/bad.ts', "import { card } from '@/features/alpha/components/alpha-card';\nexport const y = card;\n"],
    ['feature importing another feature relatively', 'src/renderer/features/beta/bad.ts', "import { alpha } from '../alpha/api';\nexport const y = alpha;\n"],
    ['repository importing a service', 'src/server/modules/wallet/repository.ts', "import { service } from './service';\nexport const y = service;\n"],
    ['service importing routes', 'src/server/modules/wallet/service.ts', "import { routes } from './routes';\nexport const y = routes;\n"],
  ])('rejects %s', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toContain(RESTRICTED);
  });

  it.each([
    ['src/main/core', 'src/main/core/bad.ts', "import { app } from 'electron';\nexport const y = app;\n"],
    ['src/server', 'src/server/bad.ts', "import { app } from 'electron';\nexport const y = app;\n"],
    ['src/renderer', 'src/renderer/lib/bad.ts', "import { ipcRenderer } from 'electron';\nexport const y = ipcRenderer;\n"],
    ['electron-store in core', 'src/main/core/bad.ts', "import Store from 'electron-store';\nexport const y = Store;\n"],
  ])('rejects electron imported from %s', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it('rejects a value import of the preload in the renderer but allows its type', async () => {
    const value = "import { api } from '../../preload/api';\nexport const y = api;\n";
    expect(await ruleIds('src/renderer/lib/desktop.ts', value)).toContain('@typescript-eslint/no-restricted-imports');
    const type = "import type { DesktopApi } from '../../preload/api';\nexport type Y = DesktopApi;\n";
    expect(await ruleIds('src/renderer/lib/desktop.ts', type)).toEqual([]);
  });

  it('rejects any', async () => {
    expect(await ruleIds('src/shared/bad.ts', 'export const y = (v: any) => v;\n')).toContain(
      '@typescript-eslint/no-explicit-any',
    );
  });

  it('rejects an import cycle', async () => {
    fs.writeFileSync(path.join(fixtureRoot, 'src/shared/cycle-a.ts'), "import { b } from './cycle-b';\nexport const a = b;\n");
    fs.writeFileSync(path.join(fixtureRoot, 'src/shared/cycle-b.ts'), "import { a } from './cycle-a';\nexport const b = a;\n");
    const code = fs.readFileSync(path.join(fixtureRoot, 'src/shared/cycle-a.ts'), 'utf8');
    expect(await ruleIds('src/shared/cycle-a.ts', code)).toContain('import-x/no-cycle');
  });

  it('rejects a hook called conditionally in the renderer', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Widget({ on }: { on: boolean }) {',
      '  if (on) useState(0);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('src/renderer/components/widget.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });

  it.each([
    ['electron in main adapters', 'src/main/adapters/ok.ts', "import { app } from 'electron';\nexport const y = app;\n"],
    ['electron in the preload', 'src/preload/ok.ts', "import { contextBridge } from 'electron';\nexport const y = contextBridge;\n"],
    ['shared in server', 'src/server/ok.ts', "import { X } from '@shared/constants';\nexport const y = X;\n"],
    ['shared in renderer', 'src/renderer/lib/ok.ts', "import { X } from '@shared/constants';\nexport const y = X;\n"],
    ['app importing features', 'src/renderer/app/ok.tsx', "import { alpha } from '@/features/alpha/api';\nexport const y = alpha;\n"],
    ['a feature importing its own files', 'src/renderer/features/alpha/ok.ts', "import { card } from './components/alpha-card';\nexport const y = card;\n"],
    ['a feature importing components', 'src/renderer/features/alpha/ok.ts', "import { button } from '@/components/button';\nexport const y = button;\n"],
    ['routes importing the service', 'src/server/modules/wallet/routes.ts', "import { service } from './service';\nexport const y = service;\n"],
    ['a service importing the repository', 'src/server/modules/wallet/service.ts', "import { repository } from './repository';\nexport const y = repository;\n"],
  ])('allows %s', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsStoreOptions, type AppSettings } from './settings';
import { createSettingsRepository } from './settings-repository';

/**
 * electron-store is conf with Electron's paths; conf with the very options the shell passes keeps the
 * real file handling (schema, corrupt-file recovery) under test without an Electron binary.
 */
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-settings-'));
  dirs.push(dir);
  return dir;
}

function open(cwd: string, report?: (error: unknown) => void) {
  return createSettingsRepository(() => new Conf<AppSettings>({ ...settingsStoreOptions(), cwd, configName: 'settings' }), report);
}

const file = (cwd: string) => path.join(cwd, 'settings.json');

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('settings file', () => {
  it('starts from defaults and keeps changes across a restart', () => {
    const cwd = tempDir();
    const first = open(cwd);
    expect(first.get()).toEqual(DEFAULT_SETTINGS);
    first.update({ language: 'EN', lastGoodMirror: 'https://m2.example.com', mirrors: [{ origin: 'https://m2.example.com', priority: 2 }] });
    const again = open(cwd);
    expect(again.get()).toMatchObject({ language: 'EN', lastGoodMirror: 'https://m2.example.com' });
    expect(again.get().mirrors).toEqual([{ origin: 'https://m2.example.com', priority: 2 }]);
  });

  it.each([
    ['truncated JSON', '{"language": "EN", "kio'],
    ['binary garbage', '\u0000\u00ff\u0013garbage'],
    ['an empty file', ''],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
  ])('recovers from %s with defaults instead of crashing, and repairs the file', (_name, content) => {
    const cwd = tempDir();
    fs.writeFileSync(file(cwd), content);
    const errors: unknown[] = [];
    const repo = open(cwd, (error) => errors.push(error));
    expect(repo.get()).toEqual(DEFAULT_SETTINGS);
    expect(errors).toEqual([]);
    repo.update({ language: 'CN' });
    expect(JSON.parse(fs.readFileSync(file(cwd), 'utf8'))).toMatchObject({ language: 'CN', kiosk: false });
  });

  it('keeps the valid fields of a file with invalid ones', () => {
    const cwd = tempDir();
    fs.writeFileSync(file(cwd), JSON.stringify({ language: 'CN', kiosk: 'yes', idleTimeoutSeconds: -3, merchantCode: 'shop_7' }));
    expect(open(cwd).get()).toEqual({ ...DEFAULT_SETTINGS, language: 'CN', merchantCode: 'shop_7' });
  });

  it('reads a kiosk set up by the operator', () => {
    const cwd = tempDir();
    fs.writeFileSync(file(cwd), JSON.stringify({ kiosk: true, idleTimeoutSeconds: 60 }));
    expect(open(cwd).get()).toMatchObject({ kiosk: true, idleTimeoutSeconds: 60 });
  });

  it('validates writes against the schema', () => {
    const store = new Conf<AppSettings>({ ...settingsStoreOptions(), cwd: tempDir(), configName: 'settings' });
    expect(() => store.set('language', 'FR' as AppSettings['language'])).toThrow(/schema violation/u);
    expect(() => store.set('idleTimeoutSeconds', 1)).toThrow(/schema violation/u);
    expect(() => store.set('mirrors', [{ origin: 'https://m.example', priority: 1, extra: true }] as unknown as AppSettings['mirrors'])).toThrow(
      /schema violation/u,
    );
    store.set('idleTimeoutSeconds', 600);
    expect(store.get('idleTimeoutSeconds')).toBe(600);
  });

  it('keeps working from memory when the store cannot be opened or written', () => {
    const errors: unknown[] = [];
    const repo = createSettingsRepository(() => {
      throw new Error('EACCES');
    }, (error) => errors.push(error));
    expect(repo.get()).toEqual(DEFAULT_SETTINGS);
    expect(repo.update({ language: 'EN' }).language).toBe('EN');
    expect(repo.get().language).toBe('EN');

    const readOnly = createSettingsRepository(() => ({
      get store() {
        return { language: 'CN' };
      },
      set store(_value: unknown) {
        throw new Error('EROFS');
      },
    }), (error) => errors.push(error));
    expect(readOnly.update({ lastGoodMirror: 'https://m.example' })).toMatchObject({ language: 'CN', lastGoodMirror: 'https://m.example' });
    expect(errors.map(String)).toEqual(['Error: EACCES', 'Error: EROFS']);
  });
});

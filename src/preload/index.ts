import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopApi } from './api';

/**
 * Runs sandboxed with context isolation, bundled into one CommonJS file. Main answers each message
 * with `{ ok, value | error }`; a refusal becomes a rejected promise here so the renderer sees an error.
 */
async function invoke(channel: string, ...args: unknown[]): Promise<unknown> {
  const result: unknown = await ipcRenderer.invoke(channel, ...args);
  if (typeof result === 'object' && result !== null && 'ok' in result) {
    if (result.ok === true) return 'value' in result ? result.value : undefined;
    const error = 'error' in result ? String(result.error) : 'ipc_failed';
    throw new Error(error);
  }
  throw new Error('ipc_failed');
}

contextBridge.exposeInMainWorld('desktop', Object.freeze(createDesktopApi(invoke)));

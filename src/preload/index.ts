import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createDesktopApi, type Subscribe } from './api';

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

/** The page gets the payload only, never the IPC event (it would expose ipcRenderer's sender). */
const subscribe: Subscribe = (channel, listener) => {
  const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
};

contextBridge.exposeInMainWorld('desktop', Object.freeze(createDesktopApi(invoke, subscribe)));

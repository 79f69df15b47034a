import { BrowserWindow } from 'electron';
import { windowOptions } from '../core/window-options';

export function createMainWindow(preloadPath: string, entryUrl: string): BrowserWindow {
  const window = new BrowserWindow(windowOptions('main', preloadPath));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(entryUrl);
  return window;
}

let customerService: BrowserWindow | undefined;

/** One customer-service window, 440x750, no preload, its own partition; focused if already open. */
export function openCustomerService(url: string): void {
  if (customerService && !customerService.isDestroyed()) {
    customerService.focus();
    return;
  }
  customerService = new BrowserWindow(windowOptions('customerService'));
  customerService.on('closed', () => {
    customerService = undefined;
  });
  void customerService.loadURL(url);
}

import { app, session as sessions, type Session, type WebContents } from 'electron';
import { isAllowedOrigin } from '../core/origin';

/** Deny-by-default permissions: the platform needs no camera, microphone, location or notifications. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * Every web contents: no new windows (main opens the ones it allows itself), no <webview>, and
 * navigation limited to the origins `allowedOrigins` returns for that contents.
 */
export function hardenAllWebContents(allowedOrigins: (contents: WebContents) => readonly string[]): void {
  denyPermissions(sessions.defaultSession);
  app.on('session-created', denyPermissions);
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-attach-webview', (event) => event.preventDefault());
    const guard = (event: { preventDefault: () => void }, url: string) => {
      if (!isAllowedOrigin(url, allowedOrigins(contents))) event.preventDefault();
    };
    contents.on('will-navigate', guard);
    contents.on('will-redirect', guard);
  });
}

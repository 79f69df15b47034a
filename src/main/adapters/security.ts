import { app, session as sessions, shell, type Session, type WebContents } from 'electron';
import { decideWindowOpen, navigationAllowed, permissionAllowed, type ContentsPolicy } from '../core/navigation';

/** Each web contents' policy, set by whoever opens the window; contents without one may do nothing. */
const policies = new WeakMap<WebContents, ContentsPolicy>();

export function setContentsPolicy(contents: WebContents, policy: ContentsPolicy | undefined): void {
  if (policy) policies.set(contents, policy);
  else policies.delete(contents);
}

/** Deny-by-default permissions: only the clipboard write of the app's own pages is granted. */
function guardPermissions(session: Session, appOrigins: readonly string[]): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details.requestingUrl, appOrigins)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => permissionAllowed(permission, requestingOrigin, appOrigins));
  session.setDevicePermissionHandler(() => false);
  session.setDisplayMediaRequestHandler((_request, callback) => callback({}));
}

/**
 * Every session and every web contents, whoever creates them: permissions denied by default, no
 * <webview>, window.open decided by the contents' policy (denied by default; https links of the
 * agent's app window go to the system browser), top-frame navigation and redirects limited to the
 * policy's origins (parsed, never compared as text).
 */
export function hardenAllWebContents(appOrigins: readonly string[]): void {
  guardPermissions(sessions.defaultSession, appOrigins);
  app.on('session-created', (session) => guardPermissions(session, appOrigins));
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(policies.get(contents), url);
      if (decision.action === 'external') void shell.openExternal(decision.url);
      if (decision.action === 'same-window') void contents.loadURL(decision.url);
      return { action: 'deny' };
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (details) => {
      if (!navigationAllowed(policies.get(contents), details.url)) details.preventDefault();
    });
    contents.on('will-redirect', (details) => {
      if (details.isMainFrame && !navigationAllowed(policies.get(contents), details.url)) details.preventDefault();
    });
  });
}

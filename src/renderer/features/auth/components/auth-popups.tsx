import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { preloadable } from '@/lib/preloadable';
import { authPopupOpened } from '@/lib/ui';
import '../auth.css';

// Loaded on first open: visitors who never sign in should not pay for the forms in home's first JS.
const LOADERS = {
  login: () => import('./login-modal').then((m) => ({ default: m.LoginModal })),
  register: () => import('./register-modal').then((m) => ({ default: m.RegisterModal })),
  forgot: () => import('./forgot-modal').then((m) => ({ default: m.ForgotModal })),
  changePassword: () => import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
  resetPassword: () => import('./reset-password-modal').then((m) => ({ default: m.ResetPasswordModal })),
} as const;

const POPUPS = {
  login: preloadable(LOADERS.login),
  register: preloadable(LOADERS.register),
  forgot: preloadable(LOADERS.forgot),
  changePassword: preloadable(LOADERS.changePassword),
  resetPassword: preloadable(LOADERS.resetPassword),
} as const;

/**
 * Starts downloading a popup's code before it opens (a pointer over or pressing its button), so
 * the popup draws in the click's own render once it is in (no loading step, no reveal wait).
 */
export function preloadAuthPopup(popup: keyof typeof LOADERS): void {
  void POPUPS[popup].preload().catch(() => undefined);
}

/** The one place the account popups render; anything opens them through the ui slice. */
export function AuthPopups() {
  const popup = useAppSelector((state) => state.ui.authPopup);
  const dispatch = useAppDispatch();
  if (!popup) return null;
  const Popup = POPUPS[popup];
  return (
    <Suspense fallback={null}>
      <Popup onClose={() => dispatch(authPopupOpened(null))} />
    </Suspense>
  );
}

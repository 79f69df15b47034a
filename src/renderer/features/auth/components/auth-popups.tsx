import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import '../auth.css';

// Loaded on first open: visitors who never sign in should not pay for the forms in home's first JS.
const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./register-modal').then((m) => ({ default: m.RegisterModal })));
const ForgotModal = lazy(() => import('./forgot-modal').then((m) => ({ default: m.ForgotModal })));
const ChangePasswordModal = lazy(() => import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
const ResetPasswordModal = lazy(() => import('./reset-password-modal').then((m) => ({ default: m.ResetPasswordModal })));

const POPUPS = {
  login: LoginModal,
  register: RegisterModal,
  forgot: ForgotModal,
  changePassword: ChangePasswordModal,
  resetPassword: ResetPasswordModal,
} as const;

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

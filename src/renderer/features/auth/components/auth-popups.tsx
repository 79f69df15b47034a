import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { ChangePasswordModal } from './change-password-modal';
import { ForgotModal } from './forgot-modal';
import { LoginModal } from './login-modal';
import { RegisterModal } from './register-modal';
import { ResetPasswordModal } from './reset-password-modal';
import '../auth.css';

/** The one place the account popups render; anything opens them through the ui slice. */
export function AuthPopups() {
  const popup = useAppSelector((state) => state.ui.authPopup);
  const dispatch = useAppDispatch();
  const close = () => dispatch(authPopupOpened(null));
  switch (popup) {
    case 'login':
      return <LoginModal onClose={close} />;
    case 'register':
      return <RegisterModal onClose={close} />;
    case 'forgot':
      return <ForgotModal onClose={close} />;
    case 'changePassword':
      return <ChangePasswordModal onClose={close} />;
    case 'resetPassword':
      return <ResetPasswordModal onClose={close} />;
    default:
      return null;
  }
}

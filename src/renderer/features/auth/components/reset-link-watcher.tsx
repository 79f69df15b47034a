import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { setResetToken } from '../pending-password';

/** An e-mailed reset link (?resetToken=…) opens the new-password popup; the token leaves the address bar. */
export function ResetLinkWatcher() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('resetToken');
    if (!token) return;
    params.delete('resetToken');
    setResetToken(token);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state: { keepScroll: true } });
    dispatch(authPopupOpened('resetPassword'));
  }, [pathname, search, hash, navigate, dispatch]);
  return null;
}

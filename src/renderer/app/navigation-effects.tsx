import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hideBootLoader } from '@/lib/boot-loader';
import { useAppDispatch } from '@/lib/hooks';
import { sideMenuToggled } from '@/lib/ui';

/** Popups over home (/login, /register, /help) open and close without moving the page. */
function isKeepScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/** After each navigation: scroll to top, hide the boot loader, close the phone drawer. */
export function NavigationEffects() {
  const { pathname, state } = useLocation();
  const keepScroll = isKeepScroll(state);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
    hideBootLoader();
    dispatch(sideMenuToggled(false));
  }, [pathname, keepScroll, dispatch]);
  return null;
}

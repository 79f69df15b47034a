import { useState } from 'react';
import type { ClaimResult } from '@shared/api/promotions';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { isApiError } from '@/lib/envelope';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useClaimMutation, type ClaimAction } from './api';

export type ClaimOutcome = { paid: ClaimResult } | { code: string } | null;

/**
 * One claim button's call: a visitor gets the login popup instead; a member's claim is sent once
 * per press (never retried: the server pays each occasion once and says so on a repeat). `onPaid`
 * hears of a paid claim before its outcome is shown.
 */
export function useClaim(id: number, action: ClaimAction, onPaid?: () => void) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [claim, { isLoading }] = useClaimMutation();
  const [outcome, setOutcome] = useState<ClaimOutcome>(null);
  const run = async () => {
    if (!loggedIn) {
      dispatch(authPopupOpened('login'));
      return;
    }
    try {
      const paid = await claim({ id, action }).unwrap();
      onPaid?.();
      setOutcome({ paid });
    } catch (error) {
      setOutcome({ code: isApiError(error) ? error.code : 'unknown_error' });
    }
  };
  return { run, busy: isLoading, outcome, loggedIn };
}

import { useCallback } from 'react';
import { useConsoleLogoutMutation } from './api';
import { consoleSession, endConsoleSession, type EndReason } from './console-session';

/** Ends the operator's session on the server (best effort) and here, saying why on the sign-in page. */
export function useSignOut(): (reason?: EndReason) => void {
  const [logout] = useConsoleLogoutMutation();
  return useCallback(
    (reason: EndReason = 'signedOut') => {
      const { token } = consoleSession();
      if (token) void logout({ token }).catch(() => undefined);
      endConsoleSession(reason);
    },
    [logout],
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { MirrorStatus } from '@shared/desktop';
import type { HostConnection } from '@/lib/host/host';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { OfflineScreen } from './offline-screen';

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

/**
 * Follows the shell's connection: a notice when it switched to another mirror, and the offline
 * screen while the machine is offline or no mirror answers (the shell keeps retrying by itself).
 */
export function ConnectionNotices({ connection }: { connection: HostConnection }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<MirrorStatus | null>(null);
  const lastActive = useRef<string | null>(null);

  const apply = useCallback(
    (next: MirrorStatus) => {
      const previous = lastActive.current;
      if (previous !== null && next.active !== null && next.active !== previous) {
        dispatch(toastShown({ key: 'desktop:mirrorChanged', values: { mirror: hostOf(next.active) }, tone: 'info' }));
      }
      if (next.active !== null) lastActive.current = next.active;
      setStatus(next);
    },
    [dispatch],
  );

  useEffect(() => {
    let heard = false;
    const stop = connection.watch((next) => {
      heard = true;
      apply(next);
    });
    // The state at start, unless a change already told us something newer.
    void connection.current().then(
      (next) => heard || apply(next),
      () => undefined,
    );
    return () => {
      heard = true;
      stop();
    };
  }, [connection, apply]);

  if (status?.status !== 'offline' && status?.status !== 'unreachable') return null;
  return <OfflineScreen reason={status.status} onRetry={() => connection.retry().then(apply, () => undefined)} />;
}

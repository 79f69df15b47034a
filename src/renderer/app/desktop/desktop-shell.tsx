import { getHost } from '@/lib/host/get-host';
import { ConnectionNotices } from './connection-notices';
import { IdleCountdown } from './idle-countdown';

/**
 * What only the desktop shell shows: the mirror-change notice, the offline screen and, in a kiosk,
 * the idle sign-out countdown. Renders nothing in the web build (its host has neither).
 */
export function DesktopShell() {
  const { connection, kiosk } = getHost();
  return (
    <>
      {connection && <ConnectionNotices connection={connection} />}
      {kiosk && <IdleCountdown kiosk={kiosk} />}
    </>
  );
}

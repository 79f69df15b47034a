import { useCallback, useEffect, useId, useState } from 'react';
import { Outlet } from 'react-router';
import type { MeAnswer } from '@shared/api/console';
import { navItemsFor } from '../nav-items';
import { useIdleSignOut } from '../use-idle-sign-out';
import { useSignOut } from '../use-sign-out';
import { ConsoleHeader } from './console-header';
import { ConsoleNav } from './console-nav';

/** The signed-in console: header, side nav (a drawer on phones) and the section's page. */
export function ConsoleLayout({ me }: { me: MeAnswer }) {
  const navId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const signOut = useSignOut();
  const idleOut = useCallback(() => signOut('idle'), [signOut]);
  useIdleSignOut(me.idleMinutes, idleOut);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  return (
    <div className="console console--full">
      <ConsoleHeader operator={me.operator} navId={navId} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} onSignOut={() => signOut('signedOut')} />
      <div className="console__body">
        <ConsoleNav id={navId} items={navItemsFor(me.operator)} open={navOpen} onClose={() => setNavOpen(false)} />
        <main id="main" className="console__main">
          <Outlet context={me} />
        </main>
      </div>
    </div>
  );
}

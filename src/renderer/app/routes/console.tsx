import { ConsoleRoutes } from '@/features/console/components/console-routes';
import { addMessages } from '@/lib/i18n/i18n';
import { CONSOLE_LOADERS } from '../i18n-bundle';

// The console's namespace comes with this chunk: a player never downloads it.
await addMessages(CONSOLE_LOADERS);

/** /console/*: the operator console, a route tree of its own outside the player layouts. */
export default function ConsoleRoute() {
  return <ConsoleRoutes />;
}

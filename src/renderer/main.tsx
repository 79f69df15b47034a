import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appLocation, askForFirstScreen, preloadFirstScreen } from './app/first-screen';
import { LANGUAGE_LOADERS } from './app/i18n-bundle';
import { AppProvider } from './app/provider';
import { makeStore } from './app/store';
import { STORAGE_KEYS } from '@shared/constants';
import { initI18n } from './lib/i18n/i18n';
import { chooseLanguage } from './lib/i18n/language';
import { readStorage } from './lib/storage';
import { persistSession, readInitialSession } from './lib/session';
import { initialTheme } from './lib/theme';
import { initialUi } from './lib/ui';
import { registerScriptFonts, watchScriptFonts } from './lib/web-fonts/web-fonts';
import './app/styles/theme.css';
import './app/styles/base.css';
import './app/styles/layout.css';

const theme = initialTheme();
document.documentElement.dataset.theme = theme;

const store = makeStore({ session: readInitialSession(), ui: { theme, ...initialUi } });
let lastSession = store.getState().session;
store.subscribe(() => {
  const { session } = store.getState();
  if (session !== lastSession) {
    lastSession = session;
    persistSession(session);
  }
});

// The saved language's own fonts (Thai, Chinese) start now, beside its messages, not after them.
void registerScriptFonts(chooseLanguage(readStorage('local', STORAGE_KEYS.lang)).language);

// The calls and chunks that the first screen draws its largest paint with start now, while the
// language loads.
const opened = appLocation(window.location);
const firstCalls = askForFirstScreen(store, opened.path, opened.search);

// The first render waits for the page's chunks and first calls as well as the language (all already
// on their way: the page's head asks for the chunks), so the page draws its content at once rather
// than a loader and then a second render; a slow network gets the header and the loaders after
// FIRST_SCREEN_WAIT_MS all the same.
const FIRST_SCREEN_WAIT_MS = 1_000;
const firstScreen = Promise.race([
  Promise.all([preloadFirstScreen(store, opened.path), firstCalls]).catch(() => undefined),
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]);

// No top-level await here: the entry shares its chunk with the shell (vite.web.config.ts), which
// the language chunk imports; a module still awaiting would keep that import waiting for ever.
const root = document.getElementById('root');
void Promise.all([initI18n(LANGUAGE_LOADERS), firstScreen]).then(([i18n]) => {
  watchScriptFonts(i18n);
  if (!root) return;
  // A transition lets React yield to the browser every few milliseconds while it builds the whole
  // layout, instead of one long task that blocks input (Total Blocking Time on phones). Nothing
  // waits for the first render to be synchronous: the early requests above are already out.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <AppProvider store={store} i18n={i18n}>
        <App />
      </AppProvider>,
    );
  });
});

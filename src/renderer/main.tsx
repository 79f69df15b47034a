import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { LANGUAGE_LOADERS } from './app/i18n-bundle';
import { AppProvider } from './app/provider';
import { makeStore } from './app/store';
import { initI18n } from './lib/i18n/i18n';
import { persistSession, readInitialSession } from './lib/session';
import { initialTheme } from './lib/theme';
import { initialUi } from './lib/ui';
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

const root = document.getElementById('root');
const i18n = await initI18n(LANGUAGE_LOADERS);
if (root) {
  createRoot(root).render(
    <AppProvider store={store} i18n={i18n}>
      <App />
    </AppProvider>,
  );
}

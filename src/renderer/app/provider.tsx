import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './store';

/** Redux store and i18n for the whole tree; theme lives on <html data-theme>. */
export function AppProvider({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

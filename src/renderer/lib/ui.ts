import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from './session';
import type { Theme } from './theme';

/** The account popups; one at a time, opened from anywhere (header, guard, a 401, a game tile). */
export type AuthPopup = 'login' | 'register' | 'forgot' | 'changePassword' | 'resetPassword';

export interface Toast {
  id: number;
  /** i18n key (`ns:key`) and its values, translated when shown. */
  key: string;
  values?: Record<string, string>;
  tone: 'info' | 'success' | 'warning';
}

export interface UiState {
  theme: Theme;
  sideMenuOpen: boolean;
  authPopup: AuthPopup | null;
  toasts: Toast[];
}

export const initialUi: Omit<UiState, 'theme'> = { sideMenuOpen: false, authPopup: null, toasts: [] };

let nextToast = 1;

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { theme: 'dark', ...initialUi } as UiState,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    sideMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sideMenuOpen = action.payload ?? !state.sideMenuOpen;
    },
    authPopupOpened(state, action: PayloadAction<AuthPopup | null>) {
      state.authPopup = action.payload;
    },
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts = [...state.toasts.slice(-2), action.payload];
      },
      prepare(toast: Omit<Toast, 'id'>) {
        nextToast += 1;
        return { payload: { ...toast, id: nextToast } };
      },
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.authPopup = 'login';
    });
  },
});

export const { themeChanged, sideMenuToggled, authPopupOpened, toastShown, toastDismissed } = uiSlice.actions;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Theme } from './theme';

export interface UiState {
  theme: Theme;
  sideMenuOpen: boolean;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { theme: 'dark', sideMenuOpen: false } as UiState,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    sideMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sideMenuOpen = action.payload ?? !state.sideMenuOpen;
    },
  },
});

export const { themeChanged, sideMenuToggled } = uiSlice.actions;

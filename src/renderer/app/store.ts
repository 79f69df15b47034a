import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import type { SharedState } from '@/lib/hooks';
import { sessionSlice } from '@/lib/session';
import { uiSlice } from '@/lib/ui';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Store factory; tests pass a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// Features read state through lib/hooks' SharedState; the real state must satisfy it.
const sharedCheck: (state: RootState) => SharedState = (state) => state;
void sharedCheck;

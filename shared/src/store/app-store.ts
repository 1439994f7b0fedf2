import { create } from 'zustand';
import { countSingleton } from '../lib/singletons';
import { persistSession, readStoredSession } from './session-persistence';
import { createSessionSlice, EMPTY_SESSION } from './session-slice';
import { createToastSlice } from './toast-slice';
import type { AppState } from './types';
import { createUiSlice, INITIAL_UI } from './ui-slice';

/** The one zustand store of the app (shared as a Module Federation singleton). */
export const useAppStore = create<AppState>()(
  persistSession((...args) => ({
    ...createSessionSlice(...args),
    ...createToastSlice(...args),
    ...createUiSlice(...args),
  })),
);

countSingleton('store');

/** Current state, for code outside React. */
export const getAppState = (): AppState => useAppStore.getState();

/** For tests: empty session (its localStorage keys are removed), no toasts, dialogs closed. */
export const resetAppStore = (): void => {
  useAppStore.setState({ ...EMPTY_SESSION, toasts: [], ...INITIAL_UI });
};

/** Re-reads the session from localStorage (e.g. after another script wrote the keys directly). */
export const rehydrateAppStore = (): void => {
  useAppStore.setState(readStoredSession());
};

export { getAppState, rehydrateAppStore, resetAppStore, useAppStore } from './app-store';
export { SESSION_STORAGE_KEYS } from './session-persistence';
export { TOAST_LIMIT } from './toast-slice';
export type {
  AppState,
  Session,
  SessionSlice,
  Toast,
  ToastInput,
  ToastSlice,
  ToastVariant,
  LandingTab,
  UiSlice,
} from './types';

import type { StateCreator } from 'zustand';
import type { AppState, ToastSlice } from './types';

/** At most this many toasts are visible at once (newest first). */
export const TOAST_LIMIT = 3;

let toastCount = 0;

export const createToastSlice: StateCreator<AppState, [], [], ToastSlice> = (set) => ({
  toasts: [],
  pushToast: ({ title, description, variant = 'default' }) => {
    toastCount += 1;
    const id = `toast-${toastCount}`;
    const toast = description === undefined ? { id, title, variant } : { id, title, description, variant };
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  clearToasts: () => set({ toasts: [] }),
});

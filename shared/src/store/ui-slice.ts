import type { StateCreator } from 'zustand';
import type { AppState, UiSlice } from './types';

export const INITIAL_UI: Pick<UiSlice, 'earlyAccessDialog' | 'roleDialogOpen' | 'landingTab'> = {
  earlyAccessDialog: { open: false, email: '' },
  roleDialogOpen: false,
  landingTab: 'home',
};

/**
 * App-wide UI state the shell renders but any remote can drive: the early-access and role
 * dialogs live in the shell, and the landing page's Home / Resources switch sits in the header.
 */
export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  ...INITIAL_UI,
  openEarlyAccess: (email = '') => set({ earlyAccessDialog: { open: true, email } }),
  closeEarlyAccess: () => set({ earlyAccessDialog: { open: false, email: '' } }),
  openRoleDialog: () => set({ roleDialogOpen: true }),
  closeRoleDialog: () => set({ roleDialogOpen: false }),
  setLandingTab: (landingTab) => set({ landingTab }),
});

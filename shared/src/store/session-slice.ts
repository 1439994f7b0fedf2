import type { StateCreator } from 'zustand';
import type { AppState, Session, SessionSlice } from './types';

export const EMPTY_SESSION: Session = {
  authToken: null,
  userEmail: null,
  signupRole: null,
  pitchdeckParsedData: null,
};

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => ({
  ...EMPTY_SESSION,
  setSession: ({ token, email }) =>
    set(email === undefined ? { authToken: token } : { authToken: token, userEmail: email }),
  setAuthToken: (token) => set({ authToken: token }),
  clearAuthToken: () => set({ authToken: null }),
  setUserEmail: (email) => set({ userEmail: email }),
  setSignupRole: (role) => set({ signupRole: role }),
  setPitchdeckParsedData: (data) => set({ pitchdeckParsedData: data ?? null }),
  signOut: () => set({ authToken: null }),
});

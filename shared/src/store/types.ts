import type { Role } from '@pear/shared/domain';

export type Session = {
  authToken: string | null;
  userEmail: string | null;
  signupRole: Role | null;
  pitchdeckParsedData: unknown;
};

export type SessionSlice = Session & {
  /** Stores the token and, when given, the e-mail (an omitted e-mail keeps the stored one). */
  setSession: (session: { token: string; email?: string | null }) => void;
  setAuthToken: (token: string | null) => void;
  /** Removes only the token. */
  clearAuthToken: () => void;
  setUserEmail: (email: string | null) => void;
  setSignupRole: (role: Role | null) => void;
  setPitchdeckParsedData: (data: unknown) => void;
  /** Log Out / "Sign in again": removes the stored auth token (spec §2 Header, §8 Session expired). */
  signOut: () => void;
};

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
};

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastSlice = {
  /** Newest first, at most TOAST_LIMIT. */
  toasts: Toast[];
  /** Shows a toast and returns its id. */
  pushToast: (toast: ToastInput) => string;
  dismissToast: (id: string) => void;
  clearToasts: () => void;
};

export type LandingTab = 'home' | 'resources';

export type UiSlice = {
  /** The shell's early-access dialog; `email` pre-fills the form (landing-page e-mail box). */
  earlyAccessDialog: { open: boolean; email: string };
  openEarlyAccess: (email?: string) => void;
  closeEarlyAccess: () => void;
  /** The shell's "Sign Up for Pear" role dialog. */
  roleDialogOpen: boolean;
  openRoleDialog: () => void;
  closeRoleDialog: () => void;
  /** The landing page's Home / Resources switch (spec §4 "Landing tab"). */
  landingTab: LandingTab;
  setLandingTab: (tab: LandingTab) => void;
};

export type AppState = SessionSlice & ToastSlice & UiSlice;

import {
  GET_INFO_ERROR,
  getInfo,
  isApiError,
  STORE_INFO_ERROR,
  storeInfo,
  MISSING_TOKEN_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  useApiQuery,
} from '@pear/shared/api';
import { buildFounderProfile } from '@pear/shared/dashboard';
import { DEFAULT_FOUNDER_STAGE, type FounderProfile } from '@pear/shared/domain';
import { getAppState } from '@pear/shared/store';
import { useCallback, useState } from 'react';

import type { ProfileEdits } from '../fields';

/** Spec §4 "Dashboard load": loading, then error or loaded. */
export type ProfileLoad =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; profile: FounderProfile };

export type FounderProfileState = {
  load: ProfileLoad;
  /** The page error of a failed save ("Not authenticated", "Failed to update info" or the server's message). */
  saveError: string | null;
  /** Re-reads get-info without leaving the loaded state (after a resume or pitch deck was parsed). */
  refresh: () => void;
  /** Saves the fields in one store-info call; true when saved (the profile then shows the new values). */
  save: (edits: ProfileEdits) => Promise<boolean>;
};

const applyEdits = (profile: FounderProfile, edits: ProfileEdits): FounderProfile => {
  const next: FounderProfile = { ...profile };
  for (const [key, value] of Object.entries(edits) as [keyof ProfileEdits, string][]) {
    next[key] = key === 'stage' && value.trim() === '' ? DEFAULT_FOUNDER_STAGE : value;
  }
  return next;
};

const fetchProfile = async (): Promise<FounderProfile> => buildFounderProfile(await getInfo());

/** The founder's profile from get-info, and saving edits through store-info. */
export const useFounderProfile = (): FounderProfileState => {
  // The token is checked when the profile is read; a later save checks it again ("Not authenticated").
  const [signedIn] = useState(() => Boolean(getAppState().authToken));
  const profile = useApiQuery('founder-profile', fetchProfile, { enabled: signedIn });
  const { refetch: refresh, setData } = profile;
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useCallback(
    async (edits: ProfileEdits): Promise<boolean> => {
      if (!getAppState().authToken) {
        setSaveError(NOT_AUTHENTICATED_MESSAGE);
        return false;
      }
      try {
        if (Object.keys(edits).length > 0) await storeInfo(edits);
      } catch (error) {
        // Spec §8: "Not authenticated" or "Failed to update info" (only the status is read).
        setSaveError(isApiError(error) && error.status === 401 ? NOT_AUTHENTICATED_MESSAGE : STORE_INFO_ERROR);
        return false;
      }
      setSaveError(null);
      setData((current) => current && applyEdits(current, edits));
      return true;
    },
    [setData],
  );

  // Spec §8: always "Failed to fetch user data". A failed refresh keeps the profile on screen.
  const load: ProfileLoad = profile.data
    ? { status: 'loaded', profile: profile.data }
    : !signedIn
      ? { status: 'error', message: MISSING_TOKEN_MESSAGE }
      : profile.status === 'error'
        ? { status: 'error', message: GET_INFO_ERROR }
        : { status: 'loading' };

  return { load, saveError, refresh, save };
};

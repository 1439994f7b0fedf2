import type { VideoPitch, VideoPitchState } from '@pear/contract';
import {
  DELETE_VIDEO_PITCH_ERROR,
  deleteVideoPitch,
  describeCallError,
  getVideoPitch,
  useApiQuery,
  VIDEO_PITCH_ERROR,
} from '@pear/shared/api';
import { toast } from '@pear/shared/ui';
import { useCallback, useState } from 'react';

export type VideoPitchSettings = {
  /** undefined while the first load runs; null when there is none. */
  videoPitch: VideoPitch | null | undefined;
  loadError: string | null;
  /** The last failed delete. */
  actionError: string | null;
  /** Shows what an upload stored (the server's answer, with its fresh playback link). */
  showUploaded: (state: VideoPitchState) => void;
  remove: () => Promise<void>;
  /** Reads it again: a fresh playback link (they last an hour). */
  refresh: () => void;
};

/** Settings' video pitch: GET on load, the upload's answer shown at once, DELETE. */
export function useVideoPitch(): VideoPitchSettings {
  const query = useApiQuery('video-pitch', getVideoPitch);
  const [actionError, setActionError] = useState<string | null>(null);
  const { setData, refetch } = query;

  const showUploaded = useCallback((state: VideoPitchState) => setData(() => state), [setData]);

  const remove = useCallback(async () => {
    setActionError(null);
    try {
      showUploaded(await deleteVideoPitch());
      toast({ title: 'Video pitch deleted' });
    } catch (caught) {
      setActionError(describeCallError(caught, DELETE_VIDEO_PITCH_ERROR));
      refetch();
    }
  }, [showUploaded, refetch]);

  return {
    videoPitch: query.data === undefined ? undefined : query.data.videoPitch,
    loadError: query.status === 'error' ? describeCallError(query.error, VIDEO_PITCH_ERROR) : null,
    actionError,
    showUploaded,
    remove,
    refresh: refetch,
  };
}

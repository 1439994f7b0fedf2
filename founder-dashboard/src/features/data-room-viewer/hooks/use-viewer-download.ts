import type { ViewerItem } from '@pear/contract';
import { describeCallError, downloadViewerDocument, VIEWER_DOWNLOAD_ERROR } from '@pear/shared/api';
import { saveFile } from '@pear/shared/files';
import { useState } from 'react';

import { fallbackFileName } from '../lib/room-text';

export type ViewerDownload = {
  download: () => Promise<void>;
  downloading: boolean;
  /** Why the last download failed (the server's message), or null. */
  error: string | null;
};

/**
 * Downloads one document of the room (stamped with the viewer's e-mail by the server) and offers it as a file.
 * `onRoomError` sees every failure first; what it does not handle (anything but a 401) is shown as `error`.
 */
export const useViewerDownload = (
  sessionToken: string,
  item: ViewerItem,
  onRoomError: (error: unknown) => boolean,
): ViewerDownload => {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const { blob, fileName } = await downloadViewerDocument(sessionToken, item.id);
      saveFile(blob, fileName ?? fallbackFileName(item));
      setDownloading(false);
    } catch (caught) {
      if (onRoomError(caught)) return;
      setError(describeCallError(caught, VIEWER_DOWNLOAD_ERROR));
      setDownloading(false);
    }
  };

  return { download, downloading, error };
};

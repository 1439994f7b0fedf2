import { useEffect } from 'react';

/** Sets the browser tab's title while the calling page is mounted. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title;
  }, [title]);
};

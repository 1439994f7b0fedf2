import { COPIED_LABEL_MS } from '@pear/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyToClipboard = {
  /** True for COPIED_LABEL_MS (1.5 s) after a successful copy: the button reads "Copied!". */
  copied: boolean;
  copy: (text: string) => Promise<void>;
};

/** Copies text to the clipboard and reports it for 1.5 s (spec §4 "Copy Email"). A refused copy shows nothing. */
export const useCopyToClipboard = (): CopyToClipboard => {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCopied(false);
    }, COPIED_LABEL_MS);
  }, []);

  return { copied, copy };
};

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const getMedia = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const media = getMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/** The visitor's prefers-reduced-motion setting (false where matchMedia is missing). */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => getMedia()?.matches ?? false,
    () => false,
  );

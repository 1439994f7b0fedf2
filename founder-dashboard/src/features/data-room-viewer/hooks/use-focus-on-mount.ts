import { useEffect, useRef } from 'react';

/** A ref whose element takes the focus when it mounts (give it tabIndex={-1} unless it is focusable anyway). */
export const useFocusOnMount = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
};

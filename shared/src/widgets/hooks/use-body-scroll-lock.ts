import { useEffect } from 'react';

/** Stops the page behind a modal from scrolling while `locked`. */
export const useBodyScrollLock = (locked: boolean): void => {
  useEffect(() => {
    if (!locked) return undefined;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
};

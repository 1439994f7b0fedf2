import { useEffect } from 'react';

/** Set on <html> once the page's route is hydrated (or has rendered its fallback): it handles input from then on. */
export const INTERACTIVE_ATTRIBUTE = 'data-pear-interactive';
/** Dispatched on window at that moment; index.html then replays clicks made on the prerendered page before it. */
export const INTERACTIVE_EVENT = 'pear:interactive';

const markInteractive = () => {
  const html = document.documentElement;
  if (html.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
  html.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  window.dispatchEvent(new Event(INTERACTIVE_EVENT));
};

/**
 * Marks the page interactive after the calling component (and so everything inside it) has committed, in a task of
 * its own: renders that hydration leaves behind (a stored session replacing the prerendered signed-out state) have
 * finished by then, so a replayed click meets the current handlers.
 */
export const useMarkInteractive = (): void =>
  useEffect(() => {
    const timer = setTimeout(markInteractive, 0);
    return () => clearTimeout(timer);
  }, []);

import { useEffect } from 'react';

export type PageHead = {
  title: string;
  description: string;
  /** Path of the canonical address on this origin, e.g. "/resources". */
  canonicalPath: string;
};

/** Finds or creates a head element; `created` tells the cleanup to remove it again. */
const ensureHeadElement = <K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
): { element: HTMLElementTagNameMap[K]; created: boolean } => {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (existing) return { element: existing, created: false };
  const element = document.createElement(tag);
  init(element);
  document.head.appendChild(element);
  return { element, created: true };
};

/**
 * Sets the document title, the meta description and the canonical link while the page is mounted, and restores what
 * was there before (or removes what it created) on unmount.
 */
export const usePageHead = ({ title, description, canonicalPath }: PageHead): void => {
  useEffect(() => {
    const previousTitle = document.title;
    const meta = ensureHeadElement('meta', 'meta[name="description"]', (element) => {
      element.name = 'description';
    });
    const canonical = ensureHeadElement('link', 'link[rel="canonical"]', (element) => {
      element.rel = 'canonical';
    });
    const previousDescription = meta.element.getAttribute('content');
    const previousHref = canonical.element.getAttribute('href');

    document.title = title;
    meta.element.setAttribute('content', description);
    canonical.element.setAttribute('href', new URL(canonicalPath, window.location.origin).href);

    return () => {
      document.title = previousTitle;
      if (meta.created) meta.element.remove();
      else if (previousDescription === null) meta.element.removeAttribute('content');
      else meta.element.setAttribute('content', previousDescription);
      if (canonical.created) canonical.element.remove();
      else if (previousHref === null) canonical.element.removeAttribute('href');
      else canonical.element.setAttribute('href', previousHref);
    };
  }, [title, description, canonicalPath]);
};

import { useEffect } from 'react';

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Calls `onToggle` on Ctrl+<key> (Windows/Linux) or Cmd+<key> (macOS), and stops the browser's own
 * shortcut (Ctrl/Cmd+E focuses the address bar's search). Ignored while typing in a form field, so
 * the field keeps its own editing shortcut.
 */
export const useShortcutToggle = (key: string, onToggle: () => void): void => {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== key || isEditable(event.target)) return;
      event.preventDefault();
      onToggle();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [key, onToggle]);
};

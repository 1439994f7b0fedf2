import { createContext, type ReactNode } from 'react';

/**
 * Set only while the shell prerenders its pages: what to render where a remote's routes go (a marker the server
 * replaces with that remote's own prerendered fragment). Unset in the browser, where the remote itself is loaded.
 */
export const RemoteSlotContext = createContext<((remote: string) => ReactNode) | null>(null);

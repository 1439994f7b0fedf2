import { Suspense, useState, type ReactNode } from 'react';

export type DeferredUntilOpenProps = {
  open: boolean;
  /** A lazy component: its chunk loads the first time `open` is true, not with the page. */
  children: ReactNode;
};

/** Mounts its (lazy) children from the first time `open` is true on, so their state survives closing them. */
export function DeferredUntilOpen({ open, children }: DeferredUntilOpenProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

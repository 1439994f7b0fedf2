import { Spinner } from '@pear/shared/ui';
import type { RemoteModule } from '@pear/shared/mf';
import { lazy, Suspense, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '@pear/shared/router';

import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSlotContext } from './remote-slot';
import { useMarkInteractive } from './route-interactive';
import { loadRemoteRoutes, resetRemote, type RemoteName } from './remote-registry';
import { RemoteUnavailablePage } from './remote-unavailable-page';

// One lazy component per remote and attempt, so navigating inside a remote never reloads it.
const lazyRoutes = new Map<string, ComponentType>();
function lazyRemoteRoutes(remote: RemoteName, attempt: number): ComponentType {
  const key = `${remote}#${attempt}`;
  let component = lazyRoutes.get(key);
  if (!component) {
    component = lazy((): Promise<RemoteModule> =>
      loadRemoteRoutes(remote).catch((error: unknown) => {
        // Only successful loads are kept: a later visit or Retry must ask the runtime again.
        lazyRoutes.delete(key);
        throw error;
      }),
    );
    lazyRoutes.set(key, component);
  }
  return component;
}

/** Renders its children; once they have committed (a prerendered remote: hydrated), the page is interactive. */
function Interactive({ children }: { children: ReactNode }) {
  useMarkInteractive();
  return children;
}

/**
 * Renders a remote's own <Routes>; failures stay inside this route with a Retry button. When the page was
 * prerendered, the remote's HTML is already inside this <Suspense>: React keeps it on screen (not the spinner) until
 * the remote has loaded, then hydrates it.
 */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const slot = useContext(RemoteSlotContext);
  const RemoteRoutes = useMemo(() => (slot ? null : lazyRemoteRoutes(remote, attempt)), [slot, remote, attempt]);

  const handleRetry = () => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={`${pathname}#${attempt}`}
      onRetry={handleRetry}
      fallback={(retry) => (
        <Interactive>
          <RemoteUnavailablePage onRetry={retry} />
        </Interactive>
      )}
    >
      <Suspense fallback={<Spinner label="Loading" />}>
        {RemoteRoutes ? (
          <Interactive>
            <RemoteRoutes />
          </Interactive>
        ) : (
          slot?.(remote)
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

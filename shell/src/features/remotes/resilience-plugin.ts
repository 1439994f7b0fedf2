import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { REMOTE_UNAVAILABLE, type RemoteUnavailable } from './remote-unavailable';

const MANIFEST_ATTEMPTS = 3;
const RETRY_BASE_DELAY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches a remote's manifest, retrying transient failures (network errors and 5xx) with backoff. */
async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < MANIFEST_ATTEMPTS) await sleep(RETRY_BASE_DELAY_MS * attempt);
  }
  throw lastError;
}

/**
 * Runs inside the federation runtime, before shared React exists, so on failure it returns a plain
 * marker module; the shell's remote route turns the marker into the "temporarily unavailable" UI.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pear-resilience',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // At afterResolve (manifest) returning nothing lets the runtime fail this load; onLoad then asks again.
      if (lifecycle === 'afterResolve') return undefined;
      const marker: RemoteUnavailable = {
        [REMOTE_UNAVAILABLE]: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return marker;
    },
  };
}

/** Marker returned by the resilience plugin when a remote cannot be loaded. */
export const REMOTE_UNAVAILABLE = '__pearRemoteUnavailable';

export type RemoteUnavailable = { [REMOTE_UNAVAILABLE]: true; id: string; reason: string };

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`Remote "${remote}" could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

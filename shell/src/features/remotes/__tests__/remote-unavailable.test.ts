import { isRemoteUnavailable, REMOTE_UNAVAILABLE, RemoteLoadError } from '../remote-unavailable';

describe('isRemoteUnavailable', () => {
  it('recognises the marker the resilience plugin returns', () => {
    expect(isRemoteUnavailable({ [REMOTE_UNAVAILABLE]: true, id: 'billing/routes', reason: 'offline' })).toBe(true);
  });

  it.each([
    ['a remote module', { default: () => null }],
    ['null', null],
    ['undefined', undefined],
    ['the marker key as a string', REMOTE_UNAVAILABLE],
    ['a number', 42],
  ])('is false for %s', (_label, value) => {
    expect(isRemoteUnavailable(value)).toBe(false);
  });
});

describe('RemoteLoadError', () => {
  it('names the remote and the reason', () => {
    const error = new RemoteLoadError('billing', 'manifest answered 503');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RemoteLoadError');
    expect(error.remote).toBe('billing');
    expect(error.message).toBe('Remote "billing" could not be loaded: manifest answered 503');
  });
});

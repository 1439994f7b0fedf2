import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import resiliencePlugin from '../resilience-plugin';
import { isRemoteUnavailable } from '../remote-unavailable';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

const MANIFEST_URL = 'https://cdn.example.com/billing/mf-manifest.json';

const errorArgs = (overrides: Partial<ErrorLoadRemoteArgs>): ErrorLoadRemoteArgs => ({
  id: 'billing/routes',
  error: new Error('Failed to fetch'),
  from: 'runtime',
  lifecycle: 'onLoad',
  origin: {} as ErrorLoadRemoteArgs['origin'],
  ...overrides,
});

const setup = () => {
  const plugin = resiliencePlugin();
  const { errorLoadRemote, fetch: fetchHook } = plugin;
  if (!errorLoadRemote || !fetchHook) throw new Error('the plugin must implement errorLoadRemote and fetch');
  return { plugin, errorLoadRemote, fetchManifest: (init: RequestInit = {}) => fetchHook(MANIFEST_URL, init) };
};

describe('resiliencePlugin', () => {
  it('is a named runtime plugin', () => {
    expect(setup().plugin.name).toBe('pear-resilience');
  });

  describe('errorLoadRemote', () => {
    it('returns nothing at afterResolve, so the runtime fails the load and asks again at onLoad', async () => {
      const { errorLoadRemote } = setup();
      expect(await errorLoadRemote(errorArgs({ lifecycle: 'afterResolve' }))).toBeUndefined();
    });

    it.each(['onLoad', 'beforeRequest'] as const)('returns the unavailable marker at %s', async (lifecycle) => {
      const { errorLoadRemote } = setup();
      const result = await errorLoadRemote(errorArgs({ lifecycle, error: new Error('manifest answered 503') }));
      expect(isRemoteUnavailable(result)).toBe(true);
      expect(result).toMatchObject({ id: 'billing/routes', reason: 'manifest answered 503' });
    });

    it('keeps a non-Error failure as text', async () => {
      const { errorLoadRemote } = setup();
      expect(await errorLoadRemote(errorArgs({ error: 'script timeout' }))).toMatchObject({ reason: 'script timeout' });
    });
  });

  describe('fetch', () => {
    let fetchSpy: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
    beforeEach(() => {
      jest.useFakeTimers();
      fetchSpy = jest.spyOn(globalThis, 'fetch');
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    /** Runs the hook to completion, letting its back-off timers elapse. */
    const settle = async <T>(promise: Promise<T>) => {
      const outcome = promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      await jest.runAllTimersAsync();
      return outcome;
    };

    it('fetches the manifest uncached, keeping the runtime request options', async () => {
      const ok = new Response('{}', { status: 200 });
      fetchSpy.mockResolvedValueOnce(ok);
      const { fetchManifest } = setup();

      const outcome = await settle(Promise.resolve(fetchManifest({ credentials: 'omit' })));

      expect(outcome).toEqual({ value: ok });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(fetchSpy).toHaveBeenCalledWith(MANIFEST_URL, { credentials: 'omit', cache: 'no-cache' });
    });

    it('retries network failures: two rejections then success make three calls', async () => {
      const ok = new Response('{}', { status: 200 });
      fetchSpy
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(ok);
      const { fetchManifest } = setup();

      const outcome = await settle(Promise.resolve(fetchManifest()));

      expect(outcome).toEqual({ value: ok });
      expect(fetchSpy).toHaveBeenCalledTimes(3);
    });

    it('retries 5xx answers', async () => {
      const ok = new Response('{}', { status: 200 });
      fetchSpy
        .mockResolvedValueOnce(new Response('', { status: 500 }))
        .mockResolvedValueOnce(new Response('', { status: 503 }))
        .mockResolvedValueOnce(ok);
      const { fetchManifest } = setup();

      const outcome = await settle(Promise.resolve(fetchManifest()));

      expect(outcome).toEqual({ value: ok });
      expect(fetchSpy).toHaveBeenCalledTimes(3);
    });

    it('returns a 4xx answer at once, without retrying', async () => {
      const notFound = new Response('', { status: 404 });
      fetchSpy.mockResolvedValueOnce(notFound);
      const { fetchManifest } = setup();

      const outcome = await settle(Promise.resolve(fetchManifest()));

      expect(outcome).toEqual({ value: notFound });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });

    it('gives up after three attempts with the last failure', async () => {
      fetchSpy.mockImplementation(async () => new Response('', { status: 502 }));
      const { fetchManifest } = setup();

      const outcome = await settle(Promise.resolve(fetchManifest()));

      expect(fetchSpy).toHaveBeenCalledTimes(3);
      expect(outcome).toEqual({ error: new Error(`${MANIFEST_URL} answered 502`) });
    });

    it('rejects with the network error when every attempt fails', async () => {
      const offline = new TypeError('Failed to fetch');
      fetchSpy.mockRejectedValue(offline);
      const { fetchManifest } = setup();

      const outcome = await settle(Promise.resolve(fetchManifest()));

      expect(fetchSpy).toHaveBeenCalledTimes(3);
      expect(outcome).toEqual({ error: offline });
    });

    it('waits before retrying instead of hammering the server', async () => {
      const ok = new Response('{}', { status: 200 });
      fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
      const { fetchManifest } = setup();

      const result = Promise.resolve(fetchManifest());
      await jest.advanceTimersByTimeAsync(100);
      expect(fetchSpy).toHaveBeenCalledTimes(1);

      await jest.runAllTimersAsync();
      await expect(result).resolves.toBe(ok);
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    });
  });
});

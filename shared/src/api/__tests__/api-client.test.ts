import { ApiError, apiClient, apiOptions, getInfo, isApiError } from '@pear/shared/api';
import { resetAppConfig, setAppConfig } from '@pear/shared/config';
import { getAppState } from '@pear/shared/store';
import { HTTPError } from 'ky';
import { jsonResponse, mockFetch, TEST_CONFIG, textResponse, useTestConfig } from '@pear/shared/testing';

describe('apiClient', () => {
  beforeEach(resetAppConfig);

  it('reads the base URL from the config at request time', async () => {
    const { lastRequest } = mockFetch(() => jsonResponse({}));
    setAppConfig({ ...TEST_CONFIG, apiBaseUrl: 'https://first.test' });
    await apiClient.get('dev/me/get-info', apiOptions()).json();
    expect(lastRequest().url).toBe('https://first.test/dev/me/get-info');
    setAppConfig({ ...TEST_CONFIG, apiBaseUrl: 'https://second.test/base/' });
    await apiClient.get('dev/me/get-info', apiOptions()).json();
    expect(lastRequest().url).toBe('https://second.test/base/dev/me/get-info');
  });

  it('throws a clear error when the config is not loaded', async () => {
    mockFetch(() => jsonResponse({}));
    await expect(getInfo()).rejects.toThrow(/not loaded/);
  });

  it('adds the bearer token from the store', async () => {
    useTestConfig();
    const { lastRequest } = mockFetch(() => jsonResponse({}));
    getAppState().setAuthToken('secret-token');
    await apiClient.get('dev/me/get-info', apiOptions());
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    useTestConfig();
    const { lastRequest } = mockFetch(() => jsonResponse({}));
    await apiClient.get('dev/me/get-info', apiOptions());
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('uses the token current at request time', async () => {
    useTestConfig();
    const { lastRequest } = mockFetch(() => jsonResponse({}));
    getAppState().setAuthToken('first');
    await apiClient.get('a', apiOptions());
    getAppState().setAuthToken('second');
    await apiClient.get('a', apiOptions());
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer second');
  });

  it('leaves an explicit Authorization header alone and honours context.auth=false', async () => {
    useTestConfig();
    const { requests } = mockFetch(() => jsonResponse({}));
    getAppState().setAuthToken('user-token');
    await apiClient.get('a', apiOptions({ headers: { Authorization: 'Bearer other' } }));
    await apiClient.get('b', apiOptions({ context: { auth: false } }));
    const [first, second] = requests();
    expect(first?.headers.get('Authorization')).toBe('Bearer other');
    expect(second?.headers.has('Authorization')).toBe(false);
  });

  describe('errors', () => {
    beforeEach(useTestConfig);

    const failWith = async (response: () => Response, errorMessage?: string) => {
      mockFetch(response);
      const options = errorMessage ? apiOptions({ context: { errorMessage } }) : apiOptions();
      return apiClient.post('dev/x', options).catch((error: unknown) => error);
    };

    it('maps HTTP errors to ApiError with status, body and the server message', async () => {
      const error = await failWith(() => jsonResponse({ message: 'Token expired', error: 'Unauthorized' }, 401));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(HTTPError);
      expect(isApiError(error)).toBe(true);
      expect(error).toMatchObject({
        name: 'ApiError',
        status: 401,
        message: 'Token expired',
        body: { message: 'Token expired', error: 'Unauthorized' },
      });
    });

    it('falls back to error, then to the call fallback, then to the status', async () => {
      expect(await failWith(() => jsonResponse({ error: 'Bad input' }, 400), 'Fallback')).toMatchObject({
        message: 'Bad input',
      });
      expect(await failWith(() => jsonResponse({}, 500), 'Fallback')).toMatchObject({ message: 'Fallback' });
      expect(await failWith(() => new Response(null, { status: 500 }))).toMatchObject({
        message: 'Request failed with status 500',
        body: null,
      });
    });

    it('keeps text bodies and describes them in details', async () => {
      const error = await failWith(() => textResponse('Gateway on fire', 500), 'Fallback');
      expect(error).toMatchObject({ message: 'Gateway on fire', body: 'Gateway on fire' });
      expect((error as ApiError).details).toBe('status 500: Gateway on fire');
    });

    it('details show JSON bodies', async () => {
      const error = (await failWith(() => jsonResponse({ error: 'x' }, 422))) as ApiError;
      expect(error.details).toBe('status 422: {"error":"x"}');
    });

    it('lets network failures through untouched', async () => {
      jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(apiClient.post('dev/x', apiOptions())).rejects.toThrow(TypeError);
    });
  });
});

import {
  DEFAULT_BOOK_DEMO_URL,
  getAppConfig,
  isAppConfigLoaded,
  loadAppConfig,
  parseAppConfig,
  resetAppConfig,
  setAppConfig,
} from '@pear/shared/config';

beforeEach(resetAppConfig);

const validConfig = {
  apiBaseUrl: 'http://localhost:4000',
  baasUrl: 'http://localhost:4000',
  baasAnonKey: 'anon-key',
  functionsUrl: 'http://localhost:4000/functions/v1',
  remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
};

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

describe('parseAppConfig', () => {
  it('accepts a valid config and defaults bookDemoUrl', () => {
    const config = parseAppConfig(validConfig);
    expect(config.bookDemoUrl).toBe(DEFAULT_BOOK_DEMO_URL);
    expect(DEFAULT_BOOK_DEMO_URL).toBe('https://calendly.com/pear-vc/demo');
    expect(config.buildId).toBeUndefined();
  });

  it('keeps optional fields', () => {
    const config = parseAppConfig({ ...validConfig, bookDemoUrl: 'https://example.com/demo', buildId: 'b42' });
    expect(config).toMatchObject({ bookDemoUrl: 'https://example.com/demo', buildId: 'b42' });
  });

  it('rejects bad URLs, empty keys and bad remotes', () => {
    const problem = (raw: unknown) => () => parseAppConfig(raw);
    expect(problem({ ...validConfig, apiBaseUrl: 'not a url' })).toThrow('apiBaseUrl: must be an http(s) URL');
    expect(problem({ ...validConfig, apiBaseUrl: 'ftp://host' })).toThrow('apiBaseUrl: must be an http(s) URL');
    expect(problem({ ...validConfig, baasAnonKey: '' })).toThrow('baasAnonKey: must not be empty');
    expect(problem({ ...validConfig, baasAnonKey: 7 })).toThrow('baasAnonKey: must be a string');
    expect(problem({ ...validConfig, remotes: { marketing: 'nope' } })).toThrow(
      'remotes.marketing: must be an http(s)',
    );
    expect(problem({ ...validConfig, remotes: undefined })).toThrow('remotes: Invalid input: expected record');
    expect(problem({ ...validConfig, buildId: 42 })).toThrow(
      'buildId: Invalid input: expected string, received number',
    );
    expect(problem([validConfig])).toThrow('(root): Invalid input: expected object, received array');
  });

  it('trims URLs and drops unknown keys', () => {
    const config = parseAppConfig({ ...validConfig, apiBaseUrl: ' https://api.example.com ', extra: true });
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config).not.toHaveProperty('extra');
  });
});

describe('getAppConfig / setAppConfig', () => {
  it('throws a clear error before the config is loaded', () => {
    expect(isAppConfigLoaded()).toBe(false);
    expect(() => getAppConfig()).toThrow(/not loaded.*loadAppConfig/);
  });

  it('stores a validated config', () => {
    setAppConfig(validConfig);
    expect(isAppConfigLoaded()).toBe(true);
    expect(getAppConfig()).toMatchObject({ apiBaseUrl: 'http://localhost:4000', bookDemoUrl: DEFAULT_BOOK_DEMO_URL });
  });

  it('refuses an invalid config', () => {
    expect(() => setAppConfig({ ...validConfig, functionsUrl: 'x' })).toThrow(/functionsUrl/);
    expect(isAppConfigLoaded()).toBe(false);
  });
});

describe('loadAppConfig', () => {
  it('fetches /app-config.json without the HTTP cache, validates and stores it', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(validConfig));
    const config = await loadAppConfig();
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(getAppConfig()).toEqual(config);
  });

  it('fetches another URL when given one', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(validConfig));
    await loadAppConfig('https://cdn.example.com/app-config.json');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://cdn.example.com/app-config.json');
  });

  it('lists every bad field in the error message', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ ...validConfig, apiBaseUrl: 'nope', baasAnonKey: '', remotes: { x: 1 } }));
    const error: unknown = await loadAppConfig().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const { message } = error as Error;
    expect(message).toMatch(/\/app-config\.json/);
    expect(message).toMatch(/apiBaseUrl/);
    expect(message).toMatch(/baasAnonKey/);
    expect(message).toMatch(/remotes\.x/);
    expect(message).not.toMatch(/functionsUrl/);
    expect(isAppConfigLoaded()).toBe(false);
  });

  it('names missing fields', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ apiBaseUrl: 'http://localhost:4000' }));
    await expect(loadAppConfig()).rejects.toThrow(/baasUrl: is required.*baasAnonKey.*functionsUrl.*remotes/);
  });

  it('fails on an HTTP error', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('missing', { status: 404 }));
    await expect(loadAppConfig()).rejects.toThrow('Could not load /app-config.json: HTTP 404');
  });

  it('fails on a non-JSON body', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(loadAppConfig()).rejects.toThrow(/not JSON/);
  });
});

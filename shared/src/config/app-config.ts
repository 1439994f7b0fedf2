export const DEFAULT_APP_CONFIG_URL = '/app-config.json';
export const DEFAULT_BOOK_DEMO_URL = 'https://calendly.com/pear-vc/demo';

/** Shape of `app-config.json`, fetched by the shell at boot. No URL is baked into any build. */
export type AppConfig = {
  apiBaseUrl: string;
  baasUrl: string;
  baasAnonKey: string;
  functionsUrl: string;
  bookDemoUrl: string;
  buildId?: string;
  /** Remote name → its mf-manifest.json URL. */
  remotes: Record<string, string>;
};
export type AppConfigInput = Omit<AppConfig, 'bookDemoUrl'> & { bookDemoUrl?: string };

/*
 * Checked by hand rather than with zod: this runs in the shell's first script, and zod there would carry every zod
 * feature the contract's schemas use (webpack keeps one copy of a module per build, with all its used exports), about
 * 10 KB gzip on the landing page. The messages are the ones the zod schema gave.
 */
type Issue = { path: string; message: string };

const receivedType = (input: unknown): string => {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && !Number.isFinite(input)) return Number.isNaN(input) ? 'NaN' : String(input);
  return typeof input;
};
const wrongType = (expected: string, input: unknown): string =>
  `Invalid input: expected ${expected}, received ${receivedType(input)}`;
const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** An http(s) URL, trimmed (as zod's url format did), or the issue with it. */
const httpUrl = (input: unknown): string | { message: string } => {
  if (input === undefined) return { message: 'is required' };
  if (typeof input !== 'string') return { message: 'must be an http(s) URL' };
  const trimmed = input.trim();
  try {
    if (/^https?:$/.test(new URL(trimmed).protocol)) return trimmed;
  } catch {
    // not a URL at all
  }
  return { message: 'must be an http(s) URL' };
};

function checkAppConfig(raw: unknown): { config: AppConfig } | { issues: Issue[] } {
  if (!isPlainObject(raw)) return { issues: [{ path: '(root)', message: wrongType('object', raw) }] };
  const issues: Issue[] = [];
  const url = (field: string): string => {
    const checked = httpUrl(raw[field]);
    if (typeof checked === 'string') return checked;
    issues.push({ path: field, message: checked.message });
    return '';
  };
  const apiBaseUrl = url('apiBaseUrl');
  const baasUrl = url('baasUrl');
  const { baasAnonKey, buildId, remotes } = raw;
  if (typeof baasAnonKey !== 'string') {
    issues.push({ path: 'baasAnonKey', message: baasAnonKey === undefined ? 'is required' : 'must be a string' });
  } else if (baasAnonKey.length === 0) issues.push({ path: 'baasAnonKey', message: 'must not be empty' });
  const functionsUrl = url('functionsUrl');
  const bookDemoUrl = raw.bookDemoUrl === undefined ? DEFAULT_BOOK_DEMO_URL : url('bookDemoUrl');
  if (buildId !== undefined && typeof buildId !== 'string') {
    issues.push({ path: 'buildId', message: wrongType('string', buildId) });
  }
  const remoteEntries: Record<string, string> = {};
  if (!isPlainObject(remotes)) issues.push({ path: 'remotes', message: wrongType('record', remotes) });
  else {
    for (const [name, entry] of Object.entries(remotes)) {
      const checked = typeof entry === 'string' ? httpUrl(entry) : { message: wrongType('string', entry) };
      if (typeof checked === 'string') remoteEntries[name] = checked;
      else issues.push({ path: `remotes.${name}`, message: checked.message });
    }
  }
  if (issues.length > 0 || typeof baasAnonKey !== 'string') return { issues };
  return {
    config: {
      apiBaseUrl,
      baasUrl,
      baasAnonKey,
      functionsUrl,
      bookDemoUrl,
      ...(typeof buildId === 'string' ? { buildId } : {}),
      remotes: remoteEntries,
    },
  };
}

let current: AppConfig | null = null;

/** Validates a raw config object; throws an Error listing every bad field. */
export const parseAppConfig = (raw: unknown, source = 'app config'): AppConfig => {
  const result = checkAppConfig(raw);
  if ('issues' in result) {
    throw new Error(`Invalid ${source}: ${result.issues.map(({ path, message }) => `${path}: ${message}`).join('; ')}`);
  }
  return result.config;
};

export const setAppConfig = (config: AppConfigInput): AppConfig => {
  current = parseAppConfig(config);
  return current;
};

export const getAppConfig = (): AppConfig => {
  if (current === null) {
    throw new Error('App config is not loaded: call loadAppConfig() (or setAppConfig()) before using it.');
  }
  return current;
};

export const isAppConfigLoaded = (): boolean => current !== null;

/** For tests: forget the loaded config. */
export const resetAppConfig = (): void => {
  current = null;
};

/** Fetches, validates and stores the runtime config (never cached by the browser). */
export const loadAppConfig = async (url: string = DEFAULT_APP_CONFIG_URL): Promise<AppConfig> => {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new Error(`Could not load ${url}: the response is not JSON`);
  }
  current = parseAppConfig(raw, url);
  return current;
};

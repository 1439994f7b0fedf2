import { z } from 'zod';

export const DEFAULT_APP_CONFIG_URL = '/app-config.json';
export const DEFAULT_BOOK_DEMO_URL = 'https://calendly.com/pear-vc/demo';

const httpUrl = () =>
  z.url({
    protocol: /^https?$/,
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be an http(s) URL'),
  });

/** Shape of `app-config.json`, fetched by the shell at boot. No URL is baked into any build. */
export const appConfigSchema = z.object({
  apiBaseUrl: httpUrl(),
  baasUrl: httpUrl(),
  baasAnonKey: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .min(1, 'must not be empty'),
  functionsUrl: httpUrl(),
  bookDemoUrl: httpUrl().default(DEFAULT_BOOK_DEMO_URL),
  buildId: z.string().optional(),
  remotes: z.record(z.string(), httpUrl()),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppConfigInput = z.input<typeof appConfigSchema>;

let current: AppConfig | null = null;

const describeIssues = (error: z.ZodError): string =>
  error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');

/** Validates a raw config object; throws an Error listing every bad field. */
export const parseAppConfig = (raw: unknown, source = 'app config'): AppConfig => {
  const result = appConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid ${source}: ${describeIssues(result.error)}`);
  }
  return result.data;
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

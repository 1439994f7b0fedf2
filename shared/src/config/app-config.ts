import * as z from 'zod/mini';

export const DEFAULT_APP_CONFIG_URL = '/app-config.json';
export const DEFAULT_BOOK_DEMO_URL = 'https://calendly.com/pear-vc/demo';

/*
 * zod/mini is the tree-shakeable build of zod 4 (a few KB instead of ~24 KB gzip for the classic API). It loads no
 * locale, so every issue this schema can raise gets its message here; `zodMessage` words the wrong-type and bad-key
 * issues exactly as zod's English locale does.
 */
const receivedType = (input: unknown): string => {
  const type = z.util.parsedType(input);
  if (type === 'nan') return 'NaN';
  return type === 'number' && !Number.isFinite(input) ? String(input) : type;
};

const zodMessage = (issue: z.core.$ZodRawIssue): string =>
  issue.code === 'invalid_key'
    ? `Invalid key in ${issue.origin}`
    : `Invalid input: expected ${String(issue.expected)}, received ${receivedType(issue.input)}`;

// One instance for every URL field (schemas are immutable): each zod schema costs a little to construct, and this
// module is evaluated on the shell's critical path.
const httpUrl = z.url({
  protocol: /^https?$/,
  error: (issue) => (issue.input === undefined ? 'is required' : 'must be an http(s) URL'),
});

/** Shape of `app-config.json`, fetched by the shell at boot. No URL is baked into any build. */
export const appConfigSchema = z.object(
  {
    apiBaseUrl: httpUrl,
    baasUrl: httpUrl,
    baasAnonKey: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
      .check(z.minLength(1, 'must not be empty')),
    functionsUrl: httpUrl,
    bookDemoUrl: z._default(httpUrl, DEFAULT_BOOK_DEMO_URL),
    buildId: z.optional(z.string({ error: zodMessage })),
    remotes: z.record(z.string({ error: zodMessage }), httpUrl, { error: zodMessage }),
  },
  { error: zodMessage },
);

export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppConfigInput = z.input<typeof appConfigSchema>;

let current: AppConfig | null = null;

const describeIssues = (error: z.core.$ZodError): string =>
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

import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlanId } from '@pear/contract';
import { z } from 'zod';

/**
 * Environment variables read by the API (defaults in parentheses):
 *
 * NODE_ENV                 (development) "production" refuses the local conveniences (DEV_IDP_ENABLED,
 *                          PAYMENTS_LOCAL, MAIL_CATCHER) unless PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION says otherwise.
 * API_PORT                 (4000) TCP port the server listens on.
 * API_HOST                 (0.0.0.0) interface the server binds to.
 * API_PUBLIC_URL           (http://localhost:<API_PORT>) base URL of this API as the browser sees it; the OIDC
 *                          callback is `${API_PUBLIC_URL}/dev/linkedin/callback` and the dev IdP issuer is
 *                          `${API_PUBLIC_URL}/dev-idp`.
 * APP_URL                  (http://localhost:3000) the web app; sign-in redirects land there.
 * CORS_ORIGINS             (APP_URL, http://localhost:3000, http://127.0.0.1:3000) comma-separated origins
 *                          allowed to call the API from a browser.
 * DATABASE_URL             (unset) PostgreSQL connection string; unset means embedded PGlite.
 * PGLITE_DIR               (./.data/pglite) PGlite data directory, relative to the working directory;
 *                          `memory://` keeps everything in memory (tests).
 * JWT_SECRET               (unset) HS256 key for app tokens, at least 32 characters. Unset: a random key is
 *                          generated once and kept in `<data dir>/jwt-secret` (next to PGLITE_DIR), or per
 *                          process when PGLITE_DIR is `memory://`. Required with DATABASE_URL and NODE_ENV=production.
 * JWT_TTL_SECONDS          (604800) lifetime of app tokens.
 * BAAS_ANON_KEY            (pear-public-anon-key) public `apikey` the PostgREST-compatible routes expect.
 * LINKEDIN_CLIENT_ID       (unset) with LINKEDIN_CLIENT_SECRET: sign in through LinkedIn.
 * LINKEDIN_CLIENT_SECRET   (unset)
 * OIDC_ISSUER              (https://www.linkedin.com/oauth) issuer used with the LinkedIn client.
 * DEV_IDP_ENABLED          (false) mount the local identity provider at /dev-idp when no LinkedIn client is
 *                          configured. It signs anyone in as any e-mail: local development only (`npm start` sets it).
 * PAYMENTS_LOCAL           (false) use the local checkout page instead of Stripe: plans are "paid" without a card.
 *                          Local development only (`npm start` sets it); not allowed together with STRIPE_SECRET_KEY.
 *                          With neither, checkout answers 503.
 * MAIL_CATCHER             (false) run the local mail catcher: an SMTP server on 127.0.0.1 that keeps the last
 *                          e-mails in memory, readable at /dev/mail (and as JSON at /dev/mail/messages). E-mail is
 *                          caught, never delivered, and the pages show every code sent: local development only
 *                          (`npm start` sets it). SMTP_URL wins: with it set, the catcher stays off.
 * MAIL_CATCHER_SMTP_PORT   (0: a free port) the catcher's SMTP port.
 * PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION (unset) must be exactly `i-know-this-is-unsafe` for the API to start with
 *                          NODE_ENV=production and DEV_IDP_ENABLED, PAYMENTS_LOCAL or MAIL_CATCHER on (a staging
 *                          box, say).
 * RATE_LIMIT_MAX           (30) requests per minute per IP on the rate-limited routes (sign-up, login).
 * CHAT_RATE_LIMIT_MAX      (20) chat-assistant requests per minute per IP.
 * UPLOAD_RATE_LIMIT_MAX    (10) resume, deck and thesis uploads per minute per signed-in user.
 * USER_RATE_LIMIT_MAX      (30) checkout, find-matches and store-info requests per minute per signed-in user.
 * PARSE_QUEUE_MAX          (8) uploads that may wait for a free PDF parser; more at once answer 503 "busy".
 * TRUST_PROXY              (unset: trust nothing) which proxies in front of the API may name the client in
 *                          X-Forwarded-For (rate limits key on that address): a hop count (`1` behind one edge
 *                          proxy) or comma-separated addresses / CIDRs of the proxies (`10.0.0.0/8,127.0.0.1`;
 *                          also `loopback`, `linklocal`, `uniquelocal`). Unset, every client behind a proxy shares
 *                          the proxy's address, and one rate-limit bucket; set it only behind a proxy that
 *                          overwrites X-Forwarded-For, or clients can pick their own address.
 * REQUEST_TIMEOUT_MS       (30000) a request's headers must arrive within this time, and then its body within this
 *                          time again, or it is answered 408 and its connection closed: a body that declares more
 *                          bytes than it sends is dropped. The video pitch upload (200 MB) gets this plus its
 *                          Content-Length at 256 KB/s (MIN_UPLOAD_BYTES_PER_SECOND in plugins/request-deadline.ts).
 * LLM_BASE_URL             (unset) with LLM_API_KEY and LLM_MODEL: the chat assistant answers through this
 *                          OpenAI-compatible API (`POST {LLM_BASE_URL}/chat/completions`, 15 s timeout), grounded
 *                          in its knowledge base; unset, or on any LLM failure, it answers extractively.
 * LLM_API_KEY              (unset) bearer key for LLM_BASE_URL.
 * LLM_MODEL                (unset) model name sent to LLM_BASE_URL.
 * STRIPE_SECRET_KEY        (unset) Stripe API key: checkout goes through Stripe Checkout. Unset: see PAYMENTS_LOCAL.
 * STRIPE_WEBHOOK_SECRET    (unset; required with STRIPE_SECRET_KEY) signing secret of the Stripe webhook endpoint.
 * STRIPE_PRICE_BASIC       (unset; required with STRIPE_SECRET_KEY) Stripe price id of each plan.
 * STRIPE_PRICE_PRO
 * STRIPE_PRICE_TEAM
 * INVESTOR_CORPUS_DIR      (api/data/crunchbase-2013, the gzip-compressed copy shipped in the repository) folder of a
 *                          CrunchBase 2013 export (rounds and investments as `.csv` or `.csv.gz`) imported into the
 *                          investor corpus on the first start (when the investors table is empty).
 * STORAGE_DIR              (<folder of PGLITE_DIR>/files, e.g. ./.data/files; a temporary folder per app, removed
 *                          on close, when PGLITE_DIR is `memory://`) where kept files (data-room documents, pitch
 *                          deck versions) live on disk when S3_BUCKET is unset.
 * S3_BUCKET                (unset) keep files in this S3 bucket (or an S3-compatible store) instead of on disk.
 * S3_REGION                (us-east-1) the bucket's region.
 * S3_ENDPOINT              (unset: AWS) URL of an S3-compatible store (MinIO, R2, …).
 * S3_ACCESS_KEY_ID         (unset) with S3_SECRET_ACCESS_KEY: the store's keys. Unset: the AWS SDK's default
 * S3_SECRET_ACCESS_KEY     credential chain (AWS_* variables, shared config, instance or task role).
 * S3_FORCE_PATH_STYLE      (true when S3_ENDPOINT is set, else false) address the bucket in the path
 *                          (`endpoint/bucket/key`) rather than as a subdomain, as most S3-compatible stores need.
 * SMTP_URL                 (unset) outgoing e-mail goes through this SMTP server (`smtp://user:pass@host:587`,
 *                          `smtps://…:465`). Unset: see MAIL_CATCHER; with neither, sending e-mail answers 503.
 * MAIL_FROM                (Pear <no-reply@pear.localhost>) the From of every e-mail the API sends.
 * LOG_LEVEL                (info) pino level: fatal, error, warn, info, debug, trace or silent.
 */

/** PGLITE_DIR's value for a database kept in memory (tests). */
export const MEMORY_DIR = 'memory://';

/** The value PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION must have: long and explicit, so nobody sets it by accident. */
export const LOCAL_MODE_IN_PRODUCTION_CONSENT = 'i-know-this-is-unsafe';

const DEFAULT_MAIL_FROM = 'Pear <no-reply@pear.localhost>';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  API_PUBLIC_URL: httpUrl.optional(),
  APP_URL: httpUrl.default('http://localhost:3000'),
  CORS_ORIGINS: z.string().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).default('./.data/pglite'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(604800),
  BAAS_ANON_KEY: z.string().min(1).default('pear-public-anon-key'),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: httpUrl.default('https://www.linkedin.com/oauth'),
  DEV_IDP_ENABLED: flag.default(false),
  PAYMENTS_LOCAL: flag.default(false),
  PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  USER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  PARSE_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => parseTrustProxy(value, context))
    .optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  LLM_BASE_URL: httpUrl.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_BASIC: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_TEAM: z.string().min(1).optional(),
  INVESTOR_CORPUS_DIR: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(1).default(DEFAULT_MAIL_FROM),
  MAIL_CATCHER: flag.default(false),
  MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TrustProxy = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `1` → 1 hop; `10.0.0.0/8, 127.0.0.1` → those proxies. Anything else is reported, not guessed at. */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (/^\d+$/.test(value.trim())) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => {
    if (PROXY_ADDRESS_NAMES.has(entry)) return false;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    return prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  });
  if (entries.length === 0 || invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or comma-separated IP addresses / CIDRs (not ${invalid.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "trust the nearest N peers" (as Express does):
 * Fastify itself treats a number as trust-nothing, since it cannot tell a proxy from a client that connects
 * directly. So a hop count is for an API reachable only through its proxy; otherwise list the proxies' addresses.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The chat assistant's OpenAI-compatible model, when configured. */
export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
};

export const LLM_TIMEOUT_MS = 15_000;

/** Stripe Checkout, when configured; otherwise payments use the local checkout page. */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price id per plan. */
  prices: Record<PlanId, string>;
};

/** S3-compatible object storage, when S3_BUCKET is set; otherwise files live on disk. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  /** Both unset: the AWS SDK's default credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

type OidcClientCredentials = {
  clientId: string;
  clientSecret: string;
};

export type Config = {
  nodeEnv: string;
  port: number;
  host: string;
  apiPublicUrl: string;
  appUrl: string;
  corsOrigins: string[];
  databaseUrl: string | undefined;
  /** PGlite data directory, or `memory://`. */
  pgliteDir: string;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  baasAnonKey: string;
  /** Set when LinkedIn sign-in is configured. */
  linkedin: OidcClientCredentials | undefined;
  oidcIssuer: string;
  devIdpEnabled: boolean;
  /** The local checkout page instead of Stripe (never both; neither: checkout answers 503). */
  paymentsLocal: boolean;
  rateLimitMax: number;
  chatRateLimitMax: number;
  uploadRateLimitMax: number;
  userRateLimitMax: number;
  parseQueueMax: number;
  /** Fastify's trustProxy: false (trust nothing), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  requestTimeoutMs: number;
  llm: LlmConfig | undefined;
  stripe: StripeConfig | undefined;
  /** Imported on first start; null skips the import. */
  investorCorpusDir: string | null;
  /** STORAGE_DIR; unset: next to the PGlite data (see resolveStorageDir). Not used when `s3` is set. */
  storageDir: string | undefined;
  s3: S3Config | undefined;
  /** Outgoing e-mail's SMTP server; wins over the mail catcher. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The local mail catcher (ignored when smtpUrl is set). */
  mailCatcher: boolean;
  /** 0: a free port. */
  mailCatcherSmtpPort: number;
  logLevel: string;
};

/** The API package's folder: this module runs from src/ (tsx) or dist/ (compiled), both directly below it. */
export const API_PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * The CrunchBase 2013 export shipped with the repository (data/crunchbase-2013/README.md: CC-BY, gzip-compressed).
 * It is resolved from the package folder, not copied into dist/, so the compiled API reads the same files.
 */
export const DEFAULT_CORPUS_DIR = path.join(API_PACKAGE_DIR, 'data', 'crunchbase-2013');

export function isInMemory(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): boolean {
  return !config.databaseUrl && config.pgliteDir === MEMORY_DIR;
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=`) means "use the default", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;

  const linkedinParts = [e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET].filter(Boolean).length;
  if (linkedinParts === 1) {
    throw new Error('Invalid environment:\n  LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET must be set together');
  }

  const llmParts = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL].filter(Boolean).length;
  if (llmParts !== 0 && llmParts !== 3) {
    throw new Error('Invalid environment:\n  LLM_BASE_URL, LLM_API_KEY and LLM_MODEL must be set together');
  }

  const stripeParts = [e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_BASIC, e.STRIPE_PRICE_PRO, e.STRIPE_PRICE_TEAM];
  if (e.STRIPE_SECRET_KEY && stripeParts.some((part) => !part)) {
    throw new Error(
      'Invalid environment:\n  STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PRO and STRIPE_PRICE_TEAM',
    );
  }

  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }

  if (e.PAYMENTS_LOCAL && e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid environment:\n  PAYMENTS_LOCAL=true and STRIPE_SECRET_KEY exclude each other: choose one');
  }

  const localConveniences = [
    e.DEV_IDP_ENABLED && 'DEV_IDP_ENABLED=true',
    e.PAYMENTS_LOCAL && 'PAYMENTS_LOCAL=true',
    e.MAIL_CATCHER && 'MAIL_CATCHER=true',
  ].filter(Boolean);
  if (
    e.NODE_ENV === 'production' &&
    localConveniences.length > 0 &&
    e.PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION !== LOCAL_MODE_IN_PRODUCTION_CONSENT
  ) {
    throw new Error(
      `Invalid environment:\n  ${localConveniences.join(' and ')} with NODE_ENV=production: DEV_IDP_ENABLED signs ` +
        'anyone in as any e-mail, PAYMENTS_LOCAL grants paid plans without payment and MAIL_CATCHER shows every ' +
        'e-mail (sign-in codes too) to anyone who asks. Turn them off, or set ' +
        `PEAR_ALLOW_LOCAL_MODE_IN_PRODUCTION=${LOCAL_MODE_IN_PRODUCTION_CONSENT} if this server is not public.`,
    );
  }

  // Every instance on one database must check the others' tokens; a key generated per machine would log users out
  // whenever the balancer switched instance (README, Beyond one machine).
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error(
      'Invalid environment:\n  JWT_SECRET must be set with DATABASE_URL and NODE_ENV=production: every API instance on ' +
        'the database needs the same key (a generated one would differ per machine)',
    );
  }

  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [e.APP_URL, 'http://localhost:3000', 'http://127.0.0.1:3000'];

  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    apiPublicUrl: e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`,
    appUrl: e.APP_URL,
    corsOrigins: [...new Set(corsOrigins)],
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    baasAnonKey: e.BAAS_ANON_KEY,
    linkedin:
      e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
        ? { clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET }
        : undefined,
    oidcIssuer: e.OIDC_ISSUER,
    devIdpEnabled: e.DEV_IDP_ENABLED,
    paymentsLocal: e.PAYMENTS_LOCAL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    chatRateLimitMax: e.CHAT_RATE_LIMIT_MAX,
    uploadRateLimitMax: e.UPLOAD_RATE_LIMIT_MAX,
    userRateLimitMax: e.USER_RATE_LIMIT_MAX,
    parseQueueMax: e.PARSE_QUEUE_MAX,
    trustProxy: e.TRUST_PROXY ?? false,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: LLM_TIMEOUT_MS }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_BASIC &&
      e.STRIPE_PRICE_PRO &&
      e.STRIPE_PRICE_TEAM
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { basic: e.STRIPE_PRICE_BASIC, pro: e.STRIPE_PRICE_PRO, team: e.STRIPE_PRICE_TEAM },
          }
        : undefined,
    investorCorpusDir: e.INVESTOR_CORPUS_DIR ?? DEFAULT_CORPUS_DIR,
    storageDir: e.STORAGE_DIR,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailCatcher: e.MAIL_CATCHER,
    mailCatcherSmtpPort: e.MAIL_CATCHER_SMTP_PORT,
    logLevel: e.LOG_LEVEL,
  };
}

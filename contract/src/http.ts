import * as z from 'zod/mini';

/*
 * How an endpoint is declared. Every HTTP route of the API is one `defineEndpoint` in ./endpoints.ts: the API
 * registers it with these schemas (request validation, response serialisation, OpenAPI at /docs) and the client's
 * one function per endpoint builds the URL from `path` and parses the answer with `response[<status>]`.
 *
 * Schemas are zod/mini (tree-shakeable; the client bundles only what it uses). Response schemas must stay
 * transform-free: the API encodes every answer with them before sending it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * bearer: the app's JWT in `Authorization`; viewer: a data-room viewer session's token in `Authorization` (never the
 * app's JWT); apiKey: the public anonymous key in `apikey`; none: anyone.
 */
export type EndpointAuth = 'bearer' | 'viewer' | 'apiKey' | 'none';

/**
 * A body that is not JSON: a raw file (a PDF, or a video streamed to storage), a multipart form or an HTML form
 * (documented, parsed by the route).
 */
export type RequestBodyKind = 'json' | 'pdf' | 'video' | 'multipart' | 'form' | 'raw-json';

/** An answer that is not JSON: an HTML page, a redirect, or a file (its own content type, read as a Blob). */
export type NonJsonResponse = { kind: 'html' | 'redirect' | 'file'; description: string };

export type ResponseSpec = z.ZodMiniType | NonJsonResponse;

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are described by `params`. */
  path: string;
  summary: string;
  tag: string;
  auth: EndpointAuth;
  /**
   * Only accounts of this role may call it (bearer endpoints): the API answers 403 with a clear message to the other
   * role, for every endpoint that declares one (see api/src/plugins/contract.ts).
   */
  role?: 'founder' | 'investor';
  params?: z.ZodMiniType;
  querystring?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Defaults to json when `body` is set. */
  bodyKind?: RequestBodyKind;
  /** Every status the route answers with, success and errors. */
  response: Readonly<Record<number, ResponseSpec>>;
};

/** Keeps the literal types of a definition (so the API and the client infer exact request and response types). */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

export const isNonJsonResponse = (spec: ResponseSpec): spec is NonJsonResponse =>
  typeof spec === 'object' && spec !== null && 'kind' in spec && !('_zod' in spec);

/** `{ error: "bad_request", message, statusCode }`: every error of the API (a stable code and a readable message). */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  statusCode: z.number(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The PostgREST error object (early-access insert), as supabase-js reports it. */
export const postgrestErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.nullable(z.string()),
  hint: z.nullable(z.string()),
});
export type PostgrestError = z.infer<typeof postgrestErrorSchema>;

/** Error answers most routes share, so each endpoint lists only what is particular to it. */
export const commonErrors = {
  400: errorBodySchema,
  500: errorBodySchema,
  /** The database is unreachable (a restart, a failover): "try again shortly". */
  503: errorBodySchema,
} as const;

/** …for routes that read a request body: over the size limit, or a content type the route does not take… */
export const bodyErrors = {
  413: errorBodySchema,
  415: errorBodySchema,
} as const;

/** …and for routes that need a signed-in user. */
export const authErrors = {
  ...commonErrors,
  401: errorBodySchema,
} as const;

/** The JSON success schema of an endpoint's answer with this status. */
export type ResponseBody<E extends Endpoint, S extends keyof E['response']> = E['response'][S] extends z.ZodMiniType
  ? z.output<E['response'][S]>
  : never;

/** The request parts of an endpoint, as the client sends them (schema input types). */
export type RequestBody<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : never;
export type RequestParams<E extends Endpoint> = E['params'] extends z.ZodMiniType ? z.input<E['params']> : never;
export type RequestQuery<E extends Endpoint> = E['querystring'] extends z.ZodMiniType
  ? z.input<E['querystring']>
  : never;

/** `/prod/payment/session/:id` + `{ id: "cs_1" }` → `prod/payment/session/cs_1` (relative, for ky's prefixUrl). */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
      return encodeURIComponent(value);
    })
    .replace(/^\/+/, '');

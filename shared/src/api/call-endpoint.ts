import {
  buildPath,
  type Endpoint,
  isNonJsonResponse,
  type RequestBody,
  type RequestParams,
  type ResponseBody,
} from '@pear/contract';
import { type AppConfig, getAppConfig } from '@pear/shared/config';
import type { Options } from 'ky';
import * as z from 'zod/mini';
import { apiClient } from './api-client';
import { readBody, UnexpectedResponseError } from './api-error';

/*
 * Every call of the front end is one entry of @pear/contract's `endpoints`: the URL is built from the entry's path,
 * the method is the entry's, and the answer is parsed with the entry's schema for the status the server sent. A body
 * the contract rejects is an error with the call's own spec message (§8), never a silent partial.
 */

/** Where an endpoint is served: the Pear API, the PostgREST-compatible insert, or the serverless functions. */
export type ApiService = 'api' | 'baas' | 'functions';

const SERVICES: Record<ApiService, { base: (config: AppConfig) => string; mount: string }> = {
  api: { base: (config) => config.apiBaseUrl, mount: '' },
  baas: { base: (config) => config.baasUrl, mount: '' },
  // functionsUrl is `{host}/functions/v1` itself: the contract's `/functions/v1/<name>` is `<name>` under it.
  functions: { base: (config) => config.functionsUrl, mount: 'functions/v1/' },
};

type SuccessStatus = 200 | 201;

/** The parsed body of an endpoint's success answer (200 or 201, whichever the contract declares). */
export type SuccessBody<E extends Endpoint> = ResponseBody<E, Extract<keyof E['response'], SuccessStatus>>;

/** Path parameters and JSON body, required exactly when the endpoint declares them. */
type RequestParts<E extends Endpoint> = (E['params'] extends z.ZodMiniType
  ? { params: RequestParams<E> }
  : { params?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { json: RequestBody<E> } : { json?: undefined });

export type EndpointRequest<E extends Endpoint> = RequestParts<E> & {
  /** A body that is not JSON (a raw PDF, a multipart form), for endpoints with a `bodyKind`. */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The ApiError's message when the server gives none, and the message of an answer the contract rejects. */
  errorMessage: string;
  /** Default: the Pear API. */
  service?: ApiService;
} & Pick<Options, 'timeout' | 'retry' | 'fetch' | 'throwHttpErrors' | 'searchParams' | 'keepalive'>;

/**
 * Sends one endpoint's request through the one ky instance and resolves the raw Response. The user's bearer token is
 * added only to `auth: 'bearer'` endpoints; HTTP errors reject with ApiError (unless `throwHttpErrors: false`).
 */
export const sendEndpointRequest = <E extends Endpoint>(
  endpoint: E,
  { params, json, errorMessage, service = 'api', ...options }: EndpointRequest<E>,
): Promise<Response> => {
  const { base, mount } = SERVICES[service];
  const path = buildPath(endpoint.path, params as Record<string, string> | undefined);
  if (!path.startsWith(mount)) throw new Error(`${endpoint.path} is not served by the ${service} service`);
  return apiClient(path.slice(mount.length), {
    ...options,
    method: endpoint.method,
    prefixUrl: base(getAppConfig()),
    ...(json === undefined ? {} : { json }),
    context: { errorMessage, auth: endpoint.auth === 'bearer' },
  });
};

/** `body` parsed with `schema`; anything it rejects is an UnexpectedResponseError with `errorMessage`. */
export const parseResponseBody = <S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  { status, errorMessage }: { status: number; errorMessage: string },
): z.output<S> => {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new UnexpectedResponseError(errorMessage, status, body, { cause: result.error });
  return result.data;
};

export type CallOptions<E extends Endpoint> = EndpointRequest<E> & {
  /**
   * Reshapes the raw body before the contract parses it. Only where the spec makes the client accept other shapes
   * (or an older API's): each use says why with a `// Leniency:` comment.
   */
  normalize?: (body: unknown) => unknown;
  /** The message when the success answer has no body at all (default: errorMessage). */
  emptyBodyMessage?: string;
};

/** One endpoint call: the request, then the success body parsed with `endpoint.response[status]`. */
export const callEndpoint = async <E extends Endpoint>(
  endpoint: E,
  { normalize, emptyBodyMessage, ...request }: CallOptions<E>,
): Promise<SuccessBody<E>> => {
  const response = await sendEndpointRequest(endpoint, request as EndpointRequest<E>);
  const { errorMessage } = request;
  const body = await readBody(response);
  if (body === null && emptyBodyMessage !== undefined) {
    throw new UnexpectedResponseError(emptyBodyMessage, response.status, body);
  }
  const schema = endpoint.response[response.status];
  if (schema === undefined || isNonJsonResponse(schema)) {
    throw new UnexpectedResponseError(errorMessage, response.status, body);
  }
  return parseResponseBody(schema, normalize ? normalize(body) : body, {
    status: response.status,
    errorMessage,
  }) as SuccessBody<E>;
};

/**
 * One endpoint whose success answer is a file (`kind: 'file'` in the contract): the request, then the body as a Blob
 * with the file name the server gave in Content-Disposition (null when it gave none).
 */
export const fetchEndpointFile = async <E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
): Promise<{ blob: Blob; fileName: string | null }> => {
  const response = await sendEndpointRequest(endpoint, request);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? null) };
};

import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import { endpoints, isNonJsonResponse, type Endpoint, type NonJsonResponse, type Role } from '@pear/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { hasIllFormedText, toWellFormed, type IllFormedText } from '../lib/text.js';
import { asHtmlPage } from '../lib/html-page.js';
import { API_REFERENCE_PAGE_POLICY, apiReferencePage } from '../modules/docs/api-reference-page.js';
import { authenticatedUser } from './auth.js';
import { HttpError } from './errors.js';

/*
 * The bridge between @pear/contract and Fastify: `routeOptions(endpoint)` turns a contract entry into the method,
 * URL and schema a route is registered with (request validation, response serialisation and OpenAPI, all from the
 * one declaration), and this plugin serves the OpenAPI document generated from them at /docs.
 */

// zod/mini leaves its messages generic ("Invalid input") until a locale is loaded.
z.config(z.locales.en());

/**
 * An HTML page is documented as text/html (a string reply is sent as it is, never through the serializer); a
 * redirect has no body, so the docs show only its status and description.
 */
type HtmlResponse = { description: string; content: { 'text/html': { schema: z.ZodMiniString } } };
type FileResponse = { description: string; content: { 'application/octet-stream': { schema: z.ZodMiniString } } };
type FastifyResponseSchema<S> = S extends z.ZodMiniType
  ? S
  : S extends { kind: 'html' }
    ? HtmlResponse
    : S extends { kind: 'file' }
      ? FileResponse
      : z.ZodMiniNull;
type FastifyResponses<R extends Endpoint['response']> = { [Status in keyof R]: FastifyResponseSchema<R[Status]> };

function nonJsonResponse({ kind, description }: NonJsonResponse): HtmlResponse | FileResponse | z.ZodMiniNull {
  if (kind === 'html') return { description, content: { 'text/html': { schema: z.string() } } };
  // A Buffer reply is sent as it is, never through the serializer.
  if (kind === 'file') return { description, content: { 'application/octet-stream': { schema: z.string() } } };
  return z.null().register(z.globalRegistry, { description });
}

const SECURITY = {
  bearer: [{ bearerAuth: [] }],
  viewer: [{ viewerSession: [] }],
  apiKey: [{ anonKey: [] }],
  none: [],
} as const;

type BodyKind = NonNullable<Endpoint['bodyKind']>;

const CONTENT_TYPES: Record<BodyKind, string> = {
  json: 'application/json',
  'raw-json': 'application/json',
  pdf: 'application/pdf',
  video: 'video/*',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
};

/** Body kinds Fastify validates against the contract's schema; the others are parsed by their route. */
const VALIDATED_BODY_KINDS = new Set<BodyKind | undefined>(['json', 'form', undefined]);

/** How the docs show a body the route parses itself (its schema is not a zod one Fastify could validate). */
const UNVALIDATED_BODIES: Partial<Record<BodyKind, Record<string, unknown>>> = {
  pdf: { type: 'string', format: 'binary', description: 'The PDF file itself, at most 10 MB' },
  video: { type: 'string', format: 'binary', description: 'The MP4 or WebM file itself, at most 200 MB' },
  multipart: { type: 'object', description: 'A form with the file in the field named in the summary' },
  'raw-json': { type: 'object', description: 'The JSON event exactly as signed' },
  form: { type: 'object', description: 'An HTML form' },
};

/** Route schema key the docs transform reads: the body kind of a route whose body Fastify does not validate. */
const DOCUMENTED_BODY_KIND = 'x-pear-body-kind';

/**
 * Route schema key naming the only role that may call the route (the endpoint's `role`). The schema is the one
 * route option every route takes whole from routeOptions (routes set their own `onRequest` and `config`), and the
 * OpenAPI document shows the key as an extension of the operation.
 */
const ROLE_KEY = 'x-pear-role';

export function routeOptions<E extends Endpoint>(endpoint: E) {
  const response = Object.fromEntries(
    Object.entries(endpoint.response).map(([status, spec]) => [
      status,
      isNonJsonResponse(spec) ? nonJsonResponse(spec) : spec,
    ]),
  ) as FastifyResponses<E['response']>;
  const body = VALIDATED_BODY_KINDS.has(endpoint.bodyKind) ? endpoint.body : undefined;
  const { params, querystring, bodyKind } = endpoint;
  // Only the parts the endpoint has: Fastify warns about a schema key whose value is undefined.
  const parts = Object.fromEntries(
    Object.entries({ params, querystring, body }).filter(([, schema]) => schema !== undefined),
  ) as { params: E['params']; querystring: E['querystring']; body: E['body'] };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: [...SECURITY[endpoint.auth]],
      ...parts,
      ...(bodyKind && bodyKind !== 'json' ? { consumes: [CONTENT_TYPES[bodyKind]] } : {}),
      ...(bodyKind && !body ? { [DOCUMENTED_BODY_KIND]: bodyKind } : {}),
      ...(endpoint.role ? { [ROLE_KEY]: endpoint.role } : {}),
      response,
    },
  };
}

type SwaggerTransform = typeof jsonSchemaTransform;

/**
 * jsonSchemaTransform, plus: a request body in the docs for the routes that parse their own, and the status text
 * ("Too Many Requests") as the description of a JSON answer that has none.
 */
const transform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input);
  if (output.schema.hide) return output;
  const { [DOCUMENTED_BODY_KIND]: bodyKind, ...schema } = output.schema as Record<string, unknown> & {
    [DOCUMENTED_BODY_KIND]?: BodyKind;
    response?: Record<string, Record<string, unknown>>;
  };
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    response.description ??= STATUS_CODES[Number(status)];
  }
  const documented = bodyKind && UNVALIDATED_BODIES[bodyKind];
  if (documented) schema.body = { content: { [CONTENT_TYPES[bodyKind]]: { schema: documented } } };
  return { ...output, schema };
};

/**
 * Data a parser produced (JSON, a form, the query string, path params: their objects have various prototypes).
 * Buffers and streams are raw bodies (PDF, webhook, multipart), left to their routes.
 */
function isParsedRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Deeper than any request of the contract (its bodies nest three levels at most). Anything deeper is refused before
 * it reaches code that recurses over it (schema messages that print the input, serialisers, JSON columns).
 */
export const MAX_INPUT_DEPTH = 32;

type InputProblem = { field: string; problem: IllFormedText | 'too-deep' };

/**
 * The first string or object key under `root` that the database could not store, as "body.founder.name" and why,
 * or the first value nested deeper than MAX_INPUT_DEPTH. Breadth-first with a queue rather than recursion.
 */
function findInputProblem(value: unknown, root: string): InputProblem | undefined {
  const pending: Array<{ value: unknown; field: string; depth: number }> = [{ value, field: root, depth: 0 }];
  for (let next = 0; next < pending.length; next += 1) {
    const { value: current, field, depth } = pending[next]!;
    if (typeof current === 'string') {
      const problem = hasIllFormedText(current);
      if (problem) return { field, problem };
    } else if (depth >= MAX_INPUT_DEPTH && typeof current === 'object' && current !== null) {
      return { field, problem: 'too-deep' };
    } else if (Array.isArray(current)) {
      current.forEach((item: unknown, index) =>
        pending.push({ value: item, field: `${field}.${index}`, depth: depth + 1 }),
      );
    } else if (isParsedRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = `${field}.${toWellFormed(key)}`;
        const problem = hasIllFormedText(key);
        if (problem) return { field: `${child} (its name)`, problem };
        pending.push({ value: item, field: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

const INPUT_PROBLEM_MESSAGES: Record<InputProblem['problem'], string> = {
  nul: 'must not contain the NUL character',
  'lone-surrogate': 'must be valid Unicode text (it contains a lone UTF-16 surrogate)',
  'too-deep': `is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`,
};

/**
 * preValidation hook of every route: text the database cannot store (NUL, lone surrogates) and absurdly nested
 * input are refused here, once, naming the field, instead of failing deep in a query or a recursion with a 500.
 */
export async function refuseMalformedInput(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [root, value] of Object.entries(parts)) {
    const found = findInputProblem(value, root);
    if (found) throw new HttpError(400, `${found.field} ${INPUT_PROBLEM_MESSAGES[found.problem]}`);
  }
}

/** Where a family of routes has always refused the other role in its own words (the UI shows them). */
const ROLE_REFUSALS: Partial<Record<string, string>> = { 'data room': 'Only founder accounts have a data room.' };

/**
 * preValidation hook of every route: a route whose endpoint declares a `role` refuses a signed-in user of the other
 * role with 403. It runs after the route's own onRequest hook (authentication, so 401 stays 401 without a token)
 * and before the body is validated (the role, not the body, is what is wrong).
 */
export async function refuseOtherRole(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as { [ROLE_KEY]?: Role; tags?: string[] } | undefined;
  const role = schema?.[ROLE_KEY];
  if (!role) return;
  const user = authenticatedUser(request);
  if (user.role === role) return;
  const refusal = ROLE_REFUSALS[schema?.tags?.[0] ?? ''];
  throw new HttpError(
    403,
    refusal ?? `This is only for ${role} accounts: you are signed in as ${ARTICLES[user.role]}.`,
  );
}

const ARTICLES: Record<Role, string> = { founder: 'a founder', investor: 'an investor' };

export type ContractPluginOptions = { apiPublicUrl: string };

async function contractPlugin(app: FastifyInstance, { apiPublicUrl }: ContractPluginOptions): Promise<void> {
  // This plugin is not encapsulated (fastify-plugin), so the hooks apply to every route registered after it.
  app.addHook('preValidation', refuseOtherRole);
  app.addHook('preValidation', refuseMalformedInput);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pear API',
        version: '1',
        description: 'Generated from @pear/contract: the same schemas validate requests and responses here.',
      },
      servers: [{ url: apiPublicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          anonKey: { type: 'apiKey', in: 'header', name: 'apikey' },
          viewerSession: {
            type: 'http',
            scheme: 'bearer',
            description: 'A data-room viewer session (POST /dev/data-room/links/{token}/session), not the app JWT',
          },
        },
      },
    },
    transform,
  });

  app.route({
    ...routeOptions(endpoints.openApiDocument),
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });
  app.route({
    ...routeOptions(endpoints.apiReference),
    handler: async (_request, reply) =>
      asHtmlPage(reply, API_REFERENCE_PAGE_POLICY).send(apiReferencePage(app.swagger() as unknown as OpenApiDocument)),
  });
}

export type OpenApiDocument = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses?: Record<string, unknown> }>>;
};

export default fp(contractPlugin, { name: 'contract' });

import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import { endpoints, isNonJsonResponse, type Endpoint, type NonJsonResponse } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiReferencePage } from '../modules/docs/api-reference-page.js';

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
type FastifyResponseSchema<S> = S extends z.ZodMiniType ? S : S extends { kind: 'html' } ? HtmlResponse : z.ZodMiniNull;
type FastifyResponses<R extends Endpoint['response']> = { [Status in keyof R]: FastifyResponseSchema<R[Status]> };

function nonJsonResponse({ kind, description }: NonJsonResponse): HtmlResponse | z.ZodMiniNull {
  if (kind === 'html') return { description, content: { 'text/html': { schema: z.string() } } };
  return z.null().register(z.globalRegistry, { description });
}

const SECURITY = {
  bearer: [{ bearerAuth: [] }],
  apiKey: [{ anonKey: [] }],
  none: [],
} as const;

type BodyKind = NonNullable<Endpoint['bodyKind']>;

const CONTENT_TYPES: Record<BodyKind, string> = {
  json: 'application/json',
  'raw-json': 'application/json',
  pdf: 'application/pdf',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
};

/** Body kinds Fastify validates against the contract's schema; the others are parsed by their route. */
const VALIDATED_BODY_KINDS = new Set<BodyKind | undefined>(['json', 'form', undefined]);

/** How the docs show a body the route parses itself (its schema is not a zod one Fastify could validate). */
const UNVALIDATED_BODIES: Partial<Record<BodyKind, Record<string, unknown>>> = {
  pdf: { type: 'string', format: 'binary', description: 'The PDF file itself, at most 10 MB' },
  multipart: { type: 'object', description: 'A form with the file in the field named in the summary' },
  'raw-json': { type: 'object', description: 'The JSON event exactly as signed' },
  form: { type: 'object', description: 'An HTML form' },
};

/** Route schema key the docs transform reads: the body kind of a route whose body Fastify does not validate. */
const DOCUMENTED_BODY_KIND = 'x-pear-body-kind';

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

export type ContractPluginOptions = { apiPublicUrl: string };

async function contractPlugin(app: FastifyInstance, { apiPublicUrl }: ContractPluginOptions): Promise<void> {
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
      reply.type('text/html; charset=utf-8').send(apiReferencePage(app.swagger() as unknown as OpenApiDocument)),
  });
}

export type OpenApiDocument = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses?: Record<string, unknown> }>>;
};

export default fp(contractPlugin, { name: 'contract' });

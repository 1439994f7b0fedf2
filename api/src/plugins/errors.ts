import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError } from '../db/errors.js';

/**
 * An error whose status and message are safe to show the client. `body` replaces the default
 * `{ error, message, statusCode }` for routes that mimic another API's error format (PostgREST).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyContextConfig {
    /** What to tell a client whose body is over the route's limit (upload routes name their limit). */
    tooLargeMessage?: string;
  }
}

type ErrorBody = {
  error: string;
  message: string;
  statusCode: number;
};

/** `{ error: "bad_request", message, statusCode: 400 }`: a stable snake_case code plus a readable message. */
function errorBody(statusCode: number, message: string): ErrorBody {
  const reason = STATUS_CODES[statusCode] ?? 'Error';
  return { error: reason.toLowerCase().replace(/[^a-z0-9]+/g, '_'), message, statusCode };
}

/** "body.email: Invalid email address; querystring.role: …", naming each offending field. */
function describeValidation(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => {
      const field = [where, ...issue.instancePath.split('/').filter(Boolean)].join('.');
      return `${field}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** Fastify's refusals before routing (a malformed % escape, an overlong path parameter), in the same shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.code(status).send(errorBody(status, error.message));
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body ?? errorBody(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, describeValidation(error)));
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large) carry a 4xx and a
    // message written for clients; anything else is a bug or an outage and stays opaque.
    const status = error.statusCode ?? 500;
    const tooLargeMessage = request.routeOptions.config.tooLargeMessage;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLargeMessage) {
      return reply.code(413).send(errorBody(413, tooLargeMessage));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?', 1)[0]}`;
    const database = describeDatabaseError(error);
    if (database) {
      // Never `err`: a Drizzle error's message holds every query parameter (a whole resume, a secret).
      const level = database.answer && database.answer.status < 500 ? 'warn' : 'error';
      request.log[level]({ ...database.log, route }, 'database query failed');
      if (database.answer) {
        const { status: dbStatus, message } = database.answer;
        return reply.code(dbStatus).send(errorBody(dbStatus, message));
      }
    } else {
      request.log.error({ err: error, route }, 'request failed');
    }
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

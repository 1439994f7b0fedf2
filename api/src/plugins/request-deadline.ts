import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Slowloris defence for request bodies. Node's `requestTimeout` gives the whole request (headers and body) one
 * deadline on every route, which a 200 MB video upload over an ordinary uplink cannot meet, and Node has no per-route
 * override. So Node keeps only the headers deadline (`headersTimeout`), and this plugin gives each body its own,
 * counted from the moment its headers are in: REQUEST_TIMEOUT_MS on every route, wider on a route whose config
 * declares `bodyDeadline`. A body still incomplete at its deadline is answered 408, as Node's timeout answered it,
 * and its connection is closed.
 */

/**
 * The slowest upload a `bodyDeadline` route waits for: 256 KB/s (about 2 Mbit/s). A 200 MB video gets REQUEST_TIMEOUT_MS
 * plus 800 s; a client that sends a few bytes and stalls is still cut off once that budget passes.
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 256 * 1024;

/** A route's wider body budget: its declared Content-Length, at most `maxBytes` (`maxBytes` when chunked). */
export type BodyDeadline = { maxBytes: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyContextConfig {
    /**
     * This route's body may take longer than REQUEST_TIMEOUT_MS to arrive (see bodyDeadlineMs). Granted in
     * preHandler, so only to a request that passed authentication, the role check and the rate limit; the route must
     * therefore read its body in the handler (a raw stream), as the video upload does.
     */
    bodyDeadline?: BodyDeadline;
  }
}

/** How long a body may take to arrive after its headers: `baseMs`, plus its bytes at the minimum rate on a wider route. */
export function bodyDeadlineMs(baseMs: number, headers: IncomingHttpHeaders, route?: BodyDeadline): number {
  if (!route) return baseMs;
  const declared = Number(headers['content-length']);
  const bytes =
    headers['content-length'] !== undefined && declared >= 0 ? Math.min(declared, route.maxBytes) : route.maxBytes;
  return baseMs + Math.ceil((bytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000);
}

const TIMEOUT_BODY = JSON.stringify({ error: 'Request Timeout', message: 'Client Timeout', statusCode: 408 });
/** The answer Node's requestTimeout gave (through Fastify's client error handler), plus `Connection: close`. */
const REQUEST_TIMEOUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`;

/** Without Content-Length or Transfer-Encoding a request has no body (RFC 9112 §6.3): it is whole once its headers are. */
const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

type Deadline = { widenTo: (totalMs: number) => void };

/**
 * Cuts off `req` unless its body is whole within `ms`. The timer is unref'd (it never keeps the process alive) and
 * cleared once the body ends or the request closes; `complete` is checked when it fires because a body nobody reads
 * (a GET, a refused upload) may have arrived whole without `end` being emitted yet.
 */
function armDeadline(req: IncomingMessage, res: ServerResponse, ms: number, onExpire: (ms: number) => void): Deadline {
  const armedAt = performance.now();
  let budget = ms;
  let timer: NodeJS.Timeout | undefined;
  const clear = () => clearTimeout(timer);
  const schedule = () => {
    clear();
    timer = setTimeout(
      () => {
        if (req.complete) return;
        onExpire(budget);
        // Only when nothing of the route's own answer went out: a second status line would corrupt it.
        if (!res.headersSent && req.socket.writable) req.socket.write(REQUEST_TIMEOUT_RESPONSE);
        req.socket.destroy();
      },
      Math.max(0, armedAt + budget - performance.now()),
    );
    timer.unref();
  };
  req.once('end', clear);
  req.once('close', clear);
  schedule();
  return {
    widenTo: (totalMs) => {
      if (totalMs <= budget || req.complete) return;
      budget = totalMs;
      schedule();
    },
  };
}

export type RequestDeadlineOptions = { timeoutMs: number };

async function requestDeadlinePlugin(app: FastifyInstance, { timeoutMs }: RequestDeadlineOptions): Promise<void> {
  const deadlines = new WeakMap<IncomingMessage, Deadline>();

  // On the server itself, ahead of Fastify's handler: every request is covered from its first moment, framework errors
  // and 404s included. Injected requests (tests' app.inject) never reach the server and have no connection to cut.
  const arm = (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req.headers)) return;
    const onExpire = (ms: number) =>
      app.log.info(
        { method: req.method, url: req.url, deadlineMs: ms },
        'request body too slow: 408, connection closed',
      );
    deadlines.set(req, armDeadline(req, res, timeoutMs, onExpire));
  };
  app.server.prependListener('request', arm);
  app.addHook('onClose', (_instance, done) => {
    app.server.off('request', arm);
    done();
  });

  app.addHook('preHandler', (request, _reply, done) => {
    // Only requests with a body have a deadline; `routeOptions` builds a new object on every read, so not for GETs.
    const deadline = deadlines.get(request.raw);
    const route = deadline && request.routeOptions.config.bodyDeadline;
    if (route) deadline.widenTo(bodyDeadlineMs(timeoutMs, request.headers, route));
    done();
  });
}

export default fp(requestDeadlinePlugin, { name: 'request-deadline' });

// The smallest load balancer that makes the point: each request goes to the next backend in turn, whatever
// connection it came on, and the answer says which backend served it (BACKEND_HEADER, the backend's index).
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';

export const BACKEND_HEADER = 'x-test-backend';

export type RoundRobinProxy = {
  url: string;
  close(): Promise<void>;
};

/** Listens on 127.0.0.1 (any 127.x.y.z client may connect) and forwards to `backends` (base URLs) in turn. */
export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const backend = next;
    next = (next + 1) % backends.length;
    const target = new URL(backends[backend]!);
    // Overwritten, never appended: the API trusts this proxy (TRUST_PROXY), so the client must not choose it.
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress };
    const upstream = forward(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [BACKEND_HEADER]: String(backend) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { [BACKEND_HEADER]: String(backend) });
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LlmConfig } from '../src/config.js';

export type FakeLlm = {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  close: () => Promise<void>;
};

/** A tiny OpenAI-compatible server on a free local port; `respond` decides each answer. */
export async function startFakeLlm(
  respond: (body: Record<string, unknown>) => { status: number; body: unknown } | 'hang',
): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ headers: request.headers, body });
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const answer = respond(body);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const llmConfig = (baseUrl: string, timeoutMs = 15_000): LlmConfig => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'tiny-model',
  timeoutMs,
});

import { jsonResponse, mockFetch } from './fetch-mock';

export type FetchRoute = (request: Request) => Response | Promise<Response>;

/**
 * mockFetch answering by "METHOD /path" (e.g. "GET /dev/me/get-info"); anything else gets a 404. Tests only.
 */
export const mockApiRoutes = (routes: Record<string, FetchRoute>) =>
  mockFetch((request) => {
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    return route ? route(request) : jsonResponse({ message: 'Not found' }, 404);
  });

/** The requests sent to one route, in order. */
export const requestsTo = (requests: Request[], method: string, path: string): Request[] =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

import { setAppConfig } from '@pear/shared/config';

export const TEST_CONFIG = {
  apiBaseUrl: 'https://api.pear.test',
  baasUrl: 'https://baas.pear.test',
  baasAnonKey: 'anon-public-key',
  functionsUrl: 'https://baas.pear.test/functions/v1',
  remotes: {},
};

export const useTestConfig = () => setAppConfig(TEST_CONFIG);

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const textResponse = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

export type ExpectedCall = { method: string; path: string; token: string; body?: unknown };

/** What a JSON call sent: its method, URL on TEST_CONFIG's API, bearer token and JSON body (none when `body` is undefined). */
export const expectJsonCall = async (request: Request, { method, path, token, body }: ExpectedCall) => {
  expect(request.method).toBe(method);
  expect(request.url).toBe(`${TEST_CONFIG.apiBaseUrl}${path}`);
  expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
  if (body === undefined) expect(await request.text()).toBe('');
  else expect(await request.json()).toEqual(body);
};

/**
 * Answers every fetch with a fresh response from `respond`; `requests()` gives what was sent. Requests are cloned on
 * arrival because ky releases the original body after the call.
 */
export const mockFetch = (respond: (request: Request) => Response | Promise<Response>) => {
  const sent: Request[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    sent.push(request.clone());
    return respond(request);
  });
  return {
    spy,
    requests: () => [...sent],
    lastRequest: () => {
      const request = sent[sent.length - 1];
      if (!request) throw new Error('fetch was not called');
      return request;
    },
  };
};

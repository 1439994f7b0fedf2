import { type Application, endpoints } from '@pear/contract';
import {
  APPLICATIONS_ERROR,
  autoApply,
  deleteApplication,
  exportApplication,
  getApplication,
  getApplications,
  updateApplication,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { contractResponse, expectJsonCall, jsonResponse, mockFetch, useTestConfig } from '@pear/shared/testing';

const TOKEN = 'founder.jwt.token';
const API = 'https://api.pear.test';
const ID = '0d6f5a0e-4444-4000-8000-000000000001';

const application: Application = {
  id: ID,
  programme: {
    id: 'y-combinator',
    name: 'Y Combinator',
    type: 'Accelerator',
    description: 'Three-month program.',
    url: 'https://www.ycombinator.com/apply',
    location: 'San Francisco, USA',
    stages: ['Seed'],
    industries: [],
    deadline: { kind: 'cycle', note: 'Several batches a year.', next: null },
    questions: [],
  },
  status: 'drafting',
  history: [{ status: 'drafting', at: '2026-11-20T10:00:00.000Z' }],
  deadline: null,
  deadlineSoon: false,
  drafter: 'template',
  answers: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

/** Every JSON call: its method, URL, body and the bearer token, and the contract's answer parsed. */
describe.each([
  [
    'getApplications',
    () => getApplications(),
    'GET',
    '/dev/me/applications',
    undefined,
    contractResponse(endpoints.getApplications, 200, { programmes: [] }),
    { programmes: [] },
  ],
  [
    'autoApply',
    () => autoApply('y-combinator'),
    'POST',
    '/dev/me/applications/programmes/y-combinator/auto-apply',
    undefined,
    contractResponse(endpoints.autoApply, 201, application),
    application,
  ],
  [
    'getApplication',
    () => getApplication(ID),
    'GET',
    `/dev/me/applications/${ID}`,
    undefined,
    contractResponse(endpoints.getApplication, 200, application),
    application,
  ],
  [
    'updateApplication',
    () => updateApplication(ID, { status: 'submitted', answers: [{ questionId: 'why', answer: 'Because.' }] }),
    'PATCH',
    `/dev/me/applications/${ID}`,
    { status: 'submitted', answers: [{ questionId: 'why', answer: 'Because.' }] },
    contractResponse(endpoints.updateApplication, 200, application),
    application,
  ],
] as const)('%s', (_name, call, method, path, body, response, expected) => {
  it(`${method}s ${path} with the token and answers the parsed body`, async () => {
    const { lastRequest } = mockFetch(() => response.clone());
    await expect(call()).resolves.toEqual(expected);
    await expectJsonCall(lastRequest(), { method, path, token: TOKEN, body });
  });

  it("passes the server's message on, and refuses an answer the contract does not describe", async () => {
    mockFetch(() => jsonResponse({ error: 'not_found', message: 'No such application.', statusCode: 404 }, 404));
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'No such application.' });
    mockFetch(() => jsonResponse({ unexpected: true }));
    await expect(call()).rejects.toThrow(/^Failed to /);
  });
});

describe('the other applications calls', () => {
  it('DELETEs the application', async () => {
    const { lastRequest } = mockFetch(() => jsonResponse({ success: true }));
    await expect(deleteApplication(ID)).resolves.toBeUndefined();
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().url).toBe(`${API}/dev/me/applications/${ID}`);
  });

  it('GETs an export in the format asked for, with the name from Content-Disposition', async () => {
    const { lastRequest } = mockFetch(
      () =>
        new Response('# Application to Y Combinator', {
          headers: { 'content-disposition': 'attachment; filename="y-combinator-application.md"' },
        }),
    );
    const { blob, fileName } = await exportApplication(ID, 'markdown');
    expect(lastRequest().url).toBe(`${API}/dev/me/applications/${ID}/export?format=markdown`);
    expect(fileName).toBe('y-combinator-application.md');
    expect(await blob.text()).toBe('# Application to Y Combinator');
  });

  it('fails with its own message when the API answers 500 without one', async () => {
    mockFetch(() => jsonResponse(null, 500));
    await expect(getApplications()).rejects.toThrow(APPLICATIONS_ERROR);
  });
});

/** Programmes and applications as the API sends them, and a small in-memory API over them. Tests only. */
import {
  type Application,
  type ApplicationsOverview,
  endpoints,
  type Programme,
  type RecommendedProgramme,
  type UpdateApplicationBody,
} from '@pear/contract';
import { contractResponse, type FetchRoute, mockApiRoutes } from '@pear/shared/testing';

export const APPLICATION_ID = '0d6f5a0e-4444-4000-8000-00000000000a';
export const CREATED_AT = '2026-11-20T10:00:00.000Z';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const programmeFixture = (overrides: Partial<Programme> = {}): Programme => ({
  id: 'y-combinator',
  name: 'Y Combinator',
  type: 'Accelerator',
  description: 'Three-month program in San Francisco ending in Demo Day.',
  url: 'https://www.ycombinator.com/apply',
  location: 'San Francisco, USA',
  stages: ['Pre-Seed', 'Seed'],
  industries: [],
  deadline: { kind: 'cycle', note: 'Several batches a year.', next: null },
  questions: [
    {
      id: 'one-liner',
      text: 'Describe what your company does in about 50 characters.',
      sourceUrl: 'https://www.ycombinator.com/apply',
    },
    { id: 'why-idea', text: 'Why did you pick this idea to work on?', sourceUrl: 'https://www.ycombinator.com/apply' },
    { id: 'progress', text: 'How far along are you?', sourceUrl: 'https://www.ycombinator.com/apply' },
  ],
  ...overrides,
});

export const YC = programmeFixture();
export const HULT = programmeFixture({
  id: 'hult-prize',
  name: 'Hult Prize',
  type: 'Competition',
  description: 'Yearly competition for student-led startups.',
  url: 'https://www.hultprize.org/',
  deadline: { kind: 'fixed', note: 'Once a year.', next: day(5) },
});
export const ANTLER = programmeFixture({
  id: 'antler',
  name: 'Antler',
  type: 'Incubator',
  url: 'https://www.antler.co/apply',
  deadline: { kind: 'rolling', note: 'Read as they arrive.', next: null },
});

const entry = (programme: Programme, fit: number, overrides: Partial<RecommendedProgramme> = {}) =>
  ({
    programme,
    fit,
    reason: `Takes Seed-stage startups · reason for ${programme.name}`,
    deadlineSoon: false,
    applicationId: null,
    applicationStatus: null,
    ...overrides,
  }) satisfies RecommendedProgramme;

/** Eleven programmes: three named ones first, then fillers, so three are past the eight recommendations. */
export const overviewFixture = (): ApplicationsOverview => ({
  programmes: [
    entry(YC, 86),
    entry(HULT, 80, { deadlineSoon: true }),
    entry(ANTLER, 76),
    ...Array.from({ length: 8 }, (_, index) =>
      entry(
        programmeFixture({ id: `programme-${index}`, name: `Programme ${index}`, url: `https://example.org/${index}` }),
        50 - index,
      ),
    ),
  ],
});

export const applicationFixture = (overrides: Partial<Application> = {}): Application => ({
  id: APPLICATION_ID,
  programme: YC,
  status: 'drafting',
  history: [{ status: 'drafting', at: CREATED_AT }],
  deadline: null,
  deadlineSoon: false,
  drafter: 'template',
  answers: [
    {
      questionId: 'one-liner',
      question: 'Describe what your company does in about 50 characters.',
      sourceUrl: 'https://www.ycombinator.com/apply',
      answer: 'Tidewise gets small businesses paid on time.',
      needsInput: false,
      sources: ['deck'],
    },
    {
      questionId: 'why-idea',
      question: 'Why did you pick this idea to work on?',
      sourceUrl: 'https://www.ycombinator.com/apply',
      answer: '',
      needsInput: true,
      sources: [],
    },
    {
      questionId: 'progress',
      question: 'How far along are you?',
      sourceUrl: 'https://www.ycombinator.com/apply',
      answer: 'We are raising $2.5M. We are in conversation with 2 investors about this round.',
      needsInput: false,
      sources: ['deck', 'crm'],
    },
  ],
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  ...overrides,
});

export type ApplicationsApi = { state: { overview: ApplicationsOverview; application: Application | null } };

/**
 * The applications API over mutable state, as the server behaves: Auto Apply creates the application and marks the
 * programme as started, PATCH applies the changes with the server's rules. `routes` adds or replaces routes.
 */
export const mockApplicationsApi = (
  { overview = overviewFixture(), application = null as Application | null } = {},
  routes: (api: ApplicationsApi) => Record<string, FetchRoute> = () => ({}),
) => {
  const state = { overview, application };
  const markStarted = (saved: Application) => {
    state.overview = {
      programmes: state.overview.programmes.map((candidate) =>
        candidate.programme.id === saved.programme.id
          ? { ...candidate, applicationId: saved.id, applicationStatus: saved.status }
          : candidate,
      ),
    };
  };
  if (application) markStarted(application);
  const current = () => {
    if (!state.application) throw new Error('no application yet');
    return state.application;
  };
  const fetchMock = mockApiRoutes({
    'GET /dev/me/applications': () => contractResponse(endpoints.getApplications, 200, state.overview),
    'POST /dev/me/applications/programmes/y-combinator/auto-apply': () => {
      state.application = applicationFixture();
      markStarted(state.application);
      return contractResponse(endpoints.autoApply, 201, state.application);
    },
    [`GET /dev/me/applications/${APPLICATION_ID}`]: () => contractResponse(endpoints.getApplication, 200, current()),
    [`PATCH /dev/me/applications/${APPLICATION_ID}`]: async (request) => {
      const body = (await request.json()) as UpdateApplicationBody;
      const before = current();
      const edits = new Map((body.answers ?? []).map((edit) => [edit.questionId, edit.answer]));
      const status = body.status ?? before.status;
      const deadline = body.deadline === undefined ? before.deadline : body.deadline;
      state.application = {
        ...before,
        status,
        deadline,
        deadlineSoon: deadline !== null && deadline <= day(14),
        history:
          status === before.status ? before.history : [...before.history, { status, at: '2026-11-24T09:00:00.000Z' }],
        answers: before.answers.map((answer) => {
          const text = edits.get(answer.questionId);
          return text === undefined
            ? answer
            : { ...answer, answer: text, needsInput: text.trim() === '', sources: ['founder' as const] };
        }),
      };
      markStarted(state.application);
      return contractResponse(endpoints.updateApplication, 200, state.application);
    },
    ...routes({ state }),
  });
  return { fetchMock, state };
};

export const inDays = day;

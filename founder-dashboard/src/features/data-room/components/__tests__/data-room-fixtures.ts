/** A founder's data room as the API sends it, and a small in-memory API over it. Tests only. */
import {
  type AccessRequest,
  type DataRoomAuditEntry,
  type DataRoomItem,
  type DataRoomLink,
  type DataRoomOverview,
  endpoints,
} from '@pear/contract';
import { contractResponse, dataRoomItemFixture, type FetchRoute, mockApiRoutes } from '@pear/shared/testing';

export const DECK_ID = '0d6f5a0e-1111-4000-8000-00000000000a';
export const MODEL_ID = '0d6f5a0e-1111-4000-8000-00000000000b';
export const CAP_TABLE_ID = '0d6f5a0e-1111-4000-8000-00000000000c';
export const NDA_ID = '0d6f5a0e-1111-4000-8000-00000000000d';
export const JANE_REQUEST_ID = '0d6f5a0e-3333-4000-8000-00000000000a';
export const OMAR_REQUEST_ID = '0d6f5a0e-3333-4000-8000-00000000000b';
export const LINK_ID = '0d6f5a0e-2222-4000-8000-00000000000a';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const MODEL = dataRoomItemFixture({ id: MODEL_ID, name: 'Financial model', fileType: 'XLSX' });
export const DECK = dataRoomItemFixture({
  id: DECK_ID,
  name: 'Pitch deck',
  kind: 'pitch_deck',
  version: 3,
  sizeBytes: 1_048_576,
  viewers: [{ email: 'jane@northwind.vc', visits: 2, seconds: 185, lastViewedAt: minutesAgo(2) }],
});
export const CAP_TABLE = dataRoomItemFixture({
  id: CAP_TABLE_ID,
  name: 'Cap table',
  category: 'Legal Documents',
  status: 'pending',
  restricted: true,
  fileType: null,
  sizeBytes: null,
  version: null,
  versions: [],
});
export const NDA = dataRoomItemFixture({
  id: NDA_ID,
  name: 'NDA',
  category: 'Legal Documents',
  restricted: true,
  sizeBytes: 20_480,
});

export const LINK: DataRoomLink = {
  id: LINK_ID,
  email: 'jane@northwind.vc',
  url: 'https://pear.test/room/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  expiresOn: '2026-12-31',
  allowDownload: true,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastViewedAt: minutesAgo(2),
};

export const JANE_REQUEST: AccessRequest = {
  id: JANE_REQUEST_ID,
  itemId: NDA_ID,
  itemName: 'NDA',
  email: 'jane@northwind.vc',
  message: 'Need it for the partner meeting',
  status: 'pending',
  createdAt: minutesAgo(5),
  decidedAt: null,
};
export const OMAR_REQUEST: AccessRequest = {
  ...JANE_REQUEST,
  id: OMAR_REQUEST_ID,
  email: 'omar@angel.example',
  message: null,
};

/** The server's order on purpose: the tab puts the pitch deck first itself. */
export const overviewFixture = (): DataRoomOverview => ({
  categories: [
    { name: 'Business Documents', items: [MODEL, DECK] },
    { name: 'Legal Documents', items: [CAP_TABLE, NDA] },
    { name: 'Team', items: [] },
  ],
  links: [LINK],
  requests: [JANE_REQUEST, OMAR_REQUEST],
});

export const auditEntry = (index: number, overrides: Partial<DataRoomAuditEntry> = {}): DataRoomAuditEntry => ({
  id: `audit-${index}`,
  kind: 'viewed',
  actorEmail: 'investor@fund.com',
  itemId: DECK_ID,
  itemName: 'Pitch deck',
  viewerEmail: null,
  detail: null,
  occurredAt: minutesAgo(2 + index),
  ...overrides,
});

export type DataRoomApi = { state: { overview: DataRoomOverview }; replaceItem: (item: DataRoomItem) => void };

/**
 * The data room API over a mutable overview: GETs answer what the mutations left, so the tab's refetch after each
 * change shows the server's state, as in the real app. `routes` adds or replaces routes.
 */
export const mockDataRoomApi = (
  {
    overview = overviewFixture(),
    audit = [auditEntry(0)],
  }: { overview?: DataRoomOverview; audit?: DataRoomAuditEntry[] } = {},
  routes: (api: DataRoomApi) => Record<string, FetchRoute> = () => ({}),
) => {
  const state = { overview };
  /** Puts the item in its category, as the server would after a save. */
  const replaceItem = (next: DataRoomItem) => {
    state.overview = {
      ...state.overview,
      categories: state.overview.categories.map((category) => ({
        ...category,
        items: [
          ...category.items.filter((item) => item.id !== next.id),
          ...(category.name === next.category ? [next] : []),
        ],
      })),
    };
  };
  const decide = (id: string, status: 'approved' | 'denied') => {
    const request = state.overview.requests.find((candidate) => candidate.id === id);
    if (!request) throw new Error(`no request ${id}`);
    const decided = { ...request, status, decidedAt: new Date().toISOString() };
    state.overview = {
      ...state.overview,
      requests: [...state.overview.requests.filter((candidate) => candidate.id !== id), decided],
    };
    return decided;
  };
  const fetchMock = mockApiRoutes({
    'GET /dev/me/data-room': () => contractResponse(endpoints.getDataRoom, 200, state.overview),
    'GET /dev/me/data-room/audit': () => contractResponse(endpoints.getDataRoomAudit, 200, { entries: audit }),
    [`POST /dev/me/data-room/access-requests/${JANE_REQUEST_ID}/approve`]: () =>
      contractResponse(endpoints.approveAccessRequest, 200, decide(JANE_REQUEST_ID, 'approved')),
    [`POST /dev/me/data-room/access-requests/${OMAR_REQUEST_ID}/deny`]: () =>
      contractResponse(endpoints.denyAccessRequest, 200, decide(OMAR_REQUEST_ID, 'denied')),
    ...routes({ state, replaceItem }),
  });
  return { fetchMock, state };
};

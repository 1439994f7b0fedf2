import {
  type AccessRequest,
  DATA_ROOM_TYPE_MESSAGE,
  DATA_ROOM_UPLOAD_FIELDS,
  type DataRoomLink,
  endpoints,
} from '@pear/contract';
import {
  approveAccessRequest,
  createDataRoomLink,
  createPendingDataRoomItem,
  DATA_ROOM_ERROR,
  deleteDataRoomItem,
  denyAccessRequest,
  DOWNLOAD_ITEM_ERROR,
  downloadDataRoomItem,
  getDataRoom,
  getDataRoomAnalytics,
  getDataRoomAudit,
  revokeDataRoomLink,
  UPLOAD_DOCUMENT_ERROR,
  updateDataRoomItem,
  uploadDataRoomDocument,
  uploadDataRoomVersion,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  dataRoomItemFixture,
  expectJsonCall,
  installFetchBackedXhr,
  jsonResponse,
  mockFetch,
  useTestConfig,
} from '@pear/shared/testing';

const TOKEN = 'founder.jwt.token';
const API = 'https://api.pear.test';
const ITEM_ID = '0d6f5a0e-1111-4000-8000-000000000001';
const LINK_ID = '0d6f5a0e-2222-4000-8000-000000000002';
const REQUEST_ID = '0d6f5a0e-3333-4000-8000-000000000003';

const item = dataRoomItemFixture();
const link: DataRoomLink = {
  id: LINK_ID,
  email: 'jane@northwind.vc',
  url: 'https://pear.test/room/abc',
  expiresOn: null,
  allowDownload: true,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastViewedAt: null,
};
const accessRequest: AccessRequest = {
  id: REQUEST_ID,
  itemId: ITEM_ID,
  itemName: 'Cap table',
  email: 'jane@northwind.vc',
  message: null,
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
};

const pdf = () => new File(['%PDF-1.7 deck bytes'], 'Pitch deck.pdf', { type: 'application/pdf' });

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken(TOKEN);
});

/** Every JSON call: its method, URL, body and the bearer token, and the contract's answer parsed. */
describe.each([
  [
    'getDataRoom',
    () => getDataRoom(),
    'GET',
    '/dev/me/data-room',
    undefined,
    contractResponse(endpoints.getDataRoom, 200, { categories: [], links: [link], requests: [accessRequest] }),
    { categories: [], links: [link], requests: [accessRequest] },
  ],
  [
    'createPendingDataRoomItem',
    () => createPendingDataRoomItem('Cap table', 'Legal Documents'),
    'POST',
    '/dev/me/data-room/items/pending',
    { name: 'Cap table', category: 'Legal Documents' },
    contractResponse(endpoints.createPendingDataRoomItem, 201, item),
    item,
  ],
  [
    'updateDataRoomItem',
    () => updateDataRoomItem(ITEM_ID, { restricted: true }),
    'PATCH',
    `/dev/me/data-room/items/${ITEM_ID}`,
    { restricted: true },
    contractResponse(endpoints.updateDataRoomItem, 200, item),
    item,
  ],
  [
    'getDataRoomAnalytics',
    () => getDataRoomAnalytics(ITEM_ID),
    'GET',
    `/dev/me/data-room/items/${ITEM_ID}/analytics`,
    undefined,
    contractResponse(endpoints.getDataRoomAnalytics, 200, {
      itemId: ITEM_ID,
      name: 'Pitch deck',
      pageCount: 2,
      totalSeconds: 50,
      viewers: [],
      pages: [
        { page: 1, seconds: 8 },
        { page: 2, seconds: 42 },
      ],
    }),
    expect.objectContaining({ totalSeconds: 50 }),
  ],
  [
    'createDataRoomLink',
    () => createDataRoomLink({ email: 'jane@northwind.vc', expiresOn: '2026-12-31', allowDownload: false }),
    'POST',
    '/dev/me/data-room/links',
    { email: 'jane@northwind.vc', expiresOn: '2026-12-31', allowDownload: false },
    contractResponse(endpoints.createDataRoomLink, 201, { link, deals: [] }),
    { link, deals: [] },
  ],
  [
    'revokeDataRoomLink',
    () => revokeDataRoomLink(LINK_ID),
    'DELETE',
    `/dev/me/data-room/links/${LINK_ID}`,
    undefined,
    contractResponse(endpoints.revokeDataRoomLink, 200, { ...link, status: 'revoked' }),
    { ...link, status: 'revoked' },
  ],
  [
    'approveAccessRequest',
    () => approveAccessRequest(REQUEST_ID),
    'POST',
    `/dev/me/data-room/access-requests/${REQUEST_ID}/approve`,
    undefined,
    contractResponse(endpoints.approveAccessRequest, 200, accessRequest),
    accessRequest,
  ],
  [
    'denyAccessRequest',
    () => denyAccessRequest(REQUEST_ID),
    'POST',
    `/dev/me/data-room/access-requests/${REQUEST_ID}/deny`,
    undefined,
    contractResponse(endpoints.denyAccessRequest, 200, { ...accessRequest, status: 'denied' }),
    { ...accessRequest, status: 'denied' },
  ],
  [
    'getDataRoomAudit',
    () => getDataRoomAudit(),
    'GET',
    '/dev/me/data-room/audit',
    undefined,
    contractResponse(endpoints.getDataRoomAudit, 200, { entries: [] }),
    [],
  ],
] as const)('%s', (_name, call, method, path, body, response, expected) => {
  it(`${method}s ${path} with the token and answers the parsed body`, async () => {
    const { lastRequest } = mockFetch(() => response.clone());
    await expect(call()).resolves.toEqual(expected);
    await expectJsonCall(lastRequest(), { method, path, token: TOKEN, body });
  });

  it("passes the server's message on, and refuses an answer the contract does not describe", async () => {
    mockFetch(() => jsonResponse({ error: 'not_found', message: 'No such document.', statusCode: 404 }, 404));
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'No such document.' });
    mockFetch(() => jsonResponse({ id: 42 }, response.status));
    await expect(call()).rejects.toThrow(/^Failed to /);
  });
});

describe('deleteDataRoomItem', () => {
  it('DELETEs the item', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.deleteDataRoomItem, 200, { success: true }));
    await expect(deleteDataRoomItem(ITEM_ID)).resolves.toBeUndefined();
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().url).toBe(`${API}/dev/me/data-room/items/${ITEM_ID}`);
  });
});

describe('getDataRoom', () => {
  it('fails with its own message when the API is down', async () => {
    mockFetch(() => jsonResponse(null, 500));
    await expect(getDataRoom()).rejects.toThrow(DATA_ROOM_ERROR);
  });
});

describe('downloadDataRoomItem', () => {
  it('GETs the file as a Blob with the name from Content-Disposition', async () => {
    const { lastRequest } = mockFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Cap table.pdf"; filename*=UTF-8''Cap%20table%20%C3%A9.pdf`,
          },
        }),
    );
    const { blob, fileName } = await downloadDataRoomItem(ITEM_ID);
    expect(fileName).toBe('Cap table é.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(lastRequest().url).toBe(`${API}/dev/me/data-room/items/${ITEM_ID}/file`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    mockFetch(() => jsonResponse(null, 500));
    await expect(downloadDataRoomItem(ITEM_ID)).rejects.toThrow(DOWNLOAD_ITEM_ERROR);
  });
});

describe('uploads', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('POSTs a multipart form with the fields before the file, in DATA_ROOM_UPLOAD_FIELDS order, and reports progress', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.uploadDataRoomDocument, 201, item));
    const progress: number[] = [];
    await expect(
      uploadDataRoomDocument(
        pdf(),
        { category: 'Legal Documents', restricted: true, name: 'Deck' },
        { onUploadProgress: ({ loaded, total }) => progress.push(loaded / total) },
      ),
    ).resolves.toEqual(item);

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API}/dev/me/data-room/items`);
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const raw = await request.clone().text();
    const positions = DATA_ROOM_UPLOAD_FIELDS.map((field) => raw.indexOf(`name="${field}"`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['category', 'restricted', 'name', 'file']);
    expect(form.get('category')).toBe('Legal Documents');
    expect(form.get('restricted')).toBe('true');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('Pitch deck.pdf');
    expect(await sent.text()).toBe('%PDF-1.7 deck bytes');

    expect(progress[0]).toBeLessThan(1);
    expect(progress.at(-1)).toBe(1);
  });

  it('leaves out an absent name', async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.uploadDataRoomDocument, 201, item));
    await uploadDataRoomDocument(pdf(), { category: 'Team', restricted: false });
    expect([...(await lastRequest().formData()).keys()]).toEqual(['category', 'restricted', 'file']);
  });

  it("passes the server's 413 and 415 messages on as they are", async () => {
    mockFetch(() => jsonResponse({ message: 'A data room file can be at most 25 MB.' }, 413));
    await expect(uploadDataRoomDocument(pdf(), { category: 'Team', restricted: false })).rejects.toMatchObject({
      status: 413,
      message: 'A data room file can be at most 25 MB.',
    });
    mockFetch(() => jsonResponse({ message: DATA_ROOM_TYPE_MESSAGE }, 415));
    await expect(uploadDataRoomDocument(pdf(), { category: 'Team', restricted: false })).rejects.toMatchObject({
      status: 415,
      message: DATA_ROOM_TYPE_MESSAGE,
    });
    mockFetch(() => jsonResponse(null, 500));
    await expect(uploadDataRoomDocument(pdf(), { category: 'Team', restricted: false })).rejects.toThrow(
      UPLOAD_DOCUMENT_ERROR,
    );
  });

  it('fills a pending item or adds a version with the file only, reporting progress', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.uploadDataRoomVersion, 200, { ...item, version: 2 }),
    );
    const progress: number[] = [];
    await expect(
      uploadDataRoomVersion(ITEM_ID, pdf(), { onUploadProgress: ({ loaded }) => progress.push(loaded) }),
    ).resolves.toMatchObject({ version: 2 });
    expect(lastRequest().url).toBe(`${API}/dev/me/data-room/items/${ITEM_ID}/versions`);
    expect([...(await lastRequest().formData()).keys()]).toEqual(['file']);
    expect(progress.length).toBeGreaterThan(0);
  });
});

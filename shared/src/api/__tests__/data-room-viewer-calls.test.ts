import { endpoints, type ViewerRoom } from '@pear/contract';
import {
  downloadViewerDocument,
  getDataRoomLink,
  getViewerDocument,
  getViewerRoom,
  reportPageViews,
  requestDocumentAccess,
  requestViewerCode,
  verifyViewerCode,
  VIEWER_LINK_ERROR,
  VIEWER_ROOM_ERROR,
} from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { contractResponse, jsonResponse, mockFetch, useTestConfig } from '@pear/shared/testing';

const API = 'https://api.pear.test';
const APP_TOKEN = 'founder.app.jwt';
const SESSION = 'viewer-session-token';
const LINK = 'a'.repeat(43);
const ITEM = '0d6f5a0e-1111-4000-8000-000000000001';
const VISIT = '0d6f5a0e-2222-4000-8000-000000000002';

const room: ViewerRoom = {
  founderName: 'Ada Founder',
  companyName: 'Acme',
  email: 'investor@fund.example',
  allowDownload: true,
  expiresOn: null,
  categories: [{ name: 'Business Documents', items: [] }],
};

beforeEach(() => {
  useTestConfig();
  // A founder signed in to Pear in the same browser: their token must never reach the viewer routes.
  getAppState().setAuthToken(APP_TOKEN);
});

describe('before the e-mail is proven', () => {
  it('GETs the link without any Authorization header', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.getDataRoomLink, 200, { founderName: 'Ada Founder', companyName: null }),
    );
    await expect(getDataRoomLink(LINK)).resolves.toEqual({ founderName: 'Ada Founder', companyName: null });
    expect(lastRequest().url).toBe(`${API}/dev/data-room/links/${LINK}`);
    expect(lastRequest().headers.get('Authorization')).toBeNull();
  });

  it("rejects with the server's message for a revoked link, and with the call's own for a broken answer", async () => {
    mockFetch(() => jsonResponse({ message: 'This link was revoked by the founder.' }, 410));
    await expect(getDataRoomLink(LINK)).rejects.toMatchObject({
      name: 'ApiError',
      status: 410,
      message: 'This link was revoked by the founder.',
    });
    mockFetch(() => jsonResponse({ founderName: 7 }));
    await expect(getDataRoomLink(LINK)).rejects.toThrow(VIEWER_LINK_ERROR);
  });

  it('POSTs the e-mail for a code and answers how many resends are left', async () => {
    const sent = { email: 'investor@fund.example', expiresAt: '2026-11-25T10:10:00.000Z', resendsLeft: 4 };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.requestViewerCode, 200, sent));
    await expect(requestViewerCode(LINK, 'investor@fund.example')).resolves.toEqual(sent);
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe(`${API}/dev/data-room/links/${LINK}/code`);
    expect(await lastRequest().json()).toEqual({ email: 'investor@fund.example' });
    expect(lastRequest().headers.get('Authorization')).toBeNull();
  });

  it('POSTs the e-mail and the code for a session', async () => {
    const session = { token: SESSION, expiresAt: '2026-11-25T22:00:00.000Z' };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.verifyViewerCode, 200, session));
    await expect(verifyViewerCode(LINK, 'investor@fund.example', '123456')).resolves.toEqual(session);
    expect(lastRequest().url).toBe(`${API}/dev/data-room/links/${LINK}/session`);
    expect(await lastRequest().json()).toEqual({ email: 'investor@fund.example', code: '123456' });
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    mockFetch(() => jsonResponse({ message: 'That code is not right. 4 tries left.' }, 401));
    await expect(verifyViewerCode(LINK, 'investor@fund.example', '000000')).rejects.toThrow(
      'That code is not right. 4 tries left.',
    );
  });
});

describe('with a viewer session', () => {
  it("GETs the room with the viewer's token, not the app's", async () => {
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.getViewerRoom, 200, room));
    await expect(getViewerRoom(SESSION)).resolves.toEqual(room);
    expect(lastRequest().url).toBe(`${API}/dev/data-room/room`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
    mockFetch(() => jsonResponse({ message: 'Your session has ended. Ask for a new code.' }, 401));
    await expect(getViewerRoom(SESSION)).rejects.toMatchObject({ status: 401, message: /session has ended/ });
    mockFetch(() => jsonResponse({ categories: 'none' }));
    await expect(getViewerRoom(SESSION)).rejects.toThrow(VIEWER_ROOM_ERROR);
  });

  it('GETs a document as a Blob with its visit in the query string', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { lastRequest } = mockFetch(
      () => new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline' } }),
    );
    const blob = await getViewerDocument(SESSION, ITEM, VISIT);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(lastRequest().url).toBe(`${API}/dev/data-room/room/items/${ITEM}/content?visit=${VISIT}`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
  });

  it("downloads a document with the server's file name, and passes a 403 on", async () => {
    const { lastRequest } = mockFetch(
      () =>
        new Response('PK', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="model.xlsx"; filename*=UTF-8''mod%C3%A8le.xlsx`,
          },
        }),
    );
    const { blob, fileName } = await downloadViewerDocument(SESSION, ITEM);
    expect(fileName).toBe('modèle.xlsx');
    expect(await blob.text()).toBe('PK');
    expect(lastRequest().url).toBe(`${API}/dev/data-room/room/items/${ITEM}/download`);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
    mockFetch(() => jsonResponse({ message: 'The founder has not allowed downloads.' }, 403));
    await expect(downloadViewerDocument(SESSION, ITEM)).rejects.toThrow('The founder has not allowed downloads.');
  });

  it('POSTs an access request with its message, or an empty body without one', async () => {
    const { lastRequest } = mockFetch(() =>
      contractResponse(endpoints.requestDocumentAccess, 201, { itemId: ITEM, status: 'pending' }),
    );
    await expect(requestDocumentAccess(SESSION, ITEM, 'For our IC on Friday')).resolves.toEqual({
      itemId: ITEM,
      status: 'pending',
    });
    expect(lastRequest().url).toBe(`${API}/dev/data-room/room/items/${ITEM}/access-requests`);
    expect(await lastRequest().json()).toEqual({ message: 'For our IC on Friday' });
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
    await requestDocumentAccess(SESSION, ITEM);
    expect(await lastRequest().json()).toEqual({});
  });

  it('POSTs page views, with keepalive only when asked', async () => {
    const report = { itemId: ITEM, visitId: VISIT, pages: [{ page: 3, seconds: 15 }] };
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.reportPageViews, 200, { success: true }));
    await expect(reportPageViews(SESSION, report)).resolves.toBeUndefined();
    expect(lastRequest().url).toBe(`${API}/dev/data-room/room/page-views`);
    expect(await lastRequest().json()).toEqual(report);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
    expect(lastRequest().keepalive).toBe(false);
    await reportPageViews(SESSION, report, { keepalive: true });
    expect(lastRequest().keepalive).toBe(true);
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
  });
});

import { endpoints, type ViewerItem, type ViewerRoom } from '@pear/contract';
import { Route, Routes } from '@pear/shared/router';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { openPdf } from '../../lib/render-pdf';
import { DataRoomViewerPage, INCOMPLETE_LINK_MESSAGE } from '../data-room-viewer-page';

// jsdom draws no canvas: pdf.js stays behind its adapter, which reports what it was asked to draw.
jest.mock('../../lib/render-pdf', () => ({ openPdf: jest.fn() }));

const LINK = 'Zx9_abcdefghijklmnopqrstuvwxyz0123456789-AB';
const LINK_PATH = `/dev/data-room/links/${LINK}`;
const SESSION = { token: 'viewer-session-token', expiresAt: '2999-01-01T00:00:00.000Z' };
const APP_TOKEN = 'founder.app.jwt';
const EMAIL = 'investor@fund.example';
const STORAGE_KEY = `pear.data-room-viewer.${LINK}`;

const item = (name: string, overrides: Partial<ViewerItem> = {}): ViewerItem => ({
  id: `0d6f5a0e-0000-4000-8000-${String(name.length).padStart(4, '0')}${name.charCodeAt(0).toString().padStart(8, '0')}`,
  name,
  status: 'uploaded',
  restricted: false,
  fileType: 'PDF',
  sizeBytes: 2_516_582,
  version: 1,
  pageCount: 12,
  access: 'open',
  ...overrides,
});

const DECK = item('Pitch deck', { version: 2 });
const MODEL = item('Financial model', { fileType: 'XLSX', sizeBytes: 48_000, pageCount: null });
const LOGO = item('Logo', { fileType: 'PNG', sizeBytes: 2_048, pageCount: null });
const CAP_TABLE = item('Cap table', { restricted: true, access: 'request' });
const SHA = item('Shareholder agreement', { restricted: true, access: 'requested' });
const IP = item('IP assignment', { restricted: true, access: 'denied' });
const BIOS = item('Team bios', { status: 'pending', fileType: null, sizeBytes: null, version: null, pageCount: null });

const ROOM: ViewerRoom = {
  founderName: 'Ada Lovelace',
  companyName: 'Acme',
  email: EMAIL,
  allowDownload: true,
  expiresOn: '2026-12-31',
  categories: [
    { name: 'Business Documents', items: [DECK, MODEL, LOGO] },
    { name: 'Legal Documents', items: [CAP_TABLE, SHA, IP] },
    { name: 'Team', items: [BIOS] },
  ],
};

const landingRoute = {
  [`GET ${LINK_PATH}`]: () =>
    contractResponse(endpoints.getDataRoomLink, 200, { founderName: 'Ada Lovelace', companyName: 'Acme' }),
};
const roomRoute = (room: ViewerRoom = ROOM) => ({
  'GET /dev/data-room/room': () => contractResponse(endpoints.getViewerRoom, 200, room),
});

const renderPage = (routes: Record<string, FetchRoute>, token = LINK) => {
  const fetchMock = mockApiRoutes(routes);
  renderWithUi(
    <Routes>
      <Route path="room/:token" element={<DataRoomViewerPage />} />
    </Routes>,
    { route: `/room/${token}` },
  );
  return fetchMock;
};

const signedIn = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(SESSION));
const row = (name: string) => screen.getByRole('listitem', { name });

describe('/room/:token', () => {
  beforeEach(() => {
    useTestConfig();
    sessionStorage.clear();
    // A founder signed in to Pear in the same browser: their token never reaches the viewer routes.
    getAppState().setAuthToken(APP_TOKEN);
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pear-test/file'), revokeObjectURL: jest.fn() });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('goes from the link to the code to the room, with the viewer session only', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage({
      ...landingRoute,
      [`POST ${LINK_PATH}/code`]: () =>
        contractResponse(endpoints.requestViewerCode, 200, {
          email: EMAIL,
          expiresAt: '2026-11-25T10:10:00.000Z',
          resendsLeft: 4,
        }),
      [`POST ${LINK_PATH}/session`]: () => contractResponse(endpoints.verifyViewerCode, 200, SESSION),
      ...roomRoute(),
    });

    const landing = await screen.findByRole('heading', {
      level: 1,
      name: 'Ada Lovelace shared the Acme data room with you',
    });
    expect(landing).toHaveFocus();
    expect(document.title).toBe('Shared data room — Pear');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const codeHeading = await screen.findByRole('heading', {
      level: 1,
      name: `Enter the 6-digit code we sent to ${EMAIL}`,
    });
    expect(codeHeading).toHaveFocus();
    expect(await requestsTo(requests(), 'POST', `${LINK_PATH}/code`)[0]?.json()).toEqual({ email: EMAIL });
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByText('4 resends left')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Open data room' }));

    const roomHeading = await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    expect(roomHeading).toHaveFocus();
    expect(await requestsTo(requests(), 'POST', `${LINK_PATH}/session`)[0]?.json()).toEqual({
      email: EMAIL,
      code: '123456',
    });
    expect(screen.getByText(`Shared by Ada Lovelace with ${EMAIL}`)).toBeInTheDocument();
    expect(screen.getByText('Link open until 31 December 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Business Documents',
      'Legal Documents',
      'Team',
    ]);
    // The room is asked for with the viewer's token; nothing before it carried any token.
    const [roomRequest] = requestsTo(requests(), 'GET', '/dev/data-room/room');
    expect(roomRequest?.headers.get('Authorization')).toBe(`Bearer ${SESSION.token}`);
    for (const request of requests().filter((sent) => sent !== roomRequest)) {
      expect(request.headers.get('Authorization')).toBeNull();
    }
    // A reload keeps this tab in the room.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(SESSION);
  });

  it("shows each document's type, size and version, and what the viewer may do with it", async () => {
    signedIn();
    const { requests } = renderPage(roomRoute());
    await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    // The stored session opens the room directly: the link is not asked for again.
    expect(requestsTo(requests(), 'GET', LINK_PATH)).toHaveLength(0);

    const deck = within(row('Pitch deck'));
    expect(deck.getByText('PDF · 2.4 MB')).toBeInTheDocument();
    expect(deck.getByText('v2')).toBeInTheDocument();
    expect(deck.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(deck.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(row('Financial model')).getByText('XLSX · 46.9 KB')).toBeInTheDocument();
    expect(within(row('Cap table')).getByRole('button', { name: 'Request Access' })).toBeInTheDocument();
    expect(within(row('Cap table')).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(row('Shareholder agreement')).getByText('Access requested')).toBeInTheDocument();
    expect(within(row('Shareholder agreement')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('IP assignment')).getByText('Access denied')).toBeInTheDocument();
    expect(within(row('IP assignment')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Team bios')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('Team bios')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides Download everywhere when the link does not allow it', async () => {
    const user = userEvent.setup();
    signedIn();
    renderPage(roomRoute({ ...ROOM, allowDownload: false }));
    await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Open' })).toHaveLength(3);

    await user.click(within(row('Financial model')).getByRole('button', { name: 'Open' }));
    expect(screen.getByText('This file type opens after download.')).toBeInTheDocument();
    expect(screen.getByText('Ask the founder to allow downloads.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows a revoked link as a message and nothing else', async () => {
    renderPage({ [`GET ${LINK_PATH}`]: () => jsonResponse({ message: 'This link was revoked by the founder.' }, 410) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link cannot be opened' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('This link was revoked by the founder.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a link cut short', async () => {
    const { spy } = renderPage({}, 'abc');
    expect(await screen.findByText(INCOMPLETE_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the server's message for an e-mail the link was not shared with", async () => {
    const user = userEvent.setup();
    renderPage({
      ...landingRoute,
      [`POST ${LINK_PATH}/code`]: () =>
        jsonResponse({ message: 'This link was shared with a different e-mail address.' }, 403),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your e-mail' }), 'someone@else.example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was shared with a different e-mail address.');
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toBeInTheDocument();
  });

  it('keeps the code step on a wrong code, and turns Resend off at the limit with the server message', async () => {
    const user = userEvent.setup();
    let resends = 0;
    renderPage({
      ...landingRoute,
      [`POST ${LINK_PATH}/code`]: () => {
        resends += 1;
        if (resends > 2) return jsonResponse({ message: 'Too many codes for this link. Try again in an hour.' }, 429);
        return contractResponse(endpoints.requestViewerCode, 200, {
          email: EMAIL,
          expiresAt: '2026-11-25T10:10:00.000Z',
          resendsLeft: 5 - resends,
        });
      },
      [`POST ${LINK_PATH}/session`]: () => jsonResponse({ message: 'That code is not right: 4 tries left.' }, 401),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your e-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Open data room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right: 4 tries left.');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(`We sent a new code to ${EMAIL}.`)).toBeInTheDocument();
    expect(screen.getByText('3 resends left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many codes for this link. Try again in an hour.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it("drops the session on a 401 and goes back to the e-mail step with the server's message", async () => {
    signedIn();
    renderPage({
      ...landingRoute,
      'GET /dev/data-room/room': () => jsonResponse({ message: 'The founder revoked this link.' }, 401),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /shared the Acme data room with you/ })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The founder revoked this link.');
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('sends an access request with its message and shows "Access requested"', async () => {
    const user = userEvent.setup();
    signedIn();
    const requestPath = `/dev/data-room/room/items/${CAP_TABLE.id}/access-requests`;
    const { requests } = renderPage({
      ...roomRoute(),
      [`POST ${requestPath}`]: () =>
        contractResponse(endpoints.requestDocumentAccess, 201, { itemId: CAP_TABLE.id, status: 'pending' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    await user.click(within(row('Cap table')).getByRole('button', { name: 'Request Access' }));
    const form = screen.getByRole('form', { name: 'Request access to Cap table' });
    const message = within(form).getByRole('textbox', { name: 'Message to Ada Lovelace (optional)' });
    expect(message).toHaveFocus();
    await user.type(message, 'For our partner meeting on Monday');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    const status = await within(row('Cap table')).findByRole('status');
    expect(status).toHaveTextContent('Access requested');
    expect(status).toHaveFocus();
    expect(within(row('Cap table')).queryByRole('button', { name: 'Request Access' })).not.toBeInTheDocument();
    const [sent] = requestsTo(requests(), 'POST', requestPath);
    expect(await sent?.json()).toEqual({ message: 'For our partner meeting on Monday' });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SESSION.token}`);
  });

  it('opens a PDF in the page one page at a time, and Close returns to the list', async () => {
    const user = userEvent.setup();
    const renderPage_ = jest.fn().mockResolvedValue(undefined);
    const close = jest.fn();
    jest.mocked(openPdf).mockResolvedValue({ pageCount: 12, renderPage: renderPage_, close });
    signedIn();
    const contentPath = `/dev/data-room/room/items/${DECK.id}/content`;
    const { requests } = renderPage({
      ...roomRoute(),
      [`GET ${contentPath}`]: () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    await user.click(within(row('Pitch deck')).getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Pitch deck' })).toHaveFocus();
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    const [contentRequest] = requestsTo(requests(), 'GET', contentPath);
    expect(new URL(contentRequest?.url ?? '').searchParams.get('visit')).toMatch(/^[0-9a-f-]{36}$/);
    expect(contentRequest?.headers.get('Authorization')).toBe(`Bearer ${SESSION.token}`);
    expect(new Uint8Array(jest.mocked(openPdf).mock.calls[0]?.[0] ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
    expect(screen.getByRole('img', { name: 'Page 1 of Pitch deck' })).toBeInTheDocument();
    await waitFor(() =>
      expect(renderPage_).toHaveBeenLastCalledWith(1, expect.any(HTMLCanvasElement), expect.any(Number)),
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 12')).toBeInTheDocument();
    await waitFor(() =>
      expect(renderPage_).toHaveBeenLastCalledWith(2, expect.any(HTMLCanvasElement), expect.any(Number)),
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pitch deck' })).not.toBeInTheDocument();
    expect(within(row('Pitch deck')).getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('shows an image from an object URL and revokes it when closed', async () => {
    const user = userEvent.setup();
    jest.mocked(URL.createObjectURL).mockReturnValue('blob:pear-test/logo');
    signedIn();
    renderPage({
      ...roomRoute(),
      [`GET /dev/data-room/room/items/${LOGO.id}/content`]: () =>
        new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    await user.click(within(row('Logo')).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'blob:pear-test/logo');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pear-test/logo');
  });

  it('downloads a document under the name the server gives', async () => {
    const user = userEvent.setup();
    const savedAs: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs.push(this.download);
    });
    signedIn();
    renderPage({
      ...roomRoute(),
      [`GET /dev/data-room/room/items/${MODEL.id}/download`]: () =>
        new Response('PK', { headers: { 'content-disposition': 'attachment; filename="Acme model.xlsx"' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme data room' });
    await user.click(within(row('Financial model')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(savedAs).toEqual(['Acme model.xlsx']));
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});

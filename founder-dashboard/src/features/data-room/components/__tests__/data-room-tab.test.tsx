import { DATA_ROOM_TYPE_MESSAGE, endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  dataRoomItemFixture,
  installFetchBackedXhr,
  jsonResponse,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataRoomTab } from '../data-room-tab';
import {
  auditEntry,
  CAP_TABLE,
  CAP_TABLE_ID,
  DECK,
  DECK_ID,
  JANE_REQUEST_ID,
  LINK,
  LINK_ID,
  mockDataRoomApi,
  NDA,
  NDA_ID,
  OMAR_REQUEST_ID,
} from './data-room-fixtures';

const table = (category: string) => screen.getByRole('table', { name: `${category} documents` });
const rowNames = (category: string) =>
  within(table(category))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const row = (name: string) => {
  const header = screen.getAllByRole('rowheader').find((cell) => cell.textContent?.startsWith(name));
  if (!header?.parentElement) throw new Error(`no row ${name}`);
  return header.parentElement;
};
const jsonOf = async (request: Request | undefined) => (request ? request.json() : undefined);

const renderTab = (...args: Parameters<typeof mockDataRoomApi>) => {
  getAppState().setAuthToken('token-1');
  const api = mockDataRoomApi(...args);
  renderWithUi(<DataRoomTab />);
  return api;
};

const pdf = (name = 'Term sheet.pdf') => new File(['%PDF-1.7 bytes'], name, { type: 'application/pdf' });

/** A promise the test settles: the server's answer held back while the upload's progress shows. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

describe('Data Room tab', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('lists each category with its columns and documents, the pitch deck first', async () => {
    renderTab();
    await screen.findByRole('rowheader', { name: /Pitch deck/ });
    for (const category of ['Business Documents', 'Legal Documents', 'Team']) {
      expect(screen.getByRole('heading', { name: category, level: 3 })).toBeInTheDocument();
      expect(
        within(table(category))
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Type', 'Size', 'Status', 'Access', 'Viewers', 'Actions']);
    }
    expect(rowNames('Business Documents')).toEqual(['Pitch deckv3', 'Financial model']);
    expect(row('Pitch deck')).toHaveTextContent('Pitch deckv3PDF1 MBUploadedOpen1 viewer');
    expect(row('Financial model')).toHaveTextContent('Financial modelXLSX2.4 MBUploadedOpen0');
    expect(row('Cap table')).toHaveTextContent('Cap table——PendingRestricted0');
    expect(table('Team')).toHaveTextContent('No documents yet');

    // Row actions by name: download on uploaded items only, upload on every item.
    expect(within(row('Pitch deck')).getByRole('button', { name: 'Download Pitch deck' })).toBeInTheDocument();
    expect(
      within(row('Pitch deck')).getByRole('button', { name: 'Upload new version of Pitch deck' }),
    ).toBeInTheDocument();
    expect(within(row('Cap table')).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(within(row('Cap table')).getByRole('button', { name: 'Upload file for Cap table' })).toBeInTheDocument();
    expect(within(row('Cap table')).getByRole('button', { name: 'Unrestrict Cap table' })).toBeInTheDocument();
  });

  it("downloads the owner's copy with the server's file name", async () => {
    const user = userEvent.setup();
    const savedNames: string[] = [];
    const blobs = new Map<string, Blob>();
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.set('blob:test/1', blob);
        return 'blob:test/1';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    // jsdom cannot navigate; the click is where the browser would save the file.
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedNames.push(this.download);
    });
    renderTab(undefined, () => ({
      [`GET /dev/me/data-room/items/${DECK_ID}/file`]: () =>
        new Response('%PDF-1.7 deck', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Pitch deck.pdf"',
          },
        }),
    }));
    await user.click(await screen.findByRole('button', { name: 'Download Pitch deck' }));
    await waitFor(() => expect(savedNames).toEqual(['Pitch deck.pdf']));
    expect(await blobs.get('blob:test/1')?.text()).toBe('%PDF-1.7 deck');
    click.mockRestore();
  });

  it('expands the viewers of a document with visits, time and last view', async () => {
    const user = userEvent.setup();
    renderTab();
    const toggle = await screen.findByRole('button', { name: '1 viewer of Pitch deck' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Viewers of Pitch deck' })).toHaveTextContent(
      'jane@northwind.vc · 2 visits · 3 min 5 s · last viewed 2 min ago',
    );
  });

  it('uploads a document with its category and Restricted, showing progress, then the new row', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const { fetchMock } = renderTab(undefined, ({ replaceItem }) => ({
      'POST /dev/me/data-room/items': async () => {
        const saved = dataRoomItemFixture({
          id: '0d6f5a0e-1111-4000-8000-0000000000ff',
          name: 'Term sheet',
          category: 'Legal Documents',
          restricted: true,
        });
        replaceItem(saved);
        return answer.promise.then(() => contractResponse(endpoints.uploadDataRoomDocument, 201, saved));
      },
    }));
    await screen.findByRole('rowheader', { name: /Pitch deck/ });
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload document' });
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Legal Documents');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Restricted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const progress = await within(dialog).findByRole('progressbar', { name: 'Uploading Term sheet.pdf' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saving the document…');

    answer.resolve(new Response());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowNames('Legal Documents')).toContain('Term sheet'));
    expect(row('Term sheet')).toHaveTextContent('Restricted');

    const [post] = requestsTo(fetchMock.requests(), 'POST', '/dev/me/data-room/items');
    const form = await post?.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['category', 'restricted', 'file']);
    expect(form?.get('category')).toBe('Legal Documents');
    expect(form?.get('restricted')).toBe('true');
  });

  it("shows the server's refusal in the upload dialog as it came", async () => {
    const user = userEvent.setup();
    renderTab(undefined, () => ({
      'POST /dev/me/data-room/items': () =>
        jsonResponse({ error: 'unsupported_media_type', message: DATA_ROOM_TYPE_MESSAGE, statusCode: 415 }, 415),
    }));
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload document' });
    await user.upload(within(dialog).getByLabelText('File'), pdf('renamed.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DATA_ROOM_TYPE_MESSAGE);
  });

  it("fills a pending item from its row's upload button", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab(undefined, ({ replaceItem }) => ({
      [`POST /dev/me/data-room/items/${CAP_TABLE_ID}/versions`]: () => {
        const filled = {
          ...CAP_TABLE,
          status: 'uploaded' as const,
          fileType: 'PDF' as const,
          sizeBytes: 14,
          version: 1,
        };
        replaceItem(filled);
        return contractResponse(endpoints.uploadDataRoomVersion, 200, filled);
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Upload file for Cap table' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload file for Cap table' });
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('File'), pdf('cap.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(row('Cap table')).toHaveTextContent('Cap tablePDF14 bytesUploaded'));
    const [post] = requestsTo(fetchMock.requests(), 'POST', `/dev/me/data-room/items/${CAP_TABLE_ID}/versions`);
    expect([...((await post?.formData())?.keys() ?? [])]).toEqual(['file']);
  });

  it('adds a pending item with its name and category', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab(undefined, ({ replaceItem }) => ({
      'POST /dev/me/data-room/items/pending': () => {
        const pending = { ...CAP_TABLE, id: '0d6f5a0e-1111-4000-8000-0000000000ee', name: 'Bylaws' };
        replaceItem(pending);
        return contractResponse(endpoints.createPendingDataRoomItem, 201, pending);
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Add pending item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add pending item' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bylaws');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowNames('Legal Documents')).toContain('Bylaws'));
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'POST', '/dev/me/data-room/items/pending')[0])).toEqual({
      name: 'Bylaws',
      category: 'Legal Documents',
    });
  });

  it('shares the room: posts the body, shows the link to copy and what happened to the deals', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { fetchMock } = renderTab(undefined, () => ({
      'POST /dev/me/data-room/links': () =>
        contractResponse(endpoints.createDataRoomLink, 201, {
          link: { ...LINK, email: 'sam@fund.example', allowDownload: true },
          deals: [
            { id: 'd1', name: 'Sam Fund', stage: 'Data Shared', moved: true },
            { id: 'd2', name: 'Sam Angel', stage: 'Meetings', moved: false },
          ],
        }),
    }));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share the data room' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Viewer e-mail' }), 'sam@fund.example');
    await user.type(within(dialog).getByLabelText(/Expires on/), '2099-12-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Allow download' }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toHaveValue(LINK.url);
    expect(within(dialog).getByRole('list', { name: 'Deal Flow' })).toHaveTextContent(
      'Moved Sam Fund to Data SharedSam Angel is already at Meetings',
    );
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'POST', '/dev/me/data-room/links')[0])).toEqual({
      email: 'sam@fund.example',
      expiresOn: '2099-12-31',
      allowDownload: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('approves and denies access requests with their own endpoints; each moves to the decided list', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab();
    const section = await screen.findByRole('region', { name: 'Access requests' });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Access requests2 pending');
    const pending = () => within(section).queryByRole('list', { name: 'Pending requests' });
    const decided = () => within(section).getByRole('list', { name: 'Decided requests' });
    const jane = within(pending()!).getByRole('listitem', { name: 'jane@northwind.vc asked for NDA' });
    expect(jane).toHaveTextContent('Need it for the partner meeting');

    await user.click(within(jane).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(decided()).getByRole('listitem', { name: 'jane@northwind.vc asked for NDA' })).toHaveTextContent(
        'Approved',
      ),
    );
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Access requests1 pending');

    const omar = within(pending()!).getByRole('listitem', { name: 'omar@angel.example asked for NDA' });
    await user.click(within(omar).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(pending()).not.toBeInTheDocument());
    expect(within(decided()).getByRole('listitem', { name: 'omar@angel.example asked for NDA' })).toHaveTextContent(
      'Denied',
    );

    const requests = fetchMock.requests();
    expect(requestsTo(requests, 'POST', `/dev/me/data-room/access-requests/${JANE_REQUEST_ID}/approve`)).toHaveLength(
      1,
    );
    expect(requestsTo(requests, 'POST', `/dev/me/data-room/access-requests/${OMAR_REQUEST_ID}/deny`)).toHaveLength(1);
    expect(requestsTo(requests, 'POST', `/dev/me/data-room/access-requests/${JANE_REQUEST_ID}/deny`)).toHaveLength(0);
  });

  it('opens the reading time of a document: viewers, total and a bar per page', async () => {
    const user = userEvent.setup();
    renderTab(undefined, () => ({
      [`GET /dev/me/data-room/items/${DECK_ID}/analytics`]: () =>
        contractResponse(endpoints.getDataRoomAnalytics, 200, {
          itemId: DECK_ID,
          name: 'Pitch deck',
          pageCount: 3,
          totalSeconds: 185,
          viewers: DECK.viewers,
          pages: [
            { page: 1, seconds: 100 },
            { page: 2, seconds: 43 },
            { page: 3, seconds: 42 },
          ],
        }),
    }));
    await user.click(await screen.findByRole('button', { name: 'Reading time for Pitch deck' }));
    const dialog = screen.getByRole('dialog', { name: 'Reading time: Pitch deck' });
    const chart = await within(dialog).findByRole('group', { name: 'Time per page' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['Page 1: 100 s', 'Page 2: 43 s', 'Page 3: 42 s']);
    expect(dialog).toHaveTextContent('Total reading time: 3 min 5 s');
    expect(within(dialog).getByRole('table', { name: 'Viewers' })).toHaveTextContent('jane@northwind.vc23 min 5 s');
  });

  it('restricts a document and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab(undefined, ({ state, replaceItem }) => ({
      [`PATCH /dev/me/data-room/items/${NDA_ID}`]: () => {
        replaceItem({ ...NDA, restricted: false });
        return contractResponse(endpoints.updateDataRoomItem, 200, { ...NDA, restricted: false });
      },
      [`DELETE /dev/me/data-room/items/${DECK_ID}`]: () => {
        state.overview = {
          ...state.overview,
          categories: state.overview.categories.map((category) => ({
            ...category,
            items: category.items.filter((item) => item.id !== DECK_ID),
          })),
        };
        return contractResponse(endpoints.deleteDataRoomItem, 200, { success: true });
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Unrestrict NDA' }));
    expect(await screen.findByRole('button', { name: 'Restrict NDA' })).toBeInTheDocument();
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'PATCH', `/dev/me/data-room/items/${NDA_ID}`)[0])).toEqual({
      restricted: false,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Pitch deck' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Pitch deck?' });
    expect(requestsTo(fetchMock.requests(), 'DELETE', `/dev/me/data-room/items/${DECK_ID}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames('Business Documents')).toEqual(['Financial model']));
    expect(requestsTo(fetchMock.requests(), 'DELETE', `/dev/me/data-room/items/${DECK_ID}`)).toHaveLength(1);
  });

  it('lists the shared links and revokes one after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab(undefined, ({ state }) => ({
      [`DELETE /dev/me/data-room/links/${LINK_ID}`]: () => {
        const revoked = { ...LINK, status: 'revoked' as const };
        state.overview = { ...state.overview, links: [revoked] };
        return contractResponse(endpoints.revokeDataRoomLink, 200, revoked);
      },
    }));
    const links = await screen.findByRole('table', { name: 'Shared links' });
    expect(links).toHaveTextContent('jane@northwind.vcNov 20, 2026Dec 31, 2026AllowedActive2 min ago');
    await user.click(within(links).getByRole('button', { name: 'Revoke link for jane@northwind.vc' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke the link for jane@northwind.vc?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() => expect(links).toHaveTextContent('Revoked'));
    expect(within(links).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock.requests(), 'DELETE', `/dev/me/data-room/links/${LINK_ID}`)).toHaveLength(1);
  });

  it('shows the activity newest first as who-what-when lines, the latest 10 until "Show all"', async () => {
    const user = userEvent.setup();
    const audit = [
      auditEntry(0),
      auditEntry(1, {
        kind: 'shared',
        actorEmail: null,
        itemId: null,
        itemName: null,
        viewerEmail: 'jane@northwind.vc',
      }),
      ...Array.from({ length: 10 }, (_, index) => auditEntry(index + 2, { kind: 'downloaded' })),
    ];
    renderTab({ audit });
    const activity = await screen.findByRole('list', { name: 'Activity' });
    const lines = within(activity).getAllByRole('listitem');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toHaveTextContent('investor@fund.com viewed Pitch deck · 2 min ago');
    expect(lines[1]).toHaveTextContent('You shared the data room with jane@northwind.vc · 3 min ago');
    await user.click(screen.getByRole('button', { name: 'Show all (12)' }));
    expect(within(activity).getAllByRole('listitem')).toHaveLength(12);
  });

  it("says so when the room cannot be loaded, with the server's message", async () => {
    getAppState().setAuthToken('token-1');
    mockDataRoomApi(undefined, () => ({
      'GET /dev/me/data-room': () => jsonResponse({ message: 'Only founders have a data room.' }, 403),
    }));
    renderWithUi(<DataRoomTab />);
    expect(await screen.findByText('Only founders have a data room.')).toBeInTheDocument();
  });
});

import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  textResponse,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DealDetailPanel } from '../deal-detail-panel';
import { AMOUNT_ERROR } from '../detail/deal-edit-form';
import { PASS_REASON_REQUIRED } from '../detail/outcome-actions';
import { captureDownloads, DEAL_ID, detailFixture, MEETING, MEETING_ID } from './detail-fixtures';

const DEAL_PATH = `/dev/me/deals/${DEAL_ID}`;
const INVITE_PATH = `${DEAL_PATH}/meetings/${MEETING_ID}/invite.ics`;
const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

const renderPanel = (routes: Record<string, FetchRoute> = {}, detail = detailFixture()) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes({
    [`GET ${DEAL_PATH}`]: () => contractResponse(endpoints.getDeal, 200, detail),
    ...routes,
  });
  const onClose = jest.fn();
  const onChanged = jest.fn();
  renderWithUi(<DealDetailPanel dealId={DEAL_ID} onClose={onClose} onChanged={onChanged} />);
  return { fetchMock, onClose, onChanged };
};

const jsonOf = async (request: Request | undefined): Promise<unknown> => {
  if (!request) throw new Error('no such request');
  return request.json();
};

const panel = () => screen.findByRole('dialog', { name: 'Jane Partner' });

describe('DealDetailPanel', () => {
  beforeEach(useTestConfig);

  it('shows the deal with every field filled in and the timeline newest first, each kind in words', async () => {
    renderPanel();
    const dialog = await panel();
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('Lead');
    expect(within(dialog).getByLabelText('Round')).toHaveValue('Seed 2026');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('250000');
    expect(within(dialog).getByLabelText('Next follow-up')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('Intro source')).toHaveValue('Demo day');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Warm intro');
    // A corpus investor's name and firm come from the corpus: not editable here.
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();

    // The entries themselves, not the reasons listed inside one.
    const entries = Array.from(within(dialog).getByRole('list', { name: 'Timeline' }).children) as HTMLElement[];
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Meeting: Intro call',
      'Imported from CSV',
      'Reopened',
      'Passed: Too early for us',
      'E-mail sent: Intro: Acme',
      'Note',
      'Stage changed from Lead to Contacted',
      'Added from AI Matching',
      'Deal created',
    ]);
    expect(entries[0]).toHaveTextContent('45 min · with jane@northwind.vc');
    expect(entries[0]).toHaveTextContent(new Date(MEETING.start).toLocaleString('en-US', { timeStyle: 'short' }));
    expect(entries[5]).toHaveTextContent('Loves the flat fee');
    expect(
      within(entries[7]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Invests in fintech', 'Backs seed rounds']);
  });

  it('saves only the changed fields, shows the saved deal and tells the board', async () => {
    const user = userEvent.setup();
    const saved = detailFixture({ stage: 'Interested', amountUsd: 500000, updatedAt: '2026-11-25T10:00:00.000Z' });
    const { fetchMock, onChanged } = renderPanel({
      [`PATCH ${DEAL_PATH}`]: () => contractResponse(endpoints.updateDeal, 200, saved),
    });
    const dialog = await panel();
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Interested');
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '500000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'PATCH', DEAL_PATH)[0])).toEqual({
      stage: 'Interested',
      amountUsd: 500000,
    });
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('Interested');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('500000');
  });

  it('refuses an amount that is not whole dollars without calling the server, and shows a server refusal', async () => {
    const user = userEvent.setup();
    const { fetchMock, onChanged } = renderPanel({
      [`PATCH ${DEAL_PATH}`]: () => jsonResponse({ message: 'round is at most 100 characters' }, 400),
    });
    const dialog = await panel();
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '12.5k');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AMOUNT_ERROR);
    expect(requestsTo(fetchMock.requests(), 'PATCH', DEAL_PATH)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Round'), ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('round is at most 100 characters')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("edits a free-form contact's own fields", async () => {
    const user = userEvent.setup();
    const contact = {
      kind: 'contact' as const,
      investorId: null,
      userId: null,
      name: 'Jane Partner',
      firm: null,
      email: null,
      linkedinUrl: null,
      photoUrl: null,
    };
    const { fetchMock } = renderPanel(
      {
        [`PATCH ${DEAL_PATH}`]: () =>
          contractResponse(endpoints.updateDeal, 200, detailFixture({ counterpart: contact })),
      },
      detailFixture({ counterpart: contact }),
    );
    const dialog = await panel();
    await user.type(within(dialog).getByLabelText('Firm'), 'Northwind');
    await user.type(within(dialog).getByLabelText('E-mail'), 'jane@northwind.vc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock.requests(), 'PATCH', DEAL_PATH)).toHaveLength(1));
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'PATCH', DEAL_PATH)[0])).toEqual({
      contact: { firm: 'Northwind', email: 'jane@northwind.vc' },
    });
  });

  it('adds a note to the timeline', async () => {
    const user = userEvent.setup();
    const withNote = detailFixture({}, [
      { id: 'n1', kind: 'note', payload: { text: 'Asked for the deck' }, occurredAt: '2026-11-25T10:00:00.000Z' },
      ...detailFixture().timeline,
    ]);
    const { fetchMock, onChanged } = renderPanel({
      [`POST ${DEAL_PATH}/notes`]: () => contractResponse(endpoints.addDealNote, 200, withNote),
    });
    const dialog = await panel();
    const addNote = within(dialog).getByRole('button', { name: 'Add note' });
    expect(addNote).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), 'Asked for the deck');
    await user.click(addNote);

    const timeline = within(dialog).getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Asked for the deck')).toBeInTheDocument();
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/notes`)[0])).toEqual({
      text: 'Asked for the deck',
    });
    expect(within(dialog).getByLabelText('Note')).toHaveValue('');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('marks the deal as passed only with a reason, then offers Reopen', async () => {
    const user = userEvent.setup();
    const { fetchMock, onChanged } = renderPanel({
      [`POST ${DEAL_PATH}/pass`]: () =>
        contractResponse(endpoints.passDeal, 200, detailFixture({ outcome: 'passed', passReason: 'Not our stage' })),
      [`POST ${DEAL_PATH}/reopen`]: () => contractResponse(endpoints.reopenDeal, 200, detailFixture()),
    });
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as passed' }));
    const form = within(dialog).getByRole('form', { name: 'Mark as passed' });
    await user.click(within(form).getByRole('button', { name: 'Mark as passed' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(PASS_REASON_REQUIRED);
    expect(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/pass`)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Reason for passing'), 'Not our stage');
    await user.click(within(form).getByRole('button', { name: 'Mark as passed' }));
    expect(await within(dialog).findByText('Passed: Not our stage')).toBeInTheDocument();
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/pass`)[0])).toEqual({
      reason: 'Not our stage',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByRole('button', { name: 'Mark as passed' })).toBeInTheDocument();
    expect(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/reopen`)).toHaveLength(1);
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('schedules a meeting in the browser time zone and downloads its invite as <title>.ics', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { fetchMock, onChanged } = renderPanel(
      {
        [`POST ${DEAL_PATH}/meetings`]: () =>
          contractResponse(endpoints.scheduleDealMeeting, 200, {
            detail: detailFixture({ stage: 'Meetings' }),
            meetingId: MEETING_ID,
            meeting: { ...MEETING, title: 'Intro call' },
          }),
        [`GET ${INVITE_PATH}`]: () => textResponse(ICS),
      },
      detailFixture({}, []),
    );
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule meeting' }));
    const form = within(dialog).getByRole('form', { name: 'Schedule meeting' });
    // Prefilled from the contact.
    expect(within(form).getByLabelText('Attendee e-mail')).toHaveValue('jane@northwind.vc');
    expect(within(form).getByLabelText('Title')).toHaveValue('Meeting with Jane Partner');
    await user.type(within(form).getByLabelText('Date'), '2026-12-03');
    await user.type(within(form).getByLabelText('Time'), '10:30');
    await user.clear(within(form).getByLabelText('Length (minutes)'));
    await user.type(within(form).getByLabelText('Length (minutes)'), '45');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Intro call');
    await user.click(within(form).getByRole('button', { name: 'Schedule and download invite' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/meetings`)[0])).toEqual({
      date: '2026-12-03',
      time: '10:30',
      timezoneOffsetMinutes: new Date('2026-12-03T10:30').getTimezoneOffset(),
      minutes: 45,
      attendeeEmail: 'jane@northwind.vc',
      title: 'Intro call',
    });
    expect(await downloads.files()).toEqual([{ fileName: 'Intro call.ics', type: 'text/calendar', text: ICS }]);
    expect(within(dialog).queryByRole('form', { name: 'Schedule meeting' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('Meetings');
  });

  it("offers a timeline meeting's invite again and reschedules it with its id", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { fetchMock } = renderPanel({
      [`GET ${INVITE_PATH}`]: () => textResponse(ICS),
      [`POST ${DEAL_PATH}/meetings`]: () =>
        contractResponse(endpoints.scheduleDealMeeting, 200, {
          detail: detailFixture(),
          meetingId: MEETING_ID,
          meeting: { ...MEETING, sequence: 1, minutes: 60 },
        }),
    });
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Download invite: Intro call' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
    expect((await downloads.files())[0]?.fileName).toBe('Intro call.ics');

    await user.click(within(dialog).getByRole('button', { name: 'Reschedule: Intro call' }));
    const form = within(dialog).getByRole('form', { name: 'Reschedule meeting' });
    const start = new Date(MEETING.start);
    expect(within(form).getByLabelText('Length (minutes)')).toHaveValue(45);
    expect(within(form).getByLabelText('Title')).toHaveValue('Intro call');
    expect(within(form).getByLabelText('Time')).toHaveValue(
      `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}`,
    );
    await user.clear(within(form).getByLabelText('Length (minutes)'));
    await user.type(within(form).getByLabelText('Length (minutes)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Reschedule and download invite' }));

    await waitFor(() => expect(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/meetings`)).toHaveLength(1));
    expect(await jsonOf(requestsTo(fetchMock.requests(), 'POST', `${DEAL_PATH}/meetings`)[0])).toMatchObject({
      minutes: 60,
      title: 'Intro call',
      meetingId: MEETING_ID,
    });
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
  });

  it('deletes the deal after a confirmation, then closes', async () => {
    const user = userEvent.setup();
    const { fetchMock, onChanged, onClose } = renderPanel({
      [`DELETE ${DEAL_PATH}`]: () => contractResponse(endpoints.deleteDeal, 200, { success: true }),
    });
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Delete deal' }));
    expect(within(dialog).getByText('Delete this deal and its timeline? This cannot be undone.')).toBeInTheDocument();
    expect(requestsTo(fetchMock.requests(), 'DELETE', DEAL_PATH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete deal' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock.requests(), 'DELETE', DEAL_PATH)).toHaveLength(1);
  });

  it('says when the deal cannot be loaded, and closes with Esc', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel({ [`GET ${DEAL_PATH}`]: () => jsonResponse({ message: 'Deal not found' }, 404) });
    const dialog = await screen.findByRole('dialog', { name: 'Deal' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load this deal');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

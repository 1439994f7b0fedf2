import { getAppState } from '@pear/shared/store';
import {
  type FetchRoute,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { localToday } from '../../lib/deal-view';
import { DealFlowTab } from '../deal-flow-tab';
import { boardDeal, createdResponse, dealsResponse, followUpsResponse, updatedResponse } from './board-fixtures';

const TODAY = localToday();

const JANE = boardDeal(
  { name: 'Jane Partner', firm: 'Northwind Ventures', photoUrl: 'https://example.com/jane.png' },
  { stage: 'Lead', amountUsd: 1_000_000, nextFollowUp: '2000-01-01', lastContact: '2026-11-20T10:00:00.000Z' },
);
const OMAR = boardDeal(
  { name: 'Omar Angel', firm: null },
  { stage: 'Lead', amountUsd: 500_000, nextFollowUp: '2999-12-31', lastContact: '2026-11-10T10:00:00.000Z' },
);
const LIN = boardDeal(
  { name: 'Lin Capital', firm: 'Lin & Co' },
  { stage: 'Committed', amountUsd: 2_000_000, nextFollowUp: null, lastContact: '2026-11-24T10:00:00.000Z' },
);
const PASSED = boardDeal(
  { name: 'Pat Passed', firm: 'Nope Fund' },
  { stage: 'Interested', outcome: 'passed', passReason: 'Too early' },
);

const renderTab = (
  deals = [JANE, OMAR, LIN, PASSED],
  routes: Record<string, FetchRoute> = {},
  side: 'founder' | 'investor' = 'founder',
) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes({
    'GET /dev/me/deals': () => dealsResponse(deals),
    'GET /dev/me/deals/follow-ups-due': () => followUpsResponse(1, TODAY),
    ...routes,
  });
  renderWithUi(<DealFlowTab side={side} />);
  return fetchMock;
};

const column = (stage: string) =>
  within(screen.getByRole('list', { name: 'Deal stages' })).getByRole('listitem', { name: stage });
const card = (name: string) => screen.getByRole('article', { name });

describe('Deal Flow tab', () => {
  beforeEach(useTestConfig);

  it('shows one column per stage in spec order, each with its colour, count and total amount', async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Deal Flow CRM' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Jane Partner' });
    const stages = within(screen.getByRole('list', { name: 'Deal stages' }))
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('aria-label'));
    expect(stages.map((stage) => stage.getAttribute('aria-label'))).toEqual([
      'Introduced',
      'Lead',
      'Contacted',
      'Interested',
      'Data Shared',
      'Meetings',
      'Due Diligence',
      'Committed',
      'Closed',
    ]);
    // Spec §4: blue below index 4, yellow 4–6, green from 7.
    const colours = stages.map(
      (stage) =>
        within(within(stage).getByRole('heading', { level: 3 })).getByText(stage.getAttribute('aria-label') ?? '')
          .dataset['variant'],
    );
    expect(colours).toEqual(['blue', 'blue', 'blue', 'blue', 'yellow', 'yellow', 'yellow', 'green', 'green']);

    expect(within(column('Lead')).getByRole('heading', { level: 3 })).toHaveTextContent('Lead2 deals · $1.5M in total');
    expect(within(column('Committed')).getByRole('heading', { level: 3 })).toHaveTextContent('1 deal · $2M in total');
    expect(within(column('Introduced')).getByRole('heading', { level: 3 })).toHaveTextContent('0 deals · $0 in total');
    // The passed deal is not on the board.
    expect(within(column('Interested')).queryByRole('article')).not.toBeInTheDocument();
  });

  it('cards show the photo or initials, name, firm, last contact and a stage tracker; due follow-ups stand out', async () => {
    renderTab();
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    expect(within(jane).getByRole('img', { name: 'Jane Partner' })).toHaveAttribute(
      'src',
      'https://example.com/jane.png',
    );
    expect(jane).toHaveTextContent('Northwind Ventures');
    expect(jane).toHaveTextContent('Last contact: Nov 20, 2026');
    expect(within(jane).getByRole('progressbar', { name: 'Stage progress' })).toHaveAttribute('aria-valuenow', '12.5');
    expect(jane).toHaveTextContent('Follow-up due');
    expect(jane).toHaveAttribute('data-follow-up-due', 'true');

    const omar = card('Omar Angel');
    expect(within(omar).getByRole('img', { name: 'Omar Angel' })).toHaveTextContent('OA');
    expect(omar).not.toHaveTextContent('Follow-up due');
    expect(within(card('Lin Capital')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '87.5');
  });

  it('counts the follow-ups due with the browser’s own day', async () => {
    const { requests } = renderTab();
    expect(await screen.findByText('Follow-ups due: 1')).toBeInTheDocument();
    const [request] = requestsTo(requests(), 'GET', '/dev/me/deals/follow-ups-due');
    expect(new URL(request?.url ?? '').searchParams.get('today')).toBe(TODAY);
  });

  it('moves a card to another column with its Stage select, keeping the focus on it', async () => {
    const { requests } = renderTab(undefined, {
      [`PATCH /dev/me/deals/${OMAR.id}`]: () => updatedResponse({ ...OMAR, stage: 'Interested' }),
    });
    await screen.findByRole('article', { name: 'Omar Angel' });
    const select = within(card('Omar Angel')).getByRole('combobox', { name: 'Stage' });
    select.focus();
    await userEvent.selectOptions(select, 'Interested');

    expect(within(column('Interested')).getByRole('article', { name: 'Omar Angel' })).toBeInTheDocument();
    expect(within(column('Lead')).queryByRole('article', { name: 'Omar Angel' })).not.toBeInTheDocument();
    expect(within(column('Lead')).getByRole('heading', { level: 3 })).toHaveTextContent('1 deal');
    await waitFor(() => expect(requestsTo(requests(), 'PATCH', `/dev/me/deals/${OMAR.id}`)).toHaveLength(1));
    const [patch] = requestsTo(requests(), 'PATCH', `/dev/me/deals/${OMAR.id}`);
    expect(await patch?.json()).toEqual({ stage: 'Interested' });
    expect(within(card('Omar Angel')).getByRole('combobox', { name: 'Stage' })).toHaveFocus();
    expect(screen.getByText('Moved Omar Angel to Interested.')).toBeInTheDocument();
  });

  it('puts the card back and says so when the move fails', async () => {
    renderTab(undefined, { [`PATCH /dev/me/deals/${OMAR.id}`]: () => jsonResponse({}, 500) });
    await screen.findByRole('article', { name: 'Omar Angel' });
    await userEvent.selectOptions(within(card('Omar Angel')).getByRole('combobox', { name: 'Stage' }), 'Closed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the deal');
    expect(within(column('Lead')).getByRole('article', { name: 'Omar Angel' })).toBeInTheDocument();
    expect(within(column('Closed')).queryByRole('article')).not.toBeInTheDocument();
  });

  it('moves a card by drag and drop', async () => {
    const { requests } = renderTab(undefined, {
      [`PATCH /dev/me/deals/${JANE.id}`]: () => updatedResponse({ ...JANE, stage: 'Meetings' }),
    });
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    };
    fireEvent.dragStart(jane, { dataTransfer });
    fireEvent.dragOver(column('Meetings'), { dataTransfer });
    fireEvent.drop(column('Meetings'), { dataTransfer });
    expect(within(column('Meetings')).getByRole('article', { name: 'Jane Partner' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(requests(), 'PATCH', `/dev/me/deals/${JANE.id}`)).toHaveLength(1));
  });

  it('the Passed filter shows the passed deals instead of the open ones', async () => {
    renderTab();
    await screen.findByRole('article', { name: 'Jane Partner' });
    const passed = screen.getByRole('button', { name: 'Passed (1)' });
    expect(passed).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(passed);
    expect(passed).toHaveAttribute('aria-pressed', 'true');
    expect(within(column('Interested')).getByRole('article', { name: 'Pat Passed' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Jane Partner' })).not.toBeInTheDocument();
  });

  it('the list view sorts by last contact and by next follow-up (no date last)', async () => {
    renderTab();
    await screen.findByRole('article', { name: 'Jane Partner' });
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Deals' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => within(cell).getByRole('button').textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Firm', 'Stage', 'Amount', 'Last contact', 'Next follow-up']);
    expect(header('Last contact')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(header('Last contact')).getByRole('button'));
    expect(header('Last contact')).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Omar Angel', 'Jane Partner', 'Lin Capital']);
    await userEvent.click(within(header('Last contact')).getByRole('button'));
    expect(header('Last contact')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Lin Capital', 'Jane Partner', 'Omar Angel']);

    await userEvent.click(within(header('Next follow-up')).getByRole('button'));
    expect(header('Next follow-up')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Last contact')).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Jane Partner', 'Omar Angel', 'Lin Capital']);
    await userEvent.click(within(header('Next follow-up')).getByRole('button'));
    expect(names()).toEqual(['Omar Angel', 'Jane Partner', 'Lin Capital']);

    const janeRow = within(table).getByRole('row', { name: /Jane Partner/ });
    expect(janeRow).toHaveTextContent('$1,000,000');
    expect(janeRow).toHaveTextContent('Jan 1, 2000 (due)');
  });

  it('explains how to add a deal when there is none', async () => {
    renderTab([]);
    expect(await screen.findByText('No deals yet')).toBeInTheDocument();
    expect(screen.getByText(/Choose “Add investor” to find one in the investor corpus/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deal stages' })).not.toBeInTheDocument();
  });

  it('says when the deals could not be loaded', async () => {
    renderTab(undefined, { 'GET /dev/me/deals': () => jsonResponse({}, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your deals');
  });

  it('Add investor: searches the corpus after a pause, chosen with the keyboard, creates the deal at Lead', async () => {
    const northwind = boardDeal({ kind: 'investor', investorId: 'inv-7', name: 'Northwind Ventures', firm: null });
    const { requests } = renderTab([JANE], {
      'GET /dev/me/investor-search': () =>
        jsonResponse({
          investors: [
            { id: 'inv-7', name: 'Northwind Ventures', kind: 'firm', dealCount: 12 },
            { id: 'inv-8', name: 'Northstar Angels', kind: 'person', dealCount: 3 },
          ],
        }),
      'POST /dev/me/deals': () => createdResponse(northwind),
    });
    await screen.findByRole('article', { name: 'Jane Partner' });
    await userEvent.click(screen.getByRole('button', { name: 'Add investor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add investor' });
    const search = within(dialog).getByRole('combobox', { name: 'Search investors by name' });
    await userEvent.type(search, 'North');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Investors' });
    // One request for the whole word, not one per key.
    const searches = requestsTo(requests(), 'GET', '/dev/me/investor-search');
    expect(searches.map((request) => new URL(request.url).searchParams.get('q'))).toEqual(['North']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Northwind VenturesFirm', 'Northstar AngelsPerson']);

    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getByRole('option', { name: /Northwind/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}');
    expect(search).toHaveValue('Northwind Ventures');
    expect(search).toHaveAttribute('aria-expanded', 'false');

    expect(within(dialog).getByRole('button', { name: 'Add Northwind Ventures' })).toBeEnabled();
    // Editing the text drops the choice: what is added is always what the field shows.
    await userEvent.type(search, 'x');
    expect(within(dialog).getByRole('button', { name: 'Choose an investor' })).toBeDisabled();
    await userEvent.type(search, '{Backspace}');
    const typed = () =>
      requestsTo(requests(), 'GET', '/dev/me/investor-search').map((request) =>
        new URL(request.url).searchParams.get('q'),
      );
    // Choosing searched nothing; the retyped name is searched once the typing pauses.
    await waitFor(() => expect(typed()).toEqual(['North', 'Northwind Ventures']));
    await within(dialog).findByRole('option', { name: /Northwind/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Northwind Ventures' }));
    expect(await within(column('Lead')).findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = requestsTo(requests(), 'POST', '/dev/me/deals');
    expect(await post?.json()).toEqual({ investorId: 'inv-7', stage: 'Lead' });
  });

  it('Add investor: a free-form contact needs a name, then starts at Lead; server errors stay in the dialog', async () => {
    const ada = boardDeal({ name: 'Ada Angel', firm: 'Ada Fund' });
    let answer = () => jsonResponse({ message: 'Ada Angel is already tracked for this round' }, 409);
    const { requests } = renderTab([], { 'POST /dev/me/deals': () => answer() });
    await screen.findByText('No deals yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add investor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add investor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(requestsTo(requests(), 'POST', '/dev/me/deals')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada Angel');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Firm' }), 'Ada Fund');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ada@fund.vc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ada Angel is already tracked for this round');

    answer = () => createdResponse(ada);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(column('Lead')).findByRole('article', { name: 'Ada Angel' })).toBeInTheDocument();
    const posts = requestsTo(requests(), 'POST', '/dev/me/deals');
    expect(await posts[1]?.json()).toEqual({
      contact: { name: 'Ada Angel', firm: 'Ada Fund', email: 'ada@fund.vc', linkedinUrl: null, photoUrl: null },
      stage: 'Lead',
    });
  });

  describe('on the investor side', () => {
    it('tracks founders: "Add founder" takes a contact only, the organisation is the company', async () => {
      const sam = boardDeal({ name: 'Sam Founder', firm: 'Acme Robotics' });
      const { requests } = renderTab([], { 'POST /dev/me/deals': () => createdResponse(sam) }, 'investor');
      expect(await screen.findByText(/Choose “Add founder” to track a founder/)).toBeInTheDocument();
      expect(screen.getByText(/Track each founder conversation/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add investor' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Add founder' }));
      const dialog = screen.getByRole('dialog', { name: 'Add founder' });
      expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(dialog).queryByText('From the investor corpus')).not.toBeInTheDocument();
      const form = within(dialog).getByRole('form', { name: 'Add founder' });
      await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Sam Founder');
      await userEvent.type(within(form).getByRole('textbox', { name: 'Company' }), 'Acme Robotics');
      await userEvent.click(within(form).getByRole('button', { name: 'Add founder' }));

      expect(await within(column('Lead')).findByRole('article', { name: 'Sam Founder' })).toBeInTheDocument();
      const [post] = requestsTo(requests(), 'POST', '/dev/me/deals');
      expect(await post?.json()).toEqual({
        contact: { name: 'Sam Founder', firm: 'Acme Robotics', email: null, linkedinUrl: null, photoUrl: null },
        stage: 'Lead',
      });
      await userEvent.click(screen.getByRole('button', { name: 'List' }));
      expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Firm' })).not.toBeInTheDocument();
    });
  });
});

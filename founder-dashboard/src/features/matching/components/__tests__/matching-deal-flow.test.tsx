import { endpoints, type Deal, type DealDetail } from '@pear/contract';
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
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GET_INFO, MATCH_STATUS, MATCHES } from '../../../../testing/fixtures';
import FounderDashboardRoutes from '../../../../app/routes';
import { useInvestorMatches } from '../../hooks/use-investor-matches';
import { MatchingTab } from '../matching-tab';

const dealWith = (investorId: string, name: string, stage: Deal['stage'] = 'Lead'): Deal => ({
  id: `00000000-0000-4000-8000-00000000000${investorId.slice(-1)}`,
  counterpart: {
    kind: 'investor',
    investorId,
    userId: null,
    name,
    firm: null,
    email: null,
    linkedinUrl: null,
    photoUrl: null,
  },
  stage,
  round: '',
  amountUsd: null,
  nextFollowUp: null,
  introSource: 'AI Matching',
  outcome: 'open',
  passReason: null,
  notes: null,
  lastContact: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

const detailOf = (deal: Deal): DealDetail => ({ deal, timeline: [] });

/** Jane Partner (inv-1) is already in Deal Flow; Sam Angel (inv-2) is not. */
const JANE_DEAL = dealWith('inv-1', 'Jane Partner');
const SAM_DEAL = dealWith('inv-2', 'Sam Angel');

const apiRoutes = (routes: Record<string, FetchRoute>) => {
  getAppState().setAuthToken('token-1');
  return mockApiRoutes({
    'GET /dev/me/matches': () => contractResponse(endpoints.getMatches, 200, MATCHES),
    'GET /dev/me/match-status': () => contractResponse(endpoints.getMatchStatus, 200, MATCH_STATUS),
    'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, { received: [], sent: [] }),
    'GET /dev/me/deals': () => contractResponse(endpoints.listDeals, 200, { deals: [JANE_DEAL] }),
    ...routes,
  });
};

function MatchingTabWithData() {
  return <MatchingTab {...useInvestorMatches()} />;
}

const renderTab = (routes: Record<string, FetchRoute> = {}) => {
  const fetchMock = apiRoutes(routes);
  renderWithUi(<MatchingTabWithData />);
  return fetchMock;
};

const DRAFT = { subject: 'Acme x Sam', body: 'Hi Sam,\n\nAcme builds payment rails.' };

const openDraftFor = async (name: string) => {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: /Draft intro e-mail/ }));
  const dialog = screen.getByRole('dialog', { name: `Intro e-mail to ${name}` });
  await within(dialog).findByRole('textbox', { name: 'Subject' });
  return dialog;
};

describe('AI Matching → Deal Flow', () => {
  beforeEach(useTestConfig);

  it('reads "In Deal Flow" for a matched investor who already has a deal (after a reload too)', async () => {
    renderTab();
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    expect(await within(jane).findByRole('button', { name: 'In Deal Flow' })).toBeInTheDocument();
    expect(within(jane).queryByRole('button', { name: 'Add to Deal Flow' })).not.toBeInTheDocument();
    const sam = screen.getByRole('article', { name: 'Sam Angel' });
    expect(within(sam).getByRole('button', { name: 'Add to Deal Flow' })).toBeEnabled();
  });

  it('"Add to Deal Flow" adds the match by its investor id, then reads "In Deal Flow"', async () => {
    const { requests } = renderTab({
      'POST /dev/me/deals/from-match': () => contractResponse(endpoints.addDealFromMatch, 201, detailOf(SAM_DEAL)),
    });
    const sam = await screen.findByRole('article', { name: 'Sam Angel' });
    await userEvent.click(within(sam).getByRole('button', { name: 'Add to Deal Flow' }));

    expect(await within(sam).findByRole('button', { name: 'In Deal Flow' })).toHaveFocus();
    const sent = requestsTo(requests(), 'POST', '/dev/me/deals/from-match');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ investorId: 'inv-2' });
  });

  it('says why a match could not be added, and offers "Add to Deal Flow" again', async () => {
    renderTab({ 'POST /dev/me/deals/from-match': () => new Response(null, { status: 500 }) });
    const sam = await screen.findByRole('article', { name: 'Sam Angel' });
    await userEvent.click(within(sam).getByRole('button', { name: 'Add to Deal Flow' }));
    expect(await within(sam).findByRole('alert')).toHaveTextContent('Failed to add this investor to Deal Flow');
    expect(within(sam).getByRole('button', { name: 'Add to Deal Flow' })).toBeEnabled();
  });

  it('offers "Add to Deal Flow" when the deals cannot be read (adding twice returns the same deal)', async () => {
    renderTab({ 'GET /dev/me/deals': () => jsonResponse({ message: 'boom' }, 500) });
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    expect(within(jane).getByRole('button', { name: 'Add to Deal Flow' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Mark as sent" records the edited e-mail, confirms "Recorded in Deal Flow", and the card reads "In Deal Flow"', async () => {
    const user = userEvent.setup();
    const { requests } = renderTab({
      'POST /dev/me/outreach-draft': () => contractResponse(endpoints.draftOutreach, 200, DRAFT),
      'POST /dev/me/deals/intro-sent': () =>
        contractResponse(endpoints.markIntroSent, 200, detailOf({ ...SAM_DEAL, stage: 'Contacted' })),
    });
    const dialog = await openDraftFor('Sam Angel');
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Intro: Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Recorded in Deal Flow');
    // Once: a second click would put the same e-mail on the timeline twice.
    expect(within(dialog).getByRole('button', { name: 'Mark as sent' })).toBeDisabled();
    const sent = requestsTo(requests(), 'POST', '/dev/me/deals/intro-sent');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ investorId: 'inv-2', subject: 'Intro: Acme', body: DRAFT.body });

    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(close[close.length - 1] as HTMLElement);
    const sam = screen.getByRole('article', { name: 'Sam Angel' });
    expect(within(sam).getByRole('button', { name: 'In Deal Flow' })).toBeInTheDocument();
  });

  it('"Mark as sent" shows the error and can be tried again', async () => {
    renderTab({
      'POST /dev/me/outreach-draft': () => contractResponse(endpoints.draftOutreach, 200, DRAFT),
      'POST /dev/me/deals/intro-sent': () => jsonResponse({ message: 'Investor not found' }, 404),
    });
    const dialog = await openDraftFor('Sam Angel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Investor not found');
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(within(dialog).getByRole('button', { name: 'Mark as sent' })).toBeEnabled();
  });

  it('"In Deal Flow" opens the Deal Flow tab of the dashboard and moves focus to it', async () => {
    apiRoutes({ 'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO) });
    renderWithUi(<FounderDashboardRoutes />, { route: '/founders' });
    // The dashboard page is a lazy chunk of the routes: it arrives after the first render.
    await userEvent.click(await screen.findByRole('tab', { name: 'AI Matching' }));
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    await userEvent.click(await within(jane).findByRole('button', { name: 'In Deal Flow' }));

    const dealFlow = screen.getByRole('tab', { name: 'Deal Flow' });
    expect(dealFlow).toHaveAttribute('aria-selected', 'true');
    expect(dealFlow).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Deal Flow' });
    expect(within(panel).getByRole('heading', { name: 'Deal Flow CRM' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Investor matches' })).not.toBeInTheDocument();
  });
});

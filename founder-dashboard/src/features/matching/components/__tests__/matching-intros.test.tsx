import { endpoints, type IntroList, type IntroRequest, type InvestorMatch as MatchRecord } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  introRequestFixture,
  investorMatchFixture,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MATCH_STATUS } from '../../../../testing/fixtures';
import { useInvestorMatches } from '../../hooks/use-investor-matches';
import { MatchingTab } from '../matching-tab';

const ANN_ID = '9b0c1d2e-5555-4000-8000-000000000001';
const INTRO_ID = '9b0c1d2e-6666-4000-8000-000000000001';

/** Northwind Ventures, claimed on Pear by Ann Member; the intro between her and the founder as given. */
const claimed = (intro: NonNullable<MatchRecord['on_pear']>['intro'] = null, extra: Partial<MatchRecord> = {}) =>
  investorMatchFixture({
    user_id: 'inv-1',
    full_name: 'Northwind Ventures',
    name: 'Northwind Ventures',
    on_pear: { member_user_id: ANN_ID, member_name: 'Ann Member', intro },
    ...extra,
  });
const UNCLAIMED = investorMatchFixture({ user_id: 'inv-2', full_name: 'Sam Angel', name: 'Sam Angel' });

/** What the server answers once the founder's request exists: pending, with Ann's card. */
const sentIntro = (overrides: Partial<IntroRequest> = {}) =>
  introRequestFixture({
    id: INTRO_ID,
    direction: 'sent',
    message: 'Would love your view on our seed round',
    counterpart: { userId: ANN_ID, name: 'Ann Member', company: 'Northwind Ventures' },
    ...overrides,
  });

function MatchingTabWithData() {
  return <MatchingTab {...useInvestorMatches()} />;
}

const renderTab = (matches: MatchRecord[], intros: IntroList, routes: Record<string, FetchRoute> = {}) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes({
    'GET /dev/me/matches': () => contractResponse(endpoints.getMatches, 200, matches),
    'GET /dev/me/match-status': () => contractResponse(endpoints.getMatchStatus, 200, MATCH_STATUS),
    'GET /dev/me/deals': () => contractResponse(endpoints.listDeals, 200, { deals: [] }),
    'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, intros),
    ...routes,
  });
  renderWithUi(<MatchingTabWithData />);
  return fetchMock;
};

const NO_INTROS: IntroList = { received: [], sent: [] };
const card = (name: string) => screen.findByRole('article', { name });

describe('AI Matching: investors on Pear and double opt-in intros', () => {
  beforeEach(useTestConfig);

  it('shows "On Pear" with the member\'s name and Request Intro only on a claimed investor\'s card', async () => {
    renderTab([claimed(), UNCLAIMED], NO_INTROS);
    const northwind = await card('Northwind Ventures');
    expect(within(northwind).getByText('On Pear')).toBeInTheDocument();
    expect(northwind).toHaveTextContent('On PearAnn Member');
    expect(within(northwind).getByRole('button', { name: 'Request Intro' })).toBeInTheDocument();
    const sam = await card('Sam Angel');
    expect(within(sam).queryByText('On Pear')).not.toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: 'Request Intro' })).not.toBeInTheDocument();
    // No requests yet: no section for them.
    expect(screen.queryByRole('region', { name: 'Intro requests' })).not.toBeInTheDocument();
  });

  it('Request Intro sends the message, then the card and the Intro requests section read "No response yet"', async () => {
    const { requests } = renderTab([claimed()], NO_INTROS, {
      'POST /dev/me/intros': () => contractResponse(endpoints.requestIntro, 201, sentIntro()),
    });
    await userEvent.click(within(await card('Northwind Ventures')).getByRole('button', { name: 'Request Intro' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an intro to Ann Member' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      'Would love your view on our seed round',
    );
    expect(dialog).toHaveTextContent('38 / 1000 characters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = requestsTo(requests(), 'POST', '/dev/me/intros');
    expect(await post?.json()).toEqual({ toUserId: ANN_ID, message: 'Would love your view on our seed round' });
    const northwind = await card('Northwind Ventures');
    expect(within(northwind).getByRole('status')).toHaveTextContent('No response yet');
    expect(within(northwind).queryByRole('button', { name: 'Request Intro' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Intro requests' });
    expect(within(section).getByRole('article', { name: 'Ann Member' })).toHaveTextContent('No response yet');
  });

  it("keeps the dialog open with the server's reason when the request is refused", async () => {
    renderTab([claimed()], NO_INTROS, {
      'POST /dev/me/intros': () => jsonResponse({ message: 'You can send 10 intro requests a day.' }, 429),
    });
    await userEvent.click(within(await card('Northwind Ventures')).getByRole('button', { name: 'Request Intro' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an intro to Ann Member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can send 10 intro requests a day.');
  });

  it('a privately declined request still reads "No response yet" on the card', async () => {
    renderTab([claimed({ id: INTRO_ID, direction: 'sent', status: 'declined' })], {
      received: [],
      sent: [sentIntro({ status: 'declined' })],
    });
    const northwind = await card('Northwind Ventures');
    expect(within(northwind).getByRole('status')).toHaveTextContent('No response yet');
    expect(northwind).not.toHaveTextContent('Declined');
  });

  it('once accepted the card shows Copy Email, LinkedIn and Book a meeting with what the server sends', async () => {
    renderTab(
      [
        claimed(
          { id: INTRO_ID, direction: 'sent', status: 'accepted' },
          { email: 'ann@northwind.vc', linkedin: 'linkedin.com/in/ann', meeting_link: 'https://cal.example/ann' },
        ),
      ],
      { received: [], sent: [sentIntro({ status: 'accepted' })] },
    );
    const northwind = await card('Northwind Ventures');
    expect(within(northwind).getByRole('status')).toHaveTextContent('Intro accepted');
    expect(within(northwind).getByRole('button', { name: 'Copy Email' })).toBeInTheDocument();
    expect(within(northwind).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/ann',
    );
    expect(within(northwind).getByRole('link', { name: 'Book a meeting' })).toHaveAttribute(
      'href',
      'https://cal.example/ann',
    );
  });

  it("accepting a received request shows the investor's e-mail on their card at once", async () => {
    const received = introRequestFixture({
      id: INTRO_ID,
      direction: 'received',
      counterpart: { userId: ANN_ID, name: 'Ann Member', company: 'Northwind Ventures' },
    });
    const accepted = {
      ...received,
      status: 'accepted' as const,
      decidedAt: '2026-11-21T10:00:00.000Z',
      counterpart: { ...received.counterpart, email: 'ann@northwind.vc', meetingLink: 'https://cal.example/ann' },
    };
    const { requests } = renderTab(
      [claimed({ id: INTRO_ID, direction: 'received', status: 'pending' })],
      { received: [received], sent: [] },
      {
        'POST /dev/me/intros/9b0c1d2e-6666-4000-8000-000000000001/accept': () =>
          contractResponse(endpoints.acceptIntro, 200, { intro: accepted, dealId: 'deal-1' }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Intro requests' });
    const request = within(section).getByRole('article', { name: 'Ann Member' });
    expect(within(request).getByRole('group', { name: 'Why you match' })).toHaveTextContent(
      'Invests in Fintech, your industry',
    );
    const northwind = await card('Northwind Ventures');
    expect(within(northwind).getByRole('status')).toHaveTextContent('Waiting for your answer');
    expect(within(northwind).queryByRole('button', { name: 'Copy Email' })).not.toBeInTheDocument();

    await userEvent.click(within(request).getByRole('button', { name: 'Accept' }));

    expect(await within(request).findByRole('link', { name: 'ann@northwind.vc' })).toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', `/dev/me/intros/${INTRO_ID}/accept`)).toHaveLength(1);
    expect(within(northwind).getByRole('status')).toHaveTextContent('Intro accepted');
    expect(within(northwind).getByRole('button', { name: 'Copy Email' })).toBeInTheDocument();
    expect(within(northwind).getByRole('link', { name: 'Book a meeting' })).toBeInTheDocument();
  });

  it('Decline answers the request, which then reads "Declined" for the founder only', async () => {
    const received = introRequestFixture({ id: INTRO_ID, counterpart: { userId: ANN_ID, name: 'Ann Member' } });
    renderTab(
      [],
      { received: [received], sent: [] },
      {
        [`POST /dev/me/intros/${INTRO_ID}/decline`]: () =>
          contractResponse(endpoints.declineIntro, 200, { intro: { ...received, status: 'declined' }, dealId: null }),
      },
    );
    const request = within(await screen.findByRole('region', { name: 'Intro requests' })).getByRole('article', {
      name: 'Ann Member',
    });
    await userEvent.click(within(request).getByRole('button', { name: 'Decline' }));
    expect(await within(request).findByText('Declined')).toBeInTheDocument();
    expect(within(request).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the intro requests could not be loaded', async () => {
    renderTab([claimed()], NO_INTROS, { 'GET /dev/me/intros': () => jsonResponse({}, 500) });
    expect(await screen.findByText('Failed to load your intro requests')).toBeInTheDocument();
  });
});

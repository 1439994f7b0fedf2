import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  investorClaimFixture,
  investorDashboardFixture,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { InvestorDashboardPage } from '../investor-dashboard-page';

const dashboardRoute = (dashboard = investorDashboardFixture()) => ({
  'GET /dev/investor/profile': () => contractResponse(endpoints.getInvestorDashboard, 200, dashboard),
});

describe('/investors', () => {
  beforeEach(() => {
    useTestConfig();
    getAppState().setAuthToken('investor-token');
  });
  afterEach(() => jest.useRealTimers());

  it('shows the header: initials, name, firm, the claim badge and the counting VibeScore with its three parts', async () => {
    jest.useFakeTimers();
    mockApiRoutes(dashboardRoute(investorDashboardFixture({ claim: investorClaimFixture() })));
    renderWithUi(<InvestorDashboardPage />, { route: '/investors' });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading your profile…');
    expect(document.title).toBe('Investor Dashboard — Pear');

    const name = await screen.findByRole('heading', { name: 'Grace Hopper', level: 2 });
    const header = within(name.closest('header') as HTMLElement);
    expect(header.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
    expect(header.getByText('Harbor Ventures')).toBeInTheDocument();
    expect(header.getByText('On Pear · Harbor Ventures')).toBeInTheDocument();
    const vibe = header.getByRole('region', { name: 'VibeScore' });
    expect(within(vibe).getByTestId('vibe-score-value')).toHaveTextContent('0');
    await act(async () => {
      // 58 steps of 1 (spec §4: max(1, floor(score / 40)) per 50 ms tick).
      await jest.advanceTimersByTimeAsync(50 * 60);
    });
    expect(within(vibe).getByTestId('vibe-score-value')).toHaveTextContent('58');
    const parts = within(vibe).getByRole('list', { name: 'What your VibeScore is made of' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile and thesis: 32 / 40Thesis, focus and check size are filled in.',
      'Portfolio evidence: 16 / 40One portfolio company; claim your history to add more.',
      'Responsiveness: 10 / 20No intro requests answered yet.',
    ]);
  });

  it('says the profile is not claimed yet, and has the five tabs of the spec', async () => {
    mockApiRoutes(dashboardRoute());
    renderWithUi(<InvestorDashboardPage />, { route: '/investors' });
    expect(await screen.findByText('Profile not claimed yet')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Portfolio',
      'Matches',
      'Deal Flow',
      'Settings',
    ]);
    expect(screen.getByRole('region', { name: 'Claim your investor profile' })).toBeInTheDocument();
  });

  it('reads the matches only when Matches is opened, and shows the shared CRM on Deal Flow with founders', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      ...dashboardRoute(),
      'GET /dev/investor/matches': () => contractResponse(endpoints.getFounderMatches, 200, { founders: [] }),
      'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, { received: [], sent: [] }),
      'GET /dev/me/deals': () => contractResponse(endpoints.listDeals, 200, { deals: [] }),
      'GET /dev/me/deals/follow-ups-due': () =>
        contractResponse(endpoints.getFollowUpsDue, 200, { count: 0, today: '2026-11-25' }),
    });
    renderWithUi(<InvestorDashboardPage />, { route: '/investors' });
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 2 });
    expect(requestsTo(requests(), 'GET', '/dev/investor/matches')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(await screen.findByText('No founder matches yet')).toBeInTheDocument();
    expect(requestsTo(requests(), 'GET', '/dev/investor/matches')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Deal Flow' }));
    expect(await screen.findByRole('button', { name: 'Add founder' })).toBeInTheDocument();
  });

  it('a profile edit on one tab shows on the others (Settings saves, the header keeps the same data)', async () => {
    const user = userEvent.setup();
    const saved = investorDashboardFixture({
      profile: { ...investorDashboardFixture().profile, firmName: 'Harbor Capital' },
    });
    mockApiRoutes({
      ...dashboardRoute(),
      'PATCH /dev/investor/profile': () => contractResponse(endpoints.updateInvestorProfile, 200, saved),
    });
    renderWithUi(<InvestorDashboardPage />, { route: '/investors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Firm name' }));
    const input = screen.getByRole('textbox', { name: 'Firm name' });
    await user.clear(input);
    await user.type(input, 'Harbor Capital');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const header = screen.getByRole('heading', { name: 'Grace Hopper', level: 2 }).closest('header') as HTMLElement;
    expect(await within(header).findByText('Harbor Capital')).toBeInTheDocument();
  });

  it("shows the server's message when the dashboard cannot be read (a founder's session: 403)", async () => {
    mockApiRoutes({
      'GET /dev/investor/profile': () =>
        jsonResponse({ error: 'forbidden', message: 'This page is for investors.', statusCode: 403 }, 403),
    });
    renderWithUi(<InvestorDashboardPage />, { route: '/investors' });
    expect(await screen.findAllByText('This page is for investors.')).toHaveLength(2);
  });
});

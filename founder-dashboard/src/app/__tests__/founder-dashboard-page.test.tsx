import { getAppState } from '@pear/shared/store';
import { endpoints } from '@pear/contract';
import {
  contractResponse,
  findMatchResultFixture,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GET_INFO, MATCH_STATUS, MATCHES } from '../../testing/fixtures';
import { FounderDashboardPage } from '../founder-dashboard-page';

// The page itself (routes.tsx loads it as a lazy chunk; routes.test.tsx covers that).
const renderDashboard = () => renderWithUi(<FounderDashboardPage />, { route: '/founders' });

describe('/founders', () => {
  beforeEach(useTestConfig);
  afterEach(() => jest.useRealTimers());

  it('shows a spinner while loading, then the header with the founder, badges and the counting VibeScore', async () => {
    jest.useFakeTimers();
    getAppState().setAuthToken('token-1');
    mockApiRoutes({ 'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO) });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(document.title).toBe('Founder Dashboard — Pear');

    const name = await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 });
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
    const profile = name.closest('header');
    expect(profile).not.toBeNull();
    const scope = within(profile as HTMLElement);
    expect(scope.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(scope.getByText('Acme · Fintech')).toBeInTheDocument();
    expect(scope.getByText('London')).toBeInTheDocument();
    expect(scope.getByText('Seed')).toBeInTheDocument();
    expect(scope.getByText('Raising $2M')).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Update Resume' })).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Update Pitchdeck' })).toBeInTheDocument();

    const vibe = scope.getByRole('region', { name: 'VibeScore' });
    expect(within(vibe).getByTestId('vibe-score-value')).toHaveTextContent('0');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(within(vibe).getByTestId('vibe-score-value')).toHaveTextContent('2');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50 * 41);
    });
    expect(within(vibe).getByTestId('vibe-score-value')).toHaveTextContent('82');
    expect(vibe).toHaveTextContent('Great');
  });

  it('says "Missing authentication token" in the header without a token, and calls nothing', async () => {
    const { spy } = mockApiRoutes({});
    renderDashboard();
    const alert = screen.getAllByRole('alert')[0];
    expect(alert).toHaveTextContent('Missing authentication token');
    expect(alert?.closest('header')).not.toBeNull();
    // The Media & Content panel reads nothing either, and says why.
    const media = screen.getByRole('complementary', { name: 'Media & Content' });
    expect(await within(media).findByRole('alert')).toHaveTextContent('Missing authentication token');
    expect(spy).not.toHaveBeenCalled();
  });

  it('says "Failed to fetch user data" when get-info fails', async () => {
    getAppState().setAuthToken('token-1');
    mockApiRoutes({
      'GET /dev/me/get-info': () => jsonResponse({ message: 'Token revoked' }, 401),
      'GET /dev/me/media': () => contractResponse(endpoints.getMedia, 200, { items: [] }),
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data');
    expect(screen.queryByRole('button', { name: 'Update Resume' })).not.toBeInTheDocument();
  });

  it('shows "Calculating..." when there is no VibeScore yet', async () => {
    getAppState().setAuthToken('token-1');
    const { vibe_score: _none, ...founder } = GET_INFO.founder;
    mockApiRoutes({ 'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, { ...GET_INFO, founder }) });
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'VibeScore' })).toHaveTextContent('Calculating...');
  });

  it('has the six tabs and the Media & Content panel, and switches tabs', async () => {
    getAppState().setAuthToken('token-1');
    mockApiRoutes({
      'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO),
      'GET /dev/me/media': () => contractResponse(endpoints.getMedia, 200, { items: [] }),
      'GET /dev/me/matches': () => contractResponse(endpoints.getMatches, 200, MATCHES),
      'GET /dev/me/match-status': () => contractResponse(endpoints.getMatchStatus, 200, MATCH_STATUS),
    });
    renderDashboard();
    const tabs = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'AI Matching', 'Data Room', 'Applications', 'Deal Flow', 'Settings']);
    expect(within(tabs).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'AI Founder Summary' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('complementary', { name: 'Media & Content' })).findByText('No media yet'),
    ).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'AI Matching' }));
    expect(screen.getByRole('heading', { name: 'AI-Powered Investor Matches' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jane Partner' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Deal Flow' }));
    expect(screen.getByRole('heading', { name: 'Deal Flow CRM' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AI-Powered Investor Matches' })).not.toBeInTheDocument();
  });

  it('reads the matches only when AI Matching is opened, and keeps them across tab switches', async () => {
    getAppState().setAuthToken('token-1');
    const { requests } = mockApiRoutes({
      'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO),
      'GET /dev/me/matches': () => contractResponse(endpoints.getMatches, 200, MATCHES),
      'GET /dev/me/match-status': () => contractResponse(endpoints.getMatchStatus, 200, MATCH_STATUS),
      'POST /dev/me/find-matches': () =>
        contractResponse(endpoints.findMatches, 200, {
          results: [findMatchResultFixture({ InvestorId: 'inv-9', InvestorName: 'Lee Seed', MatchScore: 80 })],
        }),
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'AI Founder Summary' });
    expect(requestsTo(requests(), 'GET', '/dev/me/matches')).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'AI Matching' }));
    await screen.findByRole('heading', { name: 'Jane Partner' });
    await userEvent.click(screen.getByRole('button', { name: 'Find new matches' }));
    await screen.findByRole('heading', { name: 'Lee Seed' });

    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('tab', { name: 'AI Matching' }));
    expect(screen.getByRole('heading', { name: 'Lee Seed' })).toBeInTheDocument();
    expect(requestsTo(requests(), 'GET', '/dev/me/matches')).toHaveLength(1);
  });
});

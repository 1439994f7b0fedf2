import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  jsonResponse,
  mockFetch,
  renderWithUi,
  useTestConfig,
  vibeScoreFixture,
} from '@pear/shared/testing';
import { Route, Routes } from '@pear/shared/router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { readBreakdown, VibeScorePage } from '../vibescore-page';

const renderPage = () =>
  renderWithUi(
    <Routes>
      <Route path="/signup/vibescore" element={<VibeScorePage />} />
      <Route path="/founders" element={<p>Founder dashboard</p>} />
    </Routes>,
    { route: '/signup/vibescore' },
  );

describe('VibeScorePage', () => {
  beforeEach(useTestConfig);
  afterEach(() => jest.useRealTimers());

  it('counts up to the score in steps of max(1, floor(score/40)) every 50 ms, then shows its label and breakdown', async () => {
    jest.useFakeTimers();
    getAppState().setAuthToken('token-1');
    mockFetch(() => contractResponse(endpoints.getVibeScore, 200, vibeScoreFixture(78)));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Calculating your VibeScore…');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('0')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50 * 77);
    });
    expect(screen.getByText('78')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Great — VibeScore 78 out of 100');
    expect(screen.getByRole('list', { name: 'What your VibeScore is made of' })).toHaveTextContent(
      'Pitch deck: 30 / 35Your deck covers 6 of 7 key sections; add traction.',
    );
  });

  it('View Matches goes to /founders', async () => {
    getAppState().setAuthToken('token-1');
    mockFetch(() => contractResponse(endpoints.getVibeScore, 200, vibeScoreFixture(90)));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'View Matches' }));
    expect(screen.getByText('Founder dashboard')).toBeInTheDocument();
  });

  it('says "Missing authentication token" without a token', () => {
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing authentication token');
  });

  it("shows the server's message followed by the status and body", async () => {
    getAppState().setAuthToken('token-1');
    mockFetch(() => jsonResponse({ message: 'Upload your pitch deck or resume first.' }, 404));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload your pitch deck or resume first.');
    expect(alert).toHaveTextContent('status 404: {"message":"Upload your pitch deck or resume first."}');
  });

  it('falls back to "Failed to fetch vibescore"', async () => {
    getAppState().setAuthToken('token-1');
    mockFetch(() => new Response('', { status: 500 }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch vibescore');
  });

  it('shows the score without a breakdown when the API sends only a score (spec §7: score, else 0)', async () => {
    jest.useFakeTimers();
    getAppState().setAuthToken('token-1');
    mockFetch(() => jsonResponse({ score: 64 }));
    renderPage();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50 * 64);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Good — VibeScore 64 out of 100');
    expect(screen.getByRole('list', { name: 'What your VibeScore is made of' })).toBeEmptyDOMElement();
  });

  it('reports an answer the contract does not describe with its status and body', async () => {
    getAppState().setAuthToken('token-1');
    mockFetch(() => jsonResponse({ vibe_score: 70, breakdown: { deck: 40 } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch vibescore');
    expect(alert).toHaveTextContent('status 200: {"vibe_score":70,"breakdown":{"deck":40}}');
  });

  it('labels the four components in order', () => {
    expect(readBreakdown(vibeScoreFixture().breakdown).map(({ label, score }) => `${label} ${score}`)).toEqual([
      'Pitch deck 30',
      'Traction 8',
      'Team 20',
      'Profile 20',
    ]);
    expect(readBreakdown(undefined)).toEqual([]);
  });
});

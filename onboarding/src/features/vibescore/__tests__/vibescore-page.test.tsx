import { getAppState } from '@pear/shared/store';
import { jsonResponse, mockFetch, renderWithUi, useTestConfig } from '@pear/shared/testing';
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

const BREAKDOWN = {
  deck: { score: 30, max: 35, explanation: 'Your deck covers 6 of 7 key sections; add traction.' },
  traction: { score: 8, max: 20, explanation: '1 traction figure found.' },
  team: { score: 20, max: 25, explanation: '2 team members in the deck.' },
  profile: { score: 20, max: 20, explanation: 'Your profile is complete.' },
};

describe('VibeScorePage', () => {
  beforeEach(useTestConfig);
  afterEach(() => jest.useRealTimers());

  it('counts up to the score in steps of max(1, floor(score/40)) every 50 ms, then shows its label and breakdown', async () => {
    jest.useFakeTimers();
    getAppState().setAuthToken('token-1');
    mockFetch(() => jsonResponse({ vibe_score: 78, breakdown: BREAKDOWN }));
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
    mockFetch(() => jsonResponse({ vibe_score: 90 }));
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

  it('reads only well-formed breakdown entries', () => {
    expect(readBreakdown({ deck: { score: 5, max: 35 }, odd: 'x', bad: { score: '5' } })).toEqual([
      { label: 'Pitch deck', score: 5, max: 35, explanation: '' },
    ]);
  });
});

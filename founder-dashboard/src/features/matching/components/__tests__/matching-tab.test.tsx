import { endpoints, type FindMatchResult } from '@pear/contract';
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
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MATCH_STATUS, MATCHES } from '../../../../testing/fixtures';
import { useInvestorMatches } from '../../hooks/use-investor-matches';
import { MatchingTab } from '../matching-tab';

function MatchingTabWithData() {
  return <MatchingTab {...useInvestorMatches()} />;
}

const FOUND = {
  results: [
    {
      InvestorId: 'inv-9',
      InvestorName: 'Lee Seed',
      InvestorCompany: 'Seedcamp',
      InvestorTitle: 'Venture firm',
      InvestorInterests: 'Fintech, Marketplaces, Unknown, Health, AI',
      Reason: 'Backs fintech at seed',
      MatchScore: 88.4,
      InvestorEmail: null,
      InvestorLinkedin: null,
    },
  ] satisfies FindMatchResult[],
};

const renderTab = (routes: Record<string, FetchRoute> = {}) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes({
    'GET /dev/me/matches': () => contractResponse(endpoints.getMatches, 200, MATCHES),
    'GET /dev/me/match-status': () => contractResponse(endpoints.getMatchStatus, 200, MATCH_STATUS),
    'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, { received: [], sent: [] }),
    ...routes,
  });
  renderWithUi(<MatchingTabWithData />);
  return fetchMock;
};

const mockClipboard = () => {
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
};

/** A response the test releases by hand, to see the busy label. */
const deferred = () => {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve: (response: Response) => resolve(response) };
};

describe('AI Matching tab', () => {
  beforeEach(useTestConfig);
  afterEach(() => jest.useRealTimers());

  it('lists the matches with percent, name, title, at most 3 interest tags and why they match', async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'AI-Powered Investor Matches', level: 2 })).toBeInTheDocument();
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    expect(jane).toHaveTextContent('92% match');
    expect(jane).toHaveTextContent('Venture firm · Northwind Ventures');
    expect(within(within(jane).getByRole('list', { name: 'Interests' })).getAllByRole('listitem')).toHaveLength(3);
    expect(jane).not.toHaveTextContent('Climate');
    expect(within(jane).getByRole('group', { name: 'Why This is a Good Match' })).toHaveTextContent(
      'Invests in fintechBacks seed rounds',
    );
    expect(jane).toHaveTextContent('Invests at: Seed, Series A');
    expect(jane).toHaveTextContent('Previously invested in: Stripe, Plaid');
    expect(within(jane).getByRole('button', { name: 'Copy Email' })).toBeInTheDocument();
    expect(within(jane).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/jane',
    );
    expect(screen.getByText('Investor data from CrunchBase (crunchbase.com), 2013 export, CC-BY')).toBeInTheDocument();
  });

  it('hides a missing e-mail and LinkedIn, and placeholder values', async () => {
    renderTab();
    const sam = await screen.findByRole('article', { name: 'Sam Angel' });
    expect(sam).toHaveTextContent('Angel investor');
    expect(sam).toHaveTextContent('74%');
    expect(within(sam).queryByRole('button', { name: 'Copy Email' })).not.toBeInTheDocument();
    expect(within(sam).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(within(sam).queryByRole('list', { name: 'Interests' })).not.toBeInTheDocument();
    expect(sam).not.toHaveTextContent('General Investment');
    expect(sam).not.toHaveTextContent('Unknown');
  });

  it('shows the plan and the day’s quota near the title', async () => {
    renderTab();
    expect(await screen.findByText('Plan: Pro (trial until Dec 5) · 3 of 5 matches left today')).toBeInTheDocument();
  });

  it('Copy Email copies the address and reads "Copied!" for 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = mockClipboard();
    renderTab();
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    await user.click(within(jane).getByRole('button', { name: 'Copy Email' }));
    expect(writeText).toHaveBeenCalledWith('jane@northwind.vc');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(within(jane).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1499);
    });
    expect(within(jane).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(within(jane).getByRole('button', { name: 'Copy Email' })).toBeInTheDocument();
  });

  it('"Find new matches" reads "Finding new matches..." while busy, then shows the new matches first', async () => {
    const found = deferred();
    const { requests } = renderTab({ 'POST /dev/me/find-matches': () => found.promise });
    await screen.findByRole('article', { name: 'Jane Partner' });
    await userEvent.click(screen.getByRole('button', { name: 'Find new matches' }));
    expect(screen.getByRole('button', { name: 'Finding new matches...' })).toBeDisabled();

    found.resolve(contractResponse(endpoints.findMatches, 200, FOUND));
    const lee = await screen.findByRole('article', { name: 'Lee Seed' });
    expect(lee).toHaveTextContent('88%');
    expect(lee).toHaveTextContent('Venture firm · Seedcamp');
    expect(
      within(lee)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fintech', 'Marketplaces', 'Health']);
    expect(within(lee).getByRole('group', { name: 'Why This is a Good Match' })).toHaveTextContent(
      'Backs fintech at seed',
    );
    expect(within(lee).queryByRole('button', { name: 'Copy Email' })).not.toBeInTheDocument();
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(['Lee Seed', 'Jane Partner', 'Sam Angel']);
    expect(screen.getByRole('button', { name: 'Find new matches' })).toBeEnabled();

    const [sent] = requestsTo(requests(), 'POST', '/dev/me/find-matches');
    expect(await sent?.text()).toBe('');
    // The quota is read again after a search.
    expect(requestsTo(requests(), 'GET', '/dev/me/match-status')).toHaveLength(2);
  });

  it("shows the server's message in the red line when the day's matches are used (429)", async () => {
    const message = "You've used today's 5 matches on the Pro plan. New matches tomorrow.";
    renderTab({ 'POST /dev/me/find-matches': () => jsonResponse({ message }, 429) });
    await screen.findByRole('article', { name: 'Jane Partner' });
    await userEvent.click(screen.getByRole('button', { name: 'Find new matches' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says "Failed to find new matches" when the server gives no reason', async () => {
    renderTab({ 'POST /dev/me/find-matches': () => new Response(null, { status: 500 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Find new matches' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to find new matches');
  });

  it('says "Failed to fetch matches" and "No matches found." when the matches cannot be read', async () => {
    renderTab({ 'GET /dev/me/matches': () => jsonResponse({ message: 'boom' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch matches');
    expect(screen.getByText('No matches found.')).toBeInTheDocument();
  });

  it('says "No matches found." for an empty list ({ matches: [] })', async () => {
    renderTab({ 'GET /dev/me/matches': () => jsonResponse({ matches: [] }) });
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drafts an intro e-mail with an editable subject and body, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = mockClipboard();
    const { requests } = renderTab({
      'POST /dev/me/outreach-draft': () =>
        contractResponse(endpoints.draftOutreach, 200, {
          subject: 'Acme x Northwind',
          body: 'Hi Jane,\n\nAcme builds payment rails.',
        }),
    });
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    await user.click(within(jane).getByRole('button', { name: /Draft intro e-mail/ }));

    const dialog = screen.getByRole('dialog', { name: 'Intro e-mail to Jane Partner' });
    const subject = await within(dialog).findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Acme x Northwind');
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue('Hi Jane,\n\nAcme builds payment rails.');
    const [sent] = requestsTo(requests(), 'POST', '/dev/me/outreach-draft');
    expect(await sent?.json()).toEqual({ investorId: 'inv-1' });

    await user.clear(subject);
    await user.type(subject, 'Intro: Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Subject: Intro: Acme\n\nHi Jane,\n\nAcme builds payment rails.');
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(close[close.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the outreach draft's error in the dialog", async () => {
    renderTab({ 'POST /dev/me/outreach-draft': () => jsonResponse({ message: 'Investor not found' }, 404) });
    const jane = await screen.findByRole('article', { name: 'Jane Partner' });
    await userEvent.click(within(jane).getByRole('button', { name: /Draft intro e-mail/ }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Investor not found');
  });

  it('prepares for investor questions: each question with why it is asked and the answer outline', async () => {
    const questions = deferred();
    renderTab({ 'GET /dev/me/investor-questions': () => questions.promise });
    const panel = screen.getByRole('region', { name: 'Prepare for investor questions' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Show likely questions' }));
    expect(within(panel).getByRole('button', { name: 'Loading questions...' })).toBeDisabled();

    questions.resolve(
      contractResponse(endpoints.getInvestorQuestions, 200, {
        questions: [
          {
            question: 'How big is the market?',
            why: 'Investors need a fund-returning outcome.',
            answerOutline: ['Bottom-up TAM', 'Share you can win'],
          },
        ],
      }),
    );
    const list = await within(panel).findByRole('list', { name: 'Likely investor questions' });
    expect(within(list).getByRole('heading', { name: 'How big is the market?' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Why they ask: Investors need a fund-returning outcome.');
    expect(within(list).getByRole('list', { name: 'Answer outline' })).toHaveTextContent(
      'Bottom-up TAMShare you can win',
    );
  });

  it('shows why the questions could not be loaded', async () => {
    renderTab({ 'GET /dev/me/investor-questions': () => new Response(null, { status: 500 }) });
    const panel = screen.getByRole('region', { name: 'Prepare for investor questions' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Show likely questions' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load investor questions');
  });
});

import { endpoints, type InvestorDashboard } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  investorClaimFixture,
  investorDashboardFixture,
  jsonResponse,
  mockApiRoutes,
  portfolioCompanyFixture,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ProfileTab } from '../profile-tab';

const renderTab = (dashboard: InvestorDashboard = investorDashboardFixture()) => {
  const onSaved = jest.fn();
  const onClaimChanged = jest.fn();
  renderWithUi(<ProfileTab dashboard={dashboard} onSaved={onSaved} onClaimChanged={onClaimChanged} />);
  return { onSaved, onClaimChanged };
};

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken('investor-token');
});

describe('Profile tab', () => {
  it('shows the profile from the thesis: firm, bio, focus, stages, check size, geography, thesis and portfolio', () => {
    renderTab();
    const profile = screen.getByRole('region', { name: 'Investor profile' });
    expect(within(profile).getByText('Filled in from your investment thesis; edit any field.')).toBeInTheDocument();
    expect(within(profile).getByText('Harbor Ventures')).toBeInTheDocument();
    expect(within(profile).getByText('Former engineer; backs technical founders.')).toBeInTheDocument();
    expect(within(profile).getByText('Climate, Developer Tools')).toBeInTheDocument();
    expect(within(profile).getByText('Pre-Seed')).toBeInTheDocument();
    expect(within(profile).getByText('$250K – $1M')).toBeInTheDocument();
    expect(within(profile).getByText('Europe, North America')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your investment thesis' })).toHaveValue(
      'We back technical founders building climate software.',
    );
    const portfolio = screen.getByRole('region', { name: 'Portfolio companies' });
    expect(within(portfolio).getByText('1 company; the Portfolio tab has them all.')).toBeInTheDocument();
    expect(within(portfolio).getByRole('listitem')).toHaveTextContent('Tidepool · Climate · Seed · Active');
  });

  it('edits the firm name inline and saves only that field', async () => {
    const user = userEvent.setup();
    const saved = investorDashboardFixture({
      profile: { ...investorDashboardFixture().profile, firmName: 'Harbor Capital' },
    });
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () => contractResponse(endpoints.updateInvestorProfile, 200, saved),
    });
    const { onSaved } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Firm name' }));
    // One field at a time.
    expect(screen.getByRole('button', { name: 'Edit Bio' })).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Firm name' });
    await user.clear(input);
    await user.type(input, 'Harbor Capital');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patch?.json()).toEqual({ firmName: 'Harbor Capital' });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('textbox', { name: 'Firm name' })).not.toBeInTheDocument();
  });

  it('sends the investment focus as a list, and shows the server message when a save is refused', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () =>
        jsonResponse({ error: 'bad_request', message: 'industries: at most 20 entries', statusCode: 400 }, 400),
    });
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Investment focus' }));
    const input = screen.getByRole('textbox', { name: 'Investment focus' });
    await user.clear(input);
    await user.type(input, 'Climate,  Fintech , ,Health');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('industries: at most 20 entries')).toBeInTheDocument();
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patch?.json()).toEqual({ industries: ['Climate', 'Fintech', 'Health'] });
    // Still editing: nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Investment focus' })).toHaveValue('Climate,  Fintech , ,Health');
  });

  it('edits the preferred stages as checkboxes and sends them in stage order', async () => {
    const user = userEvent.setup();
    const saved = investorDashboardFixture({
      profile: { ...investorDashboardFixture().profile, preferredStages: ['Seed', 'Growth'] },
    });
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () => contractResponse(endpoints.updateInvestorProfile, 200, saved),
    });
    const { onSaved } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Preferred stage' }));
    expect(screen.getByRole('button', { name: 'Edit Check size' })).toBeDisabled();
    const stages = screen.getByRole('group', { name: 'Preferred stage' });
    expect(
      within(stages)
        .getAllByRole('checkbox')
        .map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Pre-Seed', true],
      ['Seed', true],
      ['Series A', false],
      ['Series B', false],
      ['Growth', false],
    ]);
    // Ticked out of order: Growth first, then Seed again.
    await user.click(within(stages).getByRole('checkbox', { name: 'Growth' }));
    await user.click(within(stages).getByRole('checkbox', { name: 'Pre-Seed' }));
    await user.click(within(stages).getByRole('checkbox', { name: 'Seed' }));
    await user.click(within(stages).getByRole('checkbox', { name: 'Seed' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patch?.json()).toEqual({ preferredStages: ['Seed', 'Growth'] });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('group', { name: 'Preferred stage' })).not.toBeInTheDocument();
  });

  it('edits the check size as two amounts, an empty one sent as not set', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () =>
        contractResponse(endpoints.updateInvestorProfile, 200, investorDashboardFixture()),
    });
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Check size' }));
    expect(screen.getByRole('spinbutton', { name: 'Minimum check (USD)' })).toHaveValue(250_000);
    const max = screen.getByRole('spinbutton', { name: 'Maximum check (USD)' });
    expect(max).toHaveValue(1_000_000);
    await user.clear(max);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patch?.json()).toEqual({ checkSizeMinUsd: 250_000, checkSizeMaxUsd: null });
  });

  it("shows the server's message when the check size is refused, and keeps the amounts typed", async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () =>
        jsonResponse(
          { error: 'bad_request', message: 'The minimum check size must not be above the maximum.', statusCode: 400 },
          400,
        ),
    });
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Check size' }));
    const min = screen.getByRole('spinbutton', { name: 'Minimum check (USD)' });
    await user.clear(min);
    await user.type(min, '2000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The minimum check size must not be above the maximum.')).toBeInTheDocument();
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patch?.json()).toEqual({ checkSizeMinUsd: 2_000_000, checkSizeMaxUsd: 1_000_000 });
    expect(screen.getByRole('spinbutton', { name: 'Minimum check (USD)' })).toHaveValue(2_000_000);
  });

  it('saves the thesis with its own button and says so', async () => {
    const user = userEvent.setup();
    const saved = investorDashboardFixture({
      profile: { ...investorDashboardFixture().profile, thesis: 'Climate software, Seed, Europe.' },
    });
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () => contractResponse(endpoints.updateInvestorProfile, 200, saved),
    });
    const { onSaved } = renderTab();
    const save = screen.getByRole('button', { name: 'Save thesis' });
    expect(save).toBeDisabled();
    const thesis = screen.getByRole('textbox', { name: 'Your investment thesis' });
    await user.clear(thesis);
    await user.type(thesis, 'Climate software, Seed, Europe.');
    expect(screen.getByText('31 / 10,000 characters')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Thesis saved.');
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patch?.json()).toEqual({ thesis: 'Climate software, Seed, Europe.' });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('claims a corpus profile: search lists name, kind and deals, Claim posts the id', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      'GET /dev/me/investor-search': () =>
        contractResponse(endpoints.searchInvestors, 200, {
          investors: [
            { id: 'c:harbor-ventures', name: 'Harbor Ventures', kind: 'firm', dealCount: 14 },
            { id: 'p:grace-hopper', name: 'Grace Hopper', kind: 'person', dealCount: 1 },
          ],
        }),
      'POST /dev/investor/claim': () => contractResponse(endpoints.claimInvestorProfile, 200, investorClaimFixture()),
    });
    const { onClaimChanged } = renderTab();
    const card = screen.getByRole('region', { name: 'Claim your investor profile' });
    await user.type(within(card).getByRole('textbox', { name: "Your name or your firm's name" }), 'harbor');
    await user.click(within(card).getByRole('button', { name: 'Search' }));
    const results = await within(card).findByRole('list', { name: 'Corpus investors' });
    expect(new URL(requestsTo(requests(), 'GET', '/dev/me/investor-search')[0]!.url).searchParams.get('q')).toBe(
      'harbor',
    );
    const rows = within(results).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Harbor VenturesFirm · 14 deals');
    expect(rows[1]).toHaveTextContent('Grace HopperAngel · 1 deal');
    await user.click(within(card).getByRole('button', { name: 'Claim Harbor Ventures' }));
    const [claim] = requestsTo(requests(), 'POST', '/dev/investor/claim');
    expect(await claim?.json()).toEqual({ investorId: 'c:harbor-ventures' });
    expect(onClaimChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when an angel is already claimed (409)", async () => {
    const user = userEvent.setup();
    mockApiRoutes({
      'GET /dev/me/investor-search': () =>
        contractResponse(endpoints.searchInvestors, 200, {
          investors: [{ id: 'p:grace-hopper', name: 'Grace Hopper', kind: 'person', dealCount: 1 }],
        }),
      'POST /dev/investor/claim': () =>
        jsonResponse(
          { error: 'conflict', message: 'Another Pear user has claimed this angel profile.', statusCode: 409 },
          409,
        ),
    });
    const { onClaimChanged } = renderTab();
    await user.type(screen.getByRole('textbox', { name: "Your name or your firm's name" }), 'grace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Claim Grace Hopper' }));
    expect(await screen.findByText('Another Pear user has claimed this angel profile.')).toBeInTheDocument();
    expect(onClaimChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Claim Grace Hopper' })).toBeEnabled();
  });

  it('once claimed, shows the claim with its members and releases it', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      'DELETE /dev/investor/claim': () => contractResponse(endpoints.releaseInvestorClaim, 200, { success: true }),
    });
    const claim = investorClaimFixture({
      members: [
        { userId: 'u1', name: 'Grace Hopper' },
        { userId: 'u2', name: 'Alan Kay' },
      ],
    });
    const { onClaimChanged } = renderTab(
      investorDashboardFixture({
        claim,
        portfolio: [portfolioCompanyFixture({ id: 'c1', source: 'corpus', name: 'Stripe', status: null })],
      }),
    );
    expect(screen.queryByRole('region', { name: 'Claim your investor profile' })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your claimed investor profile' });
    expect(card).toHaveTextContent('Harbor Ventures (Firm · 14 deals · last investment 2013-10-02)');
    const members = within(card).getByRole('list', { name: 'Members on Pear' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grace Hopper', 'Alan Kay']);
    await user.click(within(card).getByRole('button', { name: 'Release claim' }));
    expect(requestsTo(requests(), 'DELETE', '/dev/investor/claim')).toHaveLength(1);
    expect(onClaimChanged).toHaveBeenCalledTimes(1);
  });
});

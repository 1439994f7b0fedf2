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

import { PortfolioTab } from '../portfolio-tab';

const OWN_ID = '5b1e7a52-3333-4000-8000-000000000001';

const claimedDashboard = () =>
  investorDashboardFixture({
    claim: investorClaimFixture(),
    fund: { ...investorDashboardFixture().fund, partners: ['Grace Hopper', 'Ada Byron'] },
    portfolio: [
      portfolioCompanyFixture({
        id: 'corpus-1',
        source: 'corpus',
        name: 'Stripe',
        industry: 'Payments',
        stage: 'Series A',
        date: '2012-06-01',
        roundSizeUsd: 18_000_000,
        valuationUsd: null,
        status: null,
        description: null,
      }),
      portfolioCompanyFixture(),
    ],
  });

const renderTab = (dashboard: InvestorDashboard = claimedDashboard()) => {
  const handlers = { onFundSaved: jest.fn(), onCompanySaved: jest.fn(), onCompanyDeleted: jest.fn() };
  renderWithUi(<PortfolioTab dashboard={dashboard} {...handlers} />);
  return handlers;
};

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken('investor-token');
});

describe('Portfolio tab', () => {
  it('shows the fund and the companies: claimed history read-only and marked, own entries editable', () => {
    renderTab();
    const fund = screen.getByRole('region', { name: 'Fund' });
    expect(fund).toHaveTextContent('Fund nameHarbor Fund I');
    expect(fund).toHaveTextContent('Fund size$50M');
    expect(fund).toHaveTextContent('PartnersGrace Hopper, Ada Byron');

    const table = screen.getByRole('table');
    const [, corpus, own] = within(table).getAllByRole('row');
    expect(within(corpus!).getByRole('rowheader')).toHaveTextContent('StripeFrom your investment history');
    expect(corpus).toHaveTextContent('2012-06-01 · $18M round');
    expect(corpus).toHaveTextContent('Not known');
    expect(within(corpus!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own!).getByRole('rowheader')).toHaveTextContent(/^Tidepool$/);
    expect(own).toHaveTextContent('$12M');
    expect(own).toHaveTextContent('Active');
    expect(within(own!).getByRole('button', { name: 'Edit Tidepool' })).toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: 'Delete Tidepool' })).toBeInTheDocument();
  });

  it('edits the fund: members stay listed, added partners and the size are sent', async () => {
    const user = userEvent.setup();
    const savedFund = { ...claimedDashboard().fund, sizeUsd: 75_000_000 };
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/fund': () => contractResponse(endpoints.updateFund, 200, savedFund),
    });
    const { onFundSaved } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit fund' }));
    const form = screen.getByRole('form', { name: 'Edit fund' });
    // The claim's member is not in the editable list; the hint says they stay.
    expect(within(form).getByRole('textbox', { name: 'Partners' })).toHaveValue('Ada Byron');
    expect(within(form).getByText(/Grace Hopper \(on Pear\) is always listed/)).toBeInTheDocument();
    const size = within(form).getByRole('textbox', { name: 'Fund size (USD)' });
    await user.clear(size);
    await user.type(size, 'lots');
    expect(within(form).getByText('Enter the fund size in US dollars, e.g. 50000000 or 50M.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save fund' }));
    expect(requestsTo(requests(), 'PATCH', '/dev/investor/fund')).toHaveLength(0);
    await user.clear(size);
    await user.type(size, '75M');
    await user.click(within(form).getByRole('button', { name: 'Save fund' }));
    const [patch] = requestsTo(requests(), 'PATCH', '/dev/investor/fund');
    expect(await patch?.json()).toEqual({
      name: 'Harbor Fund I',
      sizeUsd: 75_000_000,
      focus: 'Climate software',
      stage: 'Seed',
      geography: 'Europe',
      partners: ['Ada Byron'],
    });
    expect(onFundSaved).toHaveBeenCalledWith(savedFund);
    expect(screen.queryByRole('form', { name: 'Edit fund' })).not.toBeInTheDocument();
  });

  it('adds a company through the dialog', async () => {
    const user = userEvent.setup();
    const created = portfolioCompanyFixture({ id: 'new-1', name: 'Kelp Labs', status: 'Exited', valuationUsd: null });
    const { requests } = mockApiRoutes({
      'POST /dev/investor/portfolio': () => contractResponse(endpoints.addPortfolioCompany, 201, created),
    });
    const { onCompanySaved } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    const dialog = screen.getByRole('dialog', { name: 'Add company' });
    await user.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(within(dialog).getByText('Enter the company name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Kelp Labs');
    await user.type(within(dialog).getByRole('textbox', { name: 'Industry' }), 'Climate');
    await user.type(within(dialog).getByRole('textbox', { name: /^Stage/ }), 'Seed');
    await user.click(within(dialog).getByRole('radio', { name: 'Exited' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Seaweed packaging.');
    await user.click(within(dialog).getByRole('button', { name: 'Add company' }));
    const [post] = requestsTo(requests(), 'POST', '/dev/investor/portfolio');
    expect(await post?.json()).toEqual({
      name: 'Kelp Labs',
      industry: 'Climate',
      stage: 'Seed',
      valuationUsd: null,
      status: 'Exited',
      description: 'Seaweed packaging.',
    });
    expect(onCompanySaved).toHaveBeenCalledWith(created);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits an own company and shows the server message when refused', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      [`PATCH /dev/investor/portfolio/${OWN_ID}`]: () =>
        jsonResponse({ error: 'bad_request', message: 'valuationUsd is too large', statusCode: 400 }, 400),
    });
    const { onCompanySaved } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Tidepool' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tidepool' });
    expect(within(dialog).getByRole('textbox', { name: 'Valuation (USD)' })).toHaveValue('12000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save company' }));
    expect(await within(dialog).findByText('valuationUsd is too large')).toBeInTheDocument();
    expect(requestsTo(requests(), 'PATCH', `/dev/investor/portfolio/${OWN_ID}`)).toHaveLength(1);
    expect(onCompanySaved).not.toHaveBeenCalled();
  });

  it('deletes an own company after confirming', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({
      [`DELETE /dev/investor/portfolio/${OWN_ID}`]: () =>
        contractResponse(endpoints.deletePortfolioCompany, 200, { success: true }),
    });
    const { onCompanyDeleted } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete Tidepool' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Tidepool?' });
    expect(requestsTo(requests(), 'DELETE', `/dev/investor/portfolio/${OWN_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(requestsTo(requests(), 'DELETE', `/dev/investor/portfolio/${OWN_ID}`)).toHaveLength(1);
    expect(onCompanyDeleted).toHaveBeenCalledWith(OWN_ID);
  });

  it('says how to fill an empty portfolio', () => {
    renderTab(investorDashboardFixture({ portfolio: [] }));
    expect(screen.getByText('No portfolio companies yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the first 20 claimed companies and every own entry until "Show all", then folds back', async () => {
    const user = userEvent.setup();
    const claimed = Array.from({ length: 100 }, (_, index) =>
      portfolioCompanyFixture({ id: `corpus-${index + 1}`, source: 'corpus', name: `Claimed ${index + 1}` }),
    );
    // The own entry comes last, past the first 20 claimed rows.
    renderTab(
      investorDashboardFixture({ claim: investorClaimFixture(), portfolio: [...claimed, portfolioCompanyFixture()] }),
    );
    const table = screen.getByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toHaveLength(21);
    expect(names()[19]).toBe('Claimed 20From your investment history');
    expect(names()[20]).toBe('Tidepool');

    await user.click(screen.getByRole('button', { name: 'Show all 101 companies' }));
    expect(names()).toHaveLength(101);
    expect(names()[99]).toBe('Claimed 100From your investment history');

    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(names()).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Show all 101 companies' })).toBeInTheDocument();
  });

  it('has no "Show all" button while every company fits', () => {
    renderTab();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });
});

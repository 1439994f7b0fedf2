import { mockApiRoutes, renderWithUi, useTestConfig } from '@pear/shared/testing';
import { screen } from '@testing-library/react';

import InvestorDashboardRoutes from '../routes';

// The page is a lazy chunk: it appears after the first render (the shell's <Suspense> covers the wait).
describe('the investor dashboard routes', () => {
  beforeEach(useTestConfig);

  it('render the dashboard at /investors, with the build id', async () => {
    mockApiRoutes({});
    renderWithUi(<InvestorDashboardRoutes />, { route: '/investors' });
    expect(await screen.findByRole('tab', { name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('build-id-investor_dashboard')).toHaveTextContent('test-build');
  });
});

import { endpoints } from '@pear/contract';
import { contractResponse, mockApiRoutes, renderWithUi, useTestConfig } from '@pear/shared/testing';
import { screen } from '@testing-library/react';

import FounderDashboardRoutes from '../routes';

const LINK = 'Zx9_abcdefghijklmnopqrstuvwxyz0123456789-AB';

// Each page is a lazy chunk: it appears after the first render (the shell's <Suspense> covers the wait).
describe('the founder dashboard routes', () => {
  beforeEach(useTestConfig);

  it('render the dashboard at /founders, with the build id', async () => {
    mockApiRoutes({});
    renderWithUi(<FounderDashboardRoutes />, { route: '/founders' });
    expect(await screen.findByRole('tab', { name: 'AI Matching' })).toBeInTheDocument();
    expect(screen.getByTestId('build-id-founder_dashboard')).toHaveTextContent('test-build');
  });

  it('render the data room viewer at /room/:token, for the token in the path', async () => {
    mockApiRoutes({
      [`GET /dev/data-room/links/${LINK}`]: () =>
        contractResponse(endpoints.getDataRoomLink, 200, { founderName: 'Ada Lovelace', companyName: null }),
    });
    renderWithUi(<FounderDashboardRoutes />, { route: `/room/${LINK}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace shared their data room with you' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'AI Matching' })).not.toBeInTheDocument();
  });
});

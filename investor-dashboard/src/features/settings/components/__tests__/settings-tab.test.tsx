import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  investorDashboardFixture,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsTab } from '../settings-tab';

const renderTab = () => {
  const onSaved = jest.fn();
  renderWithUi(<SettingsTab dashboard={investorDashboardFixture()} onSaved={onSaved} />);
  return { onSaved };
};

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken('investor-token');
});

describe('Settings tab', () => {
  it('shows the sign-in account as connected and the two startup-data services as not available, with no buttons', () => {
    renderTab();
    const accounts = screen.getByRole('region', { name: 'Connect Accounts' });
    const linkedin = within(accounts).getByRole('listitem', { name: 'LinkedIn' });
    expect(linkedin).toHaveTextContent('Connected');
    expect(linkedin).toHaveTextContent('you signed in with it as grace@harbor.vc');
    for (const service of ['Crunchbase', 'AngelList']) {
      const row = within(accounts).getByRole('listitem', { name: service });
      expect(row).toHaveTextContent('Not available yet');
    }
    expect(within(accounts).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a meeting link that is not https:// with the contract’s message, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = mockApiRoutes({});
    renderTab();
    await user.type(screen.getByRole('textbox', { name: 'Meeting link' }), 'http://cal.com/grace');
    await user.click(screen.getByRole('button', { name: 'Save meeting link' }));
    expect(screen.getByRole('textbox', { name: 'Meeting link' })).toHaveAccessibleDescription(
      /Meeting link must be an https:\/\/ URL/,
    );
    expect(requestsTo(requests(), 'PATCH', '/dev/investor/profile')).toHaveLength(0);
  });

  it('saves an https link, and shows the server message on a 400', async () => {
    const user = userEvent.setup();
    const saved = investorDashboardFixture({
      profile: { ...investorDashboardFixture().profile, meetingLink: 'https://cal.com/grace/30min' },
    });
    let refuse = true;
    const { requests } = mockApiRoutes({
      'PATCH /dev/investor/profile': () =>
        refuse
          ? jsonResponse({ error: 'bad_request', message: 'meetingLink is at most 2048 characters' }, 400)
          : contractResponse(endpoints.updateInvestorProfile, 200, saved),
    });
    const { onSaved } = renderTab();
    await user.type(screen.getByRole('textbox', { name: 'Meeting link' }), 'https://cal.com/grace/30min');
    await user.click(screen.getByRole('button', { name: 'Save meeting link' }));
    expect(await screen.findByText('meetingLink is at most 2048 characters')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save meeting link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Meeting link saved.');
    const patches = requestsTo(requests(), 'PATCH', '/dev/investor/profile');
    expect(await patches[1]?.json()).toEqual({ meetingLink: 'https://cal.com/grace/30min' });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});

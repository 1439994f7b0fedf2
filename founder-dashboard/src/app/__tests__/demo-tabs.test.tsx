import { renderWithUi } from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';

import { ApplicationsTab } from '../../features/applications/components/applications-tab';
import { SettingsTab } from '../../features/settings/components/settings-tab';

describe('Applications and Settings', () => {
  it('Applications: "Recommended Applications" with name, type, description and deadline, empty', () => {
    renderWithUi(<ApplicationsTab />);
    expect(screen.getByRole('heading', { name: 'Recommended Applications' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recommended applications' });
    expect(table).toHaveTextContent('NameTypeDescriptionDeadline');
    expect(table).toHaveTextContent('No recommended applications yet');
  });

  it('Settings: video pitch up to 5 minutes and Connect Accounts, shown as not available', () => {
    renderWithUi(<SettingsTab />);
    expect(screen.getByRole('region', { name: 'Video pitch' })).toHaveTextContent('up to 5 minutes');
    const accounts = screen.getByRole('region', { name: 'Connect Accounts' });
    for (const name of ['LinkedIn', 'Crunchbase', 'AngelList']) {
      expect(within(accounts).getByRole('button', { name: `Connect ${name}` })).toBeDisabled();
    }
  });
});

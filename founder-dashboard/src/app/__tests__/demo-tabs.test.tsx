import { renderWithUi } from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';

import { ApplicationsTab } from '../../features/applications/components/applications-tab';
import { DataRoomTab } from '../../features/data-room/components/data-room-tab';
import { DealFlowTab } from '../../features/deal-flow/components/deal-flow-tab';
import { SettingsTab } from '../../features/settings/components/settings-tab';

describe('Data Room, Applications, Deal Flow and Settings', () => {
  it('Data Room: the three categories with their columns, empty', () => {
    renderWithUi(<DataRoomTab />);
    for (const category of ['Business Documents', 'Legal Documents', 'Team']) {
      const table = screen.getByRole('table', { name: `${category} documents` });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Type', 'Size', 'Status', 'Access', 'Viewers']);
      expect(table).toHaveTextContent('No documents yet');
    }
  });

  it('Applications: "Recommended Applications" with name, type, description and deadline, empty', () => {
    renderWithUi(<ApplicationsTab />);
    expect(screen.getByRole('heading', { name: 'Recommended Applications' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recommended applications' });
    expect(table).toHaveTextContent('NameTypeDescriptionDeadline');
    expect(table).toHaveTextContent('No recommended applications yet');
  });

  it('Deal Flow: one column per CRM stage, in order, each with "No deals yet"', () => {
    renderWithUi(<DealFlowTab />);
    expect(screen.getByRole('heading', { name: 'Deal Flow CRM' })).toBeInTheDocument();
    const stages = within(screen.getByRole('list', { name: 'Deal stages' })).getAllByRole('listitem');
    expect(stages.map((stage) => stage.getAttribute('aria-label'))).toEqual([
      'Introduced',
      'Lead',
      'Contacted',
      'Interested',
      'Data Shared',
      'Meetings',
      'Due Diligence',
      'Committed',
      'Closed',
    ]);
    for (const stage of stages) expect(stage).toHaveTextContent('No deals yet');
    expect(within(stages[7] as HTMLElement).getByText('Committed')).toHaveAttribute('data-variant', 'green');
    expect(within(stages[4] as HTMLElement).getByText('Data Shared')).toHaveAttribute('data-variant', 'yellow');
    expect(within(stages[0] as HTMLElement).getByText('Introduced')).toHaveAttribute('data-variant', 'blue');
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

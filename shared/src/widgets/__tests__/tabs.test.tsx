import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@pear/shared/widgets';
import { renderWithUi } from '@pear/shared/testing';

const Example = ({ value, onValueChange }: { value?: string; onValueChange?: (value: string) => void }) => (
  <Tabs defaultValue="profile" value={value} onValueChange={onValueChange}>
    <TabList aria-label="Dashboard sections">
      <Tab value="profile">Profile</Tab>
      <Tab value="matching">AI Matching</Tab>
      <Tab value="data-room" disabled>
        Data Room
      </Tab>
      <Tab value="settings">Settings</Tab>
    </TabList>
    <TabPanel value="profile">Profile content</TabPanel>
    <TabPanel value="matching">Matching content</TabPanel>
    <TabPanel value="data-room">Data room content</TabPanel>
    <TabPanel value="settings">Settings content</TabPanel>
  </Tabs>
);

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    renderWithUi(<Example />);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(profile).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'AI Matching' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel).toHaveTextContent('Profile content');
    expect(profile).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Matching content')).not.toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    renderWithUi(<Example />);
    await user.click(screen.getByRole('tab', { name: 'AI Matching' }));
    expect(screen.getByRole('tab', { name: 'AI Matching' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Matching content');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    renderWithUi(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'AI Matching' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Matching content');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('supports Home and End', async () => {
    const user = userEvent.setup();
    renderWithUi(<Example />);
    await user.click(screen.getByRole('tab', { name: 'AI Matching' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });

  it('Tab leaves the tab list for the panel', async () => {
    const user = userEvent.setup();
    renderWithUi(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    const { rerender } = renderWithUi(<Example value="matching" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(onValueChange).toHaveBeenCalledWith('settings');
    expect(screen.getByRole('tab', { name: 'AI Matching' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Example value="settings" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('works with state in the parent', async () => {
    const user = userEvent.setup();
    const Parent = () => {
      const [value, setValue] = useState('profile');
      return (
        <>
          <p>Current: {value}</p>
          <Example value={value} onValueChange={setValue} />
        </>
      );
    };
    renderWithUi(<Parent />);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Current: matching')).toBeInTheDocument();
  });

  it('complains when used outside <Tabs>', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithUi(<Tab value="x">X</Tab>)).toThrow('<Tab> must be used inside <Tabs>');
  });

  it('takes an id prefix for its tab and panel ids (pages prerendered outside the shell cannot use useId)', () => {
    renderWithUi(
      <Tabs id="landing-tabs" defaultValue="home">
        <TabList aria-label="Sections">
          <Tab value="home">Home</Tab>
          <Tab value="resources">Resources</Tab>
        </TabList>
        <TabPanel value="home">Home content</TabPanel>
        <TabPanel value="resources">Resources content</TabPanel>
      </Tabs>,
    );
    const home = screen.getByRole('tab', { name: 'Home' });
    expect(home).toHaveAttribute('id', 'landing-tabs-tab-home');
    expect(home).toHaveAttribute('aria-controls', 'landing-tabs-panel-home');
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toHaveAttribute('id', 'landing-tabs-panel-home');
  });
});

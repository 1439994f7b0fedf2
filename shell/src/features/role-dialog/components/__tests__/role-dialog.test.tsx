import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';

import { renderWithShell } from '../../../../test-utils/render';
import { RoleDialog } from '../role-dialog';

const renderOpenRoleDialog = () => {
  const user = userEvent.setup();
  const view = renderWithShell(<RoleDialog />, { route: '/' });
  act(() => getAppState().openRoleDialog());
  return { user, ...view };
};

const dialog = () => screen.getByRole('dialog', { name: 'Sign Up for Pear' });

describe('RoleDialog', () => {
  it('is closed until the store opens it', () => {
    renderWithShell(<RoleDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getAppState().openRoleDialog());
    expect(dialog()).toBeInTheDocument();
  });

  it('asks whether the visitor is a founder or an investor', () => {
    renderOpenRoleDialog();
    expect(within(dialog()).getByRole('button', { name: /^I'm a founder/ })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /^I'm an investor/ })).toBeInTheDocument();
  });

  it.each([
    ['founder', /^I'm a founder/],
    ['investor', /^I'm an investor/],
  ] as const)('choosing %s stores signup_role, closes and goes to /signup', async (role, name) => {
    const { user, location } = renderOpenRoleDialog();

    await user.click(within(dialog()).getByRole('button', { name }));

    expect(localStorage.getItem('signup_role')).toBe(role);
    expect(getAppState().signupRole).toBe(role);
    expect(getAppState().roleDialogOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/signup');
  });

  it('can be dismissed without choosing: nothing stored, no navigation', async () => {
    const { user, location } = renderOpenRoleDialog();

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getAppState().roleDialogOpen).toBe(false);
    expect(localStorage.getItem('signup_role')).toBeNull();
    expect(location()).toBe('/');
  });

  it('closes with Escape', async () => {
    const { user } = renderOpenRoleDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getAppState().roleDialogOpen).toBe(false);
  });
});

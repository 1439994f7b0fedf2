import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeToken, renderWithShell, storeAuthToken } from '../../../../test-utils/render';
import { MobileMenu } from '../mobile-menu';

const renderMobileMenu = () => {
  const user = userEvent.setup();
  const onSignUp = jest.fn();
  const onEarlyAccess = jest.fn();
  const view = renderWithShell(<MobileMenu onSignUp={onSignUp} onEarlyAccess={onEarlyAccess} />, { route: '/' });
  return { user, onSignUp, onEarlyAccess, ...view };
};

const panel = () => screen.getByRole('navigation', { name: 'Mobile' });

describe('MobileMenu', () => {
  it('starts closed behind a Menu button', () => {
    renderMobileMenu();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('lists Founders, Get Early Access, Sign In and Sign Up in that order', async () => {
    const { user } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toHaveTextContent(/^Founders\s*Get Early Access\s*Sign In\s*Sign Up$/);
    expect(within(panel()).getByRole('link', { name: 'Founders' })).toHaveAttribute('href', '/founders');
    expect(within(panel()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('links a signed-in investor to Investors (/investors) instead of Founders', async () => {
    storeAuthToken(makeToken({ sub: 'user-1', role: 'investor', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const { user } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(panel()).toHaveTextContent(/^Investors\s*Get Early Access\s*Sign In\s*Sign Up$/);
    expect(within(panel()).getByRole('link', { name: 'Investors' })).toHaveAttribute('href', '/investors');
    expect(within(panel()).queryByRole('link', { name: 'Founders' })).not.toBeInTheDocument();
  });

  it('keeps Founders for an investor whose session has expired', async () => {
    storeAuthToken(makeToken({ sub: 'user-1', role: 'investor', exp: Math.floor(Date.now() / 1000) - 60 }));
    const { user } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(panel()).getByRole('link', { name: 'Founders' })).toHaveAttribute('href', '/founders');
  });

  it('Get Early Access calls its handler and closes the menu', async () => {
    const { user, onEarlyAccess, onSignUp } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(panel()).getByRole('button', { name: 'Get Early Access' }));
    expect(onEarlyAccess).toHaveBeenCalledTimes(1);
    expect(onSignUp).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('Sign Up calls its handler and closes the menu', async () => {
    const { user, onEarlyAccess, onSignUp } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
    expect(onEarlyAccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes after navigating', async () => {
    const { user, location } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(panel()).getByRole('link', { name: 'Sign In' }));
    expect(location()).toBe('/signin');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and with its toggle', async () => {
    const { user } = renderMobileMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

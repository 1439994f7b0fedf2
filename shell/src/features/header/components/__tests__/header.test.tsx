import { type Theme, ThemeProvider } from '@emotion/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';

import { makeToken, renderWithShell, storeAuthToken, tokenExpiringIn } from '../../../../test-utils/render';
import { Header } from '../header';

/**
 * jsdom applies no `min-width` media query, so by default the header renders as on a phone (desktop nav hidden,
 * mobile menu shown). A wide screen is simulated by turning the md breakpoint into `@media screen`, which jsdom
 * applies: the desktop nav shows and the mobile menu toggle is hidden, as in a desktop browser.
 */
const desktopTheme = (outer: Theme): Theme => ({
  ...outer,
  mq: { ...outer.mq, md: '@media screen' as Theme['mq']['md'] },
});

const renderHeader = (route = '/', viewport: 'desktop' | 'phone' = 'desktop') =>
  renderWithShell(
    viewport === 'desktop' ? (
      <ThemeProvider theme={desktopTheme}>
        <Header />
      </ThemeProvider>
    ) : (
      <Header />
    ),
    { route },
  );

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

const signIn = () => storeAuthToken(tokenExpiringIn(3600));

describe('Header', () => {
  it('shows the desktop nav and no mobile menu toggle on a wide screen', () => {
    renderHeader('/');
    expect(mainNav()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('links the logo to /', () => {
    renderHeader('/founders');
    expect(screen.getByRole('link', { name: 'Pear home' })).toHaveAttribute('href', '/');
  });

  describe('signed out', () => {
    it('offers Sign In (to /signin), Sign Up and Get Early Access, and no account actions', () => {
      renderHeader('/');
      const nav = mainNav();
      expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
      expect(within(nav).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Get Early Access' })).toBeInTheDocument();
      expect(within(nav).queryByRole('button', { name: /dashboard/i })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    });

    it('treats an expired stored token as signed out', () => {
      storeAuthToken(tokenExpiringIn(-60));
      renderHeader('/founders');
      expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
      expect(within(mainNav()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    });

    it('shows the Home / Resources switch on /, with Home selected', () => {
      renderHeader('/');
      const tabs = screen.getByRole('group', { name: 'Landing page section' });
      expect(within(tabs).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(tabs).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('switches the landing tab through the store', async () => {
      const user = userEvent.setup();
      renderHeader('/');
      const tabs = screen.getByRole('group', { name: 'Landing page section' });

      await user.click(within(tabs).getByRole('button', { name: 'Resources' }));
      expect(getAppState().landingTab).toBe('resources');
      expect(within(tabs).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(tabs).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-pressed', 'false');

      await user.click(within(tabs).getByRole('button', { name: 'Home' }));
      expect(getAppState().landingTab).toBe('home');
    });

    it.each(['/landing', '/landing-2', '/resources', '/signin', '/founders'])(
      'has no Home / Resources switch on %s',
      (route) => {
        renderHeader(route);
        expect(screen.queryByRole('group', { name: 'Landing page section' })).not.toBeInTheDocument();
      },
    );

    it('opens the role dialog with Sign Up', async () => {
      const user = userEvent.setup();
      renderHeader('/');
      expect(getAppState().roleDialogOpen).toBe(false);
      await user.click(within(mainNav()).getByRole('button', { name: 'Sign Up' }));
      expect(getAppState().roleDialogOpen).toBe(true);
    });

    it('opens the early-access dialog (without an e-mail) with Get Early Access', async () => {
      const user = userEvent.setup();
      renderHeader('/');
      await user.click(within(mainNav()).getByRole('button', { name: 'Get Early Access' }));
      expect(getAppState().earlyAccessDialog).toEqual({ open: true, email: '' });
    });
  });

  describe('signed in', () => {
    it('offers the Dashboard menu, Get Early Access and Log Out instead of Sign In / Sign Up', async () => {
      signIn();
      renderHeader('/founders');
      const nav = mainNav();
      // The menu is a lazy chunk (signed in only).
      expect(await within(nav).findByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-haspopup', 'menu');
      expect(within(nav).getByRole('button', { name: 'Get Early Access' })).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    });

    it('treats a token without an expiry claim as signed in (the server judges it)', () => {
      storeAuthToken(makeToken({ sub: 'user-1' }));
      renderHeader('/founders');
      expect(within(mainNav()).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    });

    it('hides the Home / Resources switch on /', () => {
      signIn();
      renderHeader('/');
      expect(screen.queryByRole('group', { name: 'Landing page section' })).not.toBeInTheDocument();
    });

    it('opens the early-access dialog with Get Early Access', async () => {
      const user = userEvent.setup();
      signIn();
      renderHeader('/founders');
      await user.click(within(mainNav()).getByRole('button', { name: 'Get Early Access' }));
      expect(getAppState().earlyAccessDialog.open).toBe(true);
    });

    it('Log Out removes the stored token, goes to / and shows the signed-out header', async () => {
      const user = userEvent.setup();
      signIn();
      const { location } = renderHeader('/founders');

      await user.click(within(mainNav()).getByRole('button', { name: 'Log Out' }));

      expect(localStorage.getItem('auth_token')).toBeNull();
      expect(getAppState().authToken).toBeNull();
      expect(location()).toBe('/');
      expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
      // Back on / and signed out, so the landing switch returns.
      expect(screen.getByRole('group', { name: 'Landing page section' })).toBeInTheDocument();
    });
  });

  describe('by role', () => {
    const signInAs = (role: 'founder' | 'investor') =>
      storeAuthToken(makeToken({ sub: 'user-1', role, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const dashboardItems = async () => {
      const user = userEvent.setup();
      renderHeader('/');
      await user.click(await within(mainNav()).findByRole('button', { name: 'Dashboard' }));
      const menu = screen.getByRole('menu', { name: 'Dashboard' });
      return within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]);
    };
    const mobileLinks = async () => {
      const user = userEvent.setup();
      renderHeader('/', 'phone');
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      return within(screen.getByRole('navigation', { name: 'Mobile' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    };

    it("gives a signed-in founder the spec's Dashboard menu: Founders, Resources, Payment", async () => {
      signInAs('founder');
      expect(await dashboardItems()).toEqual([
        ['Founders', '/founders'],
        ['Resources', '/resources'],
        ['Payment', '/payment'],
      ]);
    });

    it('gives a signed-in investor a Dashboard menu leading to their dashboard: Investors, Resources, Payment', async () => {
      signInAs('investor');
      expect(await dashboardItems()).toEqual([
        ['Investors', '/investors'],
        ['Resources', '/resources'],
        ['Payment', '/payment'],
      ]);
    });

    it('lists Founders first in the mobile menu when signed out', async () => {
      expect((await mobileLinks())[0]).toEqual(['Founders', '/founders']);
    });

    it("lists Founders first in a signed-in founder's mobile menu", async () => {
      signInAs('founder');
      expect((await mobileLinks())[0]).toEqual(['Founders', '/founders']);
    });

    it("links a signed-in investor's mobile menu to Investors instead of Founders", async () => {
      signInAs('investor');
      const links = await mobileLinks();
      expect(links[0]).toEqual(['Investors', '/investors']);
      expect(links.map(([name]) => name)).not.toContain('Founders');
    });
  });

  describe('on a phone', () => {
    it('hides the desktop nav behind the Menu button', () => {
      renderHeader('/', 'phone');
      // Present in the DOM but display: none, so not exposed to assistive technology.
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    });

    it('opens the role dialog from the mobile Sign Up', async () => {
      const user = userEvent.setup();
      renderHeader('/', 'phone');
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Sign Up' }),
      );
      expect(getAppState().roleDialogOpen).toBe(true);
    });

    it('opens the early-access dialog from the mobile Get Early Access', async () => {
      const user = userEvent.setup();
      renderHeader('/', 'phone');
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Get Early Access' }),
      );
      expect(getAppState().earlyAccessDialog).toEqual({ open: true, email: '' });
    });
  });
});

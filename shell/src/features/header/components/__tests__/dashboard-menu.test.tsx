import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeToken, renderWithShell, storeAuthToken } from '../../../../test-utils/render';
import { DashboardMenu } from '../dashboard-menu';

const renderMenu = () => {
  const user = userEvent.setup();
  const view = renderWithShell(
    <>
      <DashboardMenu />
      <p>Elsewhere on the page</p>
    </>,
    { route: '/founders' },
  );
  return { user, ...view };
};

const signInAs = (claims: Record<string, unknown>) =>
  storeAuthToken(makeToken({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims }));

const menuButton = () => screen.getByRole('button', { name: 'Dashboard' });
const menuItem = (name: string) => screen.getByRole('menuitem', { name });

describe('DashboardMenu', () => {
  it('starts closed', () => {
    renderMenu();
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with Founders, Resources and Payment, focusing the first item', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());

    const menu = screen.getByRole('menu', { name: 'Dashboard' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Founders', '/founders'],
      ['Resources', '/resources'],
      ['Payment', '/payment'],
    ]);
    expect(menuItem('Founders')).toHaveFocus();
  });

  describe('by role', () => {
    const openItems = async () => {
      const { user } = renderMenu();
      await user.click(menuButton());
      return within(screen.getByRole('menu', { name: 'Dashboard' }))
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]);
    };

    it("offers a founder the spec's Founders, Resources and Payment", async () => {
      signInAs({ role: 'founder' });
      expect(await openItems()).toEqual([
        ['Founders', '/founders'],
        ['Resources', '/resources'],
        ['Payment', '/payment'],
      ]);
    });

    it('leads an investor to Investors (their dashboard), Resources and Payment', async () => {
      signInAs({ role: 'investor' });
      expect(await openItems()).toEqual([
        ['Investors', '/investors'],
        ['Resources', '/resources'],
        ['Payment', '/payment'],
      ]);
      expect(menuItem('Investors')).toHaveFocus();
      expect(screen.queryByRole('menuitem', { name: 'Founders' })).not.toBeInTheDocument();
    });

    it("takes the role from the token's claim over the role chosen in this browser", async () => {
      localStorage.setItem('signup_role', 'investor');
      signInAs({ role: 'founder' });
      expect((await openItems())[0]).toEqual(['Founders', '/founders']);
    });

    it('falls back to the role chosen in this browser when the token has no role claim', async () => {
      localStorage.setItem('signup_role', 'investor');
      signInAs({});
      expect((await openItems())[0]).toEqual(['Investors', '/investors']);
    });

    it('navigates an investor to /investors', async () => {
      signInAs({ role: 'investor' });
      const { user, location } = renderMenu();
      await user.click(menuButton());
      await user.click(menuItem('Investors'));
      expect(location()).toBe('/investors');
    });
  });

  it('moves focus with ArrowDown / ArrowUp, wrapping at both ends', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());

    await user.keyboard('{ArrowDown}');
    expect(menuItem('Resources')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Payment')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Founders')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Payment')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Resources')).toHaveFocus();
  });

  it('jumps to the last item with End and to the first with Home', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());

    await user.keyboard('{End}');
    expect(menuItem('Payment')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuItem('Founders')).toHaveFocus();
  });

  it('closes with Escape and returns focus to the button', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when Tab moves focus out of it', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a second click of the button', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('navigates to the chosen page and closes', async () => {
    const { user, location } = renderMenu();
    await user.click(menuButton());
    await user.click(menuItem('Payment'));
    expect(location()).toBe('/payment');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

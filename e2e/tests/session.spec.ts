import { expect, test } from '../support/fixtures';
import { signInWithDevIdentityProvider, uniqueEmail } from '../support/pages/dev-identity-provider';
import { SiteHeader } from '../support/pages/site-header';
import { tokenExpiringAt } from '../support/tokens';

const expiredToken = tokenExpiringAt(Math.floor(Date.now() / 1000) - 60);

test('an expired token opens the session-expiry dialog on /founders, which only "Sign in again" closes', async ({
  page,
}) => {
  await page.addInitScript((token) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('auth_token', token);
      window.sessionStorage.setItem('seeded', '1');
    }
  }, expiredToken);
  await page.goto('/founders');
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toContainText('Your session has expired. Please sign in again to continue.');

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('no session-expiry dialog on the landing page', async ({ page }) => {
  await page.addInitScript((token) => window.localStorage.setItem('auth_token', token), expiredToken);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
});

test('signed in through the dev identity provider: Dashboard menu, then Log Out', async ({ page, apiUrl }) => {
  await signInWithDevIdentityProvider(page, apiUrl, {
    name: 'Lin Founder',
    email: uniqueEmail('logout'),
    role: 'founder',
  });
  await page.goto('/resources');
  const header = new SiteHeader(page);
  const menu = await header.openDashboardMenu();
  await expect(menu.getByRole('menuitem', { name: 'Founders' })).toHaveAttribute('href', '/founders');
  await expect(menu.getByRole('menuitem', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  await expect(menu.getByRole('menuitem', { name: 'Payment' })).toHaveAttribute('href', '/payment');
  await page.keyboard.press('Escape');
  await expect(header.signInLink).toHaveCount(0);

  await header.logOutButton.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await expect(header.signInLink).toBeVisible();
});

import { expect, test } from '../support/fixtures';
import { SiteHeader } from '../support/pages/site-header';

test.describe('signed-out header', () => {
  test('shows the logo, the Home / Resources switch on / only, Sign In, Sign Up and Get Early Access', async ({
    page,
  }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await expect(header.logo).toHaveAttribute('href', '/');
    await expect(header.landingSwitch.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-pressed', 'true');
    await expect(header.landingSwitch.getByRole('button', { name: 'Resources' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(header.signInLink).toHaveAttribute('href', '/signin');
    await expect(header.signUpButton).toBeVisible();
    await expect(header.earlyAccessButton).toBeVisible();
    await expect(header.dashboardButton).toHaveCount(0);

    await header.landingSwitch.getByRole('button', { name: 'Resources' }).click();
    await expect(header.landingSwitch.getByRole('button', { name: 'Resources' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await header.signInLink.click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(header.landingSwitch).toHaveCount(0);
    await header.logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Sign Up opens the role dialog, stores signup_role and goes to /signup', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await header.chooseSignUpRole('investor');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('dialog', { name: 'Sign Up for Pear' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('signup_role'))).toBe('investor');
  });

  test('the mobile menu offers Founders, Get Early Access, Sign In and Sign Up', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const header = new SiteHeader(page);
    await expect(header.signInLink).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Founders' })).toHaveAttribute('href', '/founders');
    await expect(menu.getByRole('button', { name: 'Get Early Access' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up for Pear' })).toBeVisible();
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

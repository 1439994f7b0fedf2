import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { ROOT } from '../../scripts/compose.mjs';
import { expect, test } from '../support/fixtures';
import { SiteHeader } from '../support/pages/site-header';
import { tokenExpiringAt } from '../support/tokens';

// The landing pages arrive as HTML (the shell's page with the marketing remote's prerendered fragment inlined by
// the shell's server) and are hydrated in the browser; without the remote, the shell is served as before.

const consoleErrorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('prerendered landing pages', () => {
  test('the server response already holds the landing page, its styles and the marketing build', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-pear-prerender']).toMatch(/^marketing@/);
    const html = await response.text();
    // Spec §2: the hero and the problem statement, in the HTML itself.
    expect(html).toContain('Fundraising, matched');
    expect(html).toContain('Broken Fundraising');
    expect(html).toMatch(/<div id="root" data-prerendered="marketing">/);
    expect(html).toMatch(/<style data-emotion="pear [^"]+" data-s="">/);
    expect(html).toMatch(/data-testid="build-id-marketing">marketing-/);

    const video = await (await request.get('/landing')).text();
    expect(video).toContain('Connect. Match. Fund.'); // the spec's /landing headline

    const resources = await (await request.get('/resources')).text();
    expect(resources).toContain('<title>Startup Resources — Pear</title>');
    expect(resources).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/resources"/);
  });

  test('with JavaScript disabled the page still shows the header and the landing content', async ({
    browser,
    appUrl,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Fundraising, matched' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Broken Fundraising' })).toBeVisible();
    await expect(new SiteHeader(page).logo).toBeVisible();
    await context.close();
  });

  test('hydrates without errors and becomes interactive: Sign Up opens the role dialog', async ({ page }) => {
    const errors = consoleErrorsOf(page);
    await page.goto('/');
    const header = new SiteHeader(page);
    // Clicked as soon as the page has loaded: a click made before hydration is held and replayed.
    await header.signUpButton.click();
    await expect(page.getByRole('dialog', { name: 'Sign Up for Pear' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-pear-interactive', '');
    // The painted content was hydrated, not replaced: no spinner, and React owns the prerendered nodes.
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('[data-remote="marketing"]') ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the /landing-2 tabs keep matching ids after hydration', async ({ page }) => {
    const errors = consoleErrorsOf(page);
    await page.goto('/landing-2');
    await expect(page.locator('html')).toHaveAttribute('data-pear-interactive', '');
    const tab = page.getByRole('tab', { name: 'Resources' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panelId = await tab.getAttribute('aria-controls');
    const panel = page.getByRole('tabpanel', { name: 'Resources' });
    await expect(panel).toHaveAttribute('id', panelId ?? '');
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor gets the signed-in header after hydration', async ({ page }) => {
    const token = tokenExpiringAt(Math.floor(Date.now() / 1000) + 3600);
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
    await page.goto('/');
    const header = new SiteHeader(page);
    await expect(header.logOutButton).toBeVisible();
    await expect(header.signUpButton).toHaveCount(0);
  });
});

test('/ still works with the marketing remote stopped: the plain shell, then the fallback', async ({
  page,
  startShell,
  serveFolder,
}) => {
  const marketing = await serveFolder(join(ROOT, 'marketing', 'dist'));
  const shell = await startShell({ marketing: `${marketing.url}/mf-manifest.json` });
  await marketing.close();

  const response = await page.request.get(shell.url);
  expect(response.headers()['x-pear-prerender']).toBeUndefined();
  expect(await response.text()).toMatch(/<div id="root"><\/div>/);

  await page.goto(shell.url);
  await expect(page.getByRole('alert').filter({ hasText: 'This part of Pear is temporarily unavailable' })).toBeVisible(
    { timeout: 20_000 },
  );
  const header = new SiteHeader(page);
  await header.signUpButton.click();
  await expect(page.getByRole('dialog', { name: 'Sign Up for Pear' })).toBeVisible();
});

import type { Page, Response } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { completeDevLogin, uniqueEmail } from '../support/pages/dev-identity-provider';
import { SiteHeader } from '../support/pages/site-header';

// The Content-Security-Policy breaks nothing: every route of the composed app, the dev IdP's sign-in page and the
// local checkout page load, hydrate and work with no violation reported, while the policy is really enforced.

type Violations = string[];

/**
 * Every CSP violation of every document the page goes through (the app's and the API's pages): the browser's
 * `securitypolicyviolation` events, reported through a binding that survives navigations, and its console errors.
 */
async function watchViolations(page: Page): Promise<Violations> {
  const violations: Violations = [];
  await page.exposeBinding('pearReportViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { pearReportViolation: (text: string) => void }).pearReportViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The policy the document was served with, checked for the essentials. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'none'");
  const scripts = policy.match(/script-src ([^;]*)/)?.[1] ?? '';
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
}

// The routes served prerendered (the marketing remote's); the others get the plain shell, under the same policy.
const PRERENDERED = ['/', '/landing', '/landing-1', '/landing-2', '/resources'];

test.describe('security headers and the Content-Security-Policy', () => {
  test('every signed-out route loads, hydrates and reports no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of [...PRERENDERED, '/signin', '/signup', '/investors', '/payment']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expectStrictPolicy(response);
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      if (PRERENDERED.includes(path)) expect(response?.headers()['x-pear-prerender'], path).toMatch(/^marketing@/);
      await expect(page.locator('html'), path).toHaveAttribute('data-pear-interactive', '');
      await expect(page.locator('main').first(), path).toBeVisible();
    }
    // The prerendered landing page is really hydrated under the policy: a click opens the role dialog.
    await page.goto('/');
    await new SiteHeader(page).signUpButton.click();
    await expect(page.getByRole('dialog', { name: 'Sign Up for Pear' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('sign in through the dev IdP, the founder dashboard, and paying on the local checkout page', async ({
    page,
    apiUrl,
  }) => {
    const violations = await watchViolations(page);
    const documents: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response);
    });

    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('data-pear-interactive', '');
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    // The dev IdP's page: its own policy; its form posts to the API, which redirects to the app.
    await expect(page.getByRole('heading', { name: 'Sign in to Pear' })).toBeVisible();
    expect(page.url().startsWith(apiUrl)).toBe(true);
    await completeDevLogin(page, 'Cecile Policy', uniqueEmail('csp'));
    await expect(page).toHaveURL(/\/(founders|signup\/pitchdeckparse)$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy();

    for (const path of ['/founders', '/investors', '/payment']) {
      expectStrictPolicy(await page.goto(path));
      await expect(page.locator('html'), path).toHaveAttribute('data-pear-interactive', '');
    }
    await page.goto('/founders');
    await expect(page.getByRole('tab', { name: 'AI Matching' })).toBeVisible();

    await page.goto('/payment');
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Pear Pro plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $99' }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    const apiPages = documents.filter((response) => response.url().startsWith(apiUrl) && response.status() === 200);
    expect(apiPages.length, 'the dev IdP page and the checkout page').toBeGreaterThanOrEqual(2);
    for (const response of apiPages) expectStrictPolicy(response);
    expect(violations).toEqual([]);
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-pear-interactive', '');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
    });
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
  });

  test('a malformed %-escape in a path is a 400, not a 500', async ({ request }) => {
    const response = await request.get('/%E0%A4%A');
    expect(response.status()).toBe(400);
  });
});

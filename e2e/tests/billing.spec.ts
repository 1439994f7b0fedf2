import { expect, test } from '../support/fixtures';
import { signInWithDevIdentityProvider, uniqueEmail } from '../support/pages/dev-identity-provider';

test.describe('billing', () => {
  test('a signed-out visitor is asked to sign in before checkout', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByText('Selected: Pro - $99/month')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page.getByText('Authentication required')).toBeVisible();
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test('a founder buys Team through the local checkout and the success page verifies it', async ({ page, apiUrl }) => {
    await signInWithDevIdentityProvider(page, apiUrl, {
      name: 'Paula Payer',
      email: uniqueEmail('payer'),
      role: 'founder',
    });
    await page.goto('/payment');
    await page.getByRole('radio', { name: 'Team $199/month' }).check({ force: true });
    await expect(page.getByText('Selected: Team - $199/month')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Pear Team plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $199' }).click();

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_local_[0-9a-f]+$/);
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    await expect(page.getByRole('heading', { name: 'Verifying Payment...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Your subscription has been activated successfully.')).toBeVisible();
    await expect(page.getByText(sessionId)).toBeVisible();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/founders$/);

    // Team: unlimited matches, and Find new matches keeps adding investors.
    await page.getByRole('tab', { name: 'AI Matching' }).click();
    await expect(page.getByText('Plan: Team · Unlimited matches')).toBeVisible();
    const matches = page.getByRole('list', { name: 'Investor matches' }).locator(':scope > li');
    await expect(matches).toHaveCount(10, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Find new matches' }).click();
    await expect(matches).toHaveCount(20, { timeout: 20_000 });
  });

  test('Cancel on the checkout page returns to the plans', async ({ page, apiUrl }) => {
    await signInWithDevIdentityProvider(page, apiUrl, {
      name: 'Carl Cancel',
      email: uniqueEmail('cancel'),
      role: 'founder',
    });
    await page.goto('/payment');
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Pear Pro plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toBeEnabled();
  });

  test('the success page without a session id says verification failed', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();
    await expect(page.getByText('No session ID found')).toBeVisible();
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/founders$/);
  });
});

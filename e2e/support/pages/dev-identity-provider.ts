import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the real OIDC dance against the API's dev identity provider and returns
 * once the app's auth callback has stored the session and moved on.
 */
export async function signInWithDevIdentityProvider(
  page: Page,
  apiUrl: string,
  person: { name: string; email: string; role?: 'founder' | 'investor' },
) {
  const query = person.role ? `?role=${person.role}` : '';
  await page.goto(`${apiUrl}/dev/linkedin/login${query}`);
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/(founders|investors|signup\/pitchdeckparse|signup\/investorthesisparse)$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy();
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the real OIDC dance against the API's dev identity provider and returns
 * once the browser is back on the app's auth callback.
 */
export async function signInWithDevIdentityProvider(page: Page, apiUrl: string, person: { name: string; email: string; role?: 'founder' | 'investor' }) {
  const query = person.role ? `?role=${person.role}` : '';
  await page.goto(`${apiUrl}/dev/linkedin/login${query}`);
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/authcallback|\/founders|\/investors|\/signup\//);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

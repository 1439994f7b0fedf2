import { expect, type Page } from '@playwright/test';

import { seedDeck } from './documents';
import { signInWithDevIdentityProvider, uniqueEmail } from './pages/dev-identity-provider';

/** The signed-in user's session token, as the app stored it. */
export const sessionToken = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token ?? '';
};

/**
 * A signed-in founder (a fresh e-mail each time) whose deck — the generated seed deck, fixtures/decks.mts — went
 * through the real parse endpoint. Returns the session token for direct API checks.
 */
export async function founderWithDeck(
  page: Page,
  apiUrl: string,
  name: string,
  emailPrefix = 'dashboard',
  email = uniqueEmail(emailPrefix),
) {
  await signInWithDevIdentityProvider(page, apiUrl, { name, email, role: 'founder' });
  const token = await sessionToken(page);
  const upload = await page.request.post(`${apiUrl}/dev/founder/new/pitchdeck`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
    data: Buffer.from(await seedDeck()),
    timeout: 60_000,
  });
  expect(upload.status()).toBe(200);
  return token;
}

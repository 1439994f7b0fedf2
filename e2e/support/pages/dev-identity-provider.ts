import { expect, type Page } from '@playwright/test';

const ROLE_CHOICES = {
  founder: "I'm a founder raising money",
  investor: "I'm an investor looking for deals",
} as const;

/** Fills and submits the dev identity provider's form, reached from the app's own sign-up or sign-in button. */
export async function completeDevLogin(page: Page, name: string, email: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Signs in the way a person does, through the real OIDC dance: the app's sign-up page (with a role) or sign-in page
 * (without), the API's dev identity provider, then the app's auth callback, which trades the one-time code for the
 * session. Returns once the session is stored and the app has moved on.
 */
export async function signInWithDevIdentityProvider(
  page: Page,
  apiUrl: string,
  person: { name: string; email: string; role?: 'founder' | 'investor' },
) {
  if (person.role) {
    await page.goto('/signup');
    await page.getByRole('radio', { name: ROLE_CHOICES[person.role] }).check();
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  } else {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
  }
  await expect(page).toHaveURL((url) => url.href.startsWith(`${apiUrl}/dev-idp/`));
  await completeDevLogin(page, person.name, person.email);
  await expect(page).toHaveURL(/\/(founders|investors|signup\/pitchdeckparse|signup\/investorthesisparse)$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy();
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

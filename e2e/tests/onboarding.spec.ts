import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { CANVA_DECK, canvaDeck, resumeFile, writeFileNamed, writePdf, writeTextPdf } from '../support/documents';
import { completeDevLogin, uniqueEmail } from '../support/pages/dev-identity-provider';

async function uploadDocument(page: Page, label: string, file: string) {
  await page.getByLabel(label).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
}

test.describe('sign-up and onboarding', () => {
  test('a new founder signs up end to end with a deck and a real resume and lands on /founders', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('founder');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await page
      .getByRole('dialog', { name: 'Sign Up for Pear' })
      .getByRole('button', { name: /^I'm a founder/ })
      .click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('list', { name: 'Sign-up progress steps' })).toHaveText(
      /LinkedIn\s*Pitchdeck\/Thesis\s*Resume\s*VibeScore/,
    );
    await expect(page.getByRole('radio', { name: "I'm a founder raising money" })).toBeChecked();
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await completeDevLogin(page, 'Tolu Adebayo', email);

    // Step 2: the pitch deck.
    await expect(page).toHaveURL(/\/signup\/pitchdeckparse$/);
    await expect.poll(() => page.evaluate(() => new URL(window.location.href).search)).toBe('');
    await uploadDocument(
      page,
      'Pitch deck (PDF, up to 10 MB)',
      await writePdf('tinko-pay-deck.pdf', await canvaDeck()),
    );
    const deck = page.getByRole('region', { name: 'What we read from your deck' });
    await expect(deck).toContainText(CANVA_DECK.startupName, { timeout: 60_000 });
    await expect(page.getByLabel('Pitch deck (PDF, up to 10 MB)')).toBeDisabled();
    expect(await page.evaluate(() => window.localStorage.getItem('pitchdeck_parsed_data'))).toContain(
      CANVA_DECK.startupName,
    );
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Step 3: the resume.
    await expect(page).toHaveURL(/\/signup\/fill-missing-info$/);
    await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await uploadDocument(page, 'Resume (PDF, under 10 MB)', resumeFile('sb2nov.pdf'));
    const resume = page.getByRole('region', { name: 'What we read from your resume' });
    await expect(resume).toContainText('Sourabh Bajaj', { ignoreCase: true, timeout: 60_000 });
    await expect(resume).toContainText('sourabh@sourabhbajaj.com');
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Step 4: the VibeScore counts up to the API's number.
    await expect(page).toHaveURL(/\/signup\/vibescore$/);
    await expect(page.getByRole('status').filter({ hasText: /VibeScore \d+ out of 100/ })).toBeVisible({
      timeout: 15_000,
    });
    const label = await page
      .getByRole('status')
      .filter({ hasText: /VibeScore/ })
      .textContent();
    const score = Number(/VibeScore (\d+)/.exec(label ?? '')?.[1]);
    expect(score).toBeGreaterThan(0);
    const expectedLabel = score >= 90 ? 'Excellent' : score >= 75 ? 'Great' : score >= 60 ? 'Good' : 'Exceptional';
    expect(label).toContain(expectedLabel);
    await expect(page.getByRole('list', { name: 'What your VibeScore is made of' })).toContainText('Pitch deck');
    await page.getByRole('button', { name: 'View Matches' }).click();
    await expect(page).toHaveURL(/\/founders$/);
  });

  test('a new investor uploads a thesis, then a resume, and lands on /investors', async ({ page }) => {
    test.slow();
    await page.goto('/signup');
    await page.getByRole('radio', { name: "I'm an investor looking for deals" }).check();
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await completeDevLogin(page, 'Nora Investor', uniqueEmail('investor'));

    await expect(page).toHaveURL(/\/signup\/investorthesisparse$/);
    const thesis = await writeTextPdf('thesis.pdf', [
      'Northwind Ventures - Investment Thesis',
      'We invest in fintech and climate software companies.',
      'Stages: Seed and Series A.',
      'Check size: $250K - $1M.',
      'Geography: Europe and North America.',
    ]);
    await uploadDocument(page, 'Investment thesis (PDF, up to 10 MB)', thesis);
    const parsed = page.getByRole('region', { name: 'What we read from your thesis' });
    await expect(parsed).toContainText('Series A', { timeout: 30_000 });
    await expect(parsed).toContainText('$250K – $1M');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(page).toHaveURL(/\/signup\/fill-missing-info$/);
    await uploadDocument(page, 'Resume (PDF, under 10 MB)', resumeFile('jakes-resume-typst.pdf'));
    await expect(page.getByRole('region', { name: 'What we read from your resume' })).toContainText('Jake Ryan', {
      ignoreCase: true,
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/investors$/);
  });

  test('a returning founder signing in goes straight to /founders', async ({ page }) => {
    const email = uniqueEmail('returning');
    await page.goto('/signup');
    await page.getByRole('radio', { name: "I'm a founder raising money" }).check();
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await completeDevLogin(page, 'Rita Returning', email);
    await expect(page).toHaveURL(/\/signup\/pitchdeckparse$/);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await completeDevLogin(page, 'Rita Returning', email);
    await expect(page).toHaveURL(/\/founders$/);
  });

  test('a sign-in link works once, and only in the tab that started the sign-in', async ({ page, browser }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    const callback = page.waitForRequest((request) => request.url().includes('/signup/authcallback?'));
    await completeDevLogin(page, 'Lena Link', uniqueEmail('link'));
    const callbackUrl = (await callback).url();
    await expect(page).toHaveURL(/\/signup\/pitchdeckparse$/);
    expect(new URL(callbackUrl).searchParams.get('token')).not.toBe(
      await page.evaluate(() => window.localStorage.getItem('auth_token')),
    );

    // Someone else's browser (a link sent to a victim: login CSRF) signs nobody in.
    const elsewhere = await browser.newPage();
    await elsewhere.goto(callbackUrl);
    await expect(elsewhere).toHaveURL(/\/signin\?error=login_expired$/);
    await expect(elsewhere.getByRole('alert')).toHaveText(
      'This sign-in link has expired, was already used, or was opened in another browser. Please sign in again.',
    );
    expect(await elsewhere.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
    await elsewhere.close();

    // The same tab cannot use it twice.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(callbackUrl);
    await expect(page).toHaveURL(/\/signin\?error=login_expired$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  });

  test('sign-up without a role, wrong files and unreadable PDFs get clear messages', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please select if you are a founder or investor before continuing with LinkedIn.',
    );

    await page.getByRole('radio', { name: "I'm a founder raising money" }).check();
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await completeDevLogin(page, 'Erin Errors', uniqueEmail('errors'));
    await expect(page).toHaveURL(/\/signup\/pitchdeckparse$/);

    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a pitchdeck PDF to upload.');

    await page
      .getByLabel('Pitch deck (PDF, up to 10 MB)')
      .setInputFiles(await writeFileNamed('notes.txt', 'plain text'));
    await expect(page.getByRole('alert')).toHaveText('Please upload a PDF file.');

    // Named .pdf but not a PDF: the server's 415 message is shown.
    await uploadDocument(page, 'Pitch deck (PDF, up to 10 MB)', await writeFileNamed('deck.pdf', 'not really a pdf'));
    await expect(page.getByRole('alert')).toContainText('not a PDF');
    await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
  });
});

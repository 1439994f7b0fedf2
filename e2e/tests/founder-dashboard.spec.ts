import { expect, test } from '../support/fixtures';
import { SEED_DECK } from '../support/documents';
import { founderWithDeck } from '../support/founder';

test.describe('founder dashboard', () => {
  test('shows the profile from the parsed deck and saves an inline edit', async ({ page, apiUrl }) => {
    await founderWithDeck(page, apiUrl, 'Dana Dashboard');
    await page.goto('/founders');
    await expect(page.getByText('Dana Dashboard').first()).toBeVisible();
    await expect(page.getByText(`Raising ${SEED_DECK.raising}`, { exact: true })).toBeVisible();
    await expect(page.getByText(SEED_DECK.startupName).first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit Location' }).click();
    await page.getByRole('textbox', { name: 'Location' }).fill('Los Angeles, CA');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Los Angeles, CA').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Los Angeles, CA').first()).toBeVisible();
  });

  test("AI Matching lists today's real investors with reasons, drafts an intro and respects the quota", async ({
    page,
    apiUrl,
  }) => {
    await founderWithDeck(page, apiUrl, 'Mia Matcher');
    await page.goto('/founders');
    await page.getByRole('tab', { name: 'AI Matching' }).click();
    await expect(page.getByRole('heading', { name: 'AI-Powered Investor Matches' })).toBeVisible();
    const matches = page.getByRole('list', { name: 'Investor matches' }).locator(':scope > li');
    await expect(matches).toHaveCount(5, { timeout: 20_000 });
    await expect(matches.first()).toContainText('Why This is a Good Match');
    await expect(matches.first()).toContainText('%');
    // The corpus has no e-mail addresses: no Copy Email button is offered.
    await expect(page.getByRole('button', { name: /Copy Email/ })).toHaveCount(0);
    await expect(page.getByText('Investor data from CrunchBase (crunchbase.com), 2013 export, CC-BY')).toBeVisible();
    await expect(page.getByText(/Plan: Pro \(trial until .+\) · 0 of 5 matches left today/)).toBeVisible();

    await page
      .getByRole('button', { name: /^Draft intro e-mail to / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toHaveValue(new RegExp(SEED_DECK.startupName), {
      timeout: 15_000,
    });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Find new matches' }).click();
    await expect(page.getByText(/You've used today's 5 matches on the Pro plan trial/)).toBeVisible();

    const questions = page.getByRole('region', { name: 'Prepare for investor questions' });
    await questions.getByRole('button', { name: 'Show likely questions' }).click();
    await expect(questions.getByText(`How will you use the ${SEED_DECK.raising}?`)).toBeVisible();
  });
});

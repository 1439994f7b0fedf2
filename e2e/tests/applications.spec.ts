import { readFile } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { OPEN_TAB_PANEL, seriousViolations } from '../support/axe';
import { SEED_DECK } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { founderWithDeck } from '../support/founder';

const openApplications = async (page: Page) => {
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Recommended Applications' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recommended applications' })).toBeVisible();
};

/** The text in every answer box of the application panel. */
const answerTexts = (panel: Locator) =>
  panel
    .getByRole('list', { name: 'Questions' })
    .getByRole('textbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));

test.describe('Applications', () => {
  test('a founder Auto Applies to the top recommendation from the deck, completes what it left open, tracks the status and exports it', async ({
    page,
    apiUrl,
  }) => {
    test.setTimeout(120_000);
    await founderWithDeck(page, apiUrl, 'Maya Applicant', 'applications');
    await page.goto('/founders');
    await openApplications(page);

    // The top recommendation, with the reason it fits this founder's deck.
    const first = page.getByRole('table', { name: 'Recommended applications' }).getByRole('row').nth(1);
    const name = (await first.getByRole('rowheader').textContent()) ?? '';
    expect(name).not.toBe('');
    await expect(first).toContainText(`Takes ${SEED_DECK.stage}-stage startups`);
    const link = first.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousViolations(page, OPEN_TAB_PANEL)).toEqual([]);

    await first.getByRole('button', { name: `Auto Apply to ${name}` }).click();
    const panel = page.getByRole('region', { name: `Application to ${name}` });
    await expect(panel).toBeVisible({ timeout: 30_000 });

    // Drafted from the deck: an answer names the startup; a question the deck cannot answer is left to the founder.
    await expect
      .poll(async () => (await answerTexts(panel)).some((text) => text.includes(SEED_DECK.startupName)))
      .toBe(true);
    expect(await seriousViolations(page, OPEN_TAB_PANEL)).toEqual([]);
    const questions = panel.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    const needsInput = questions.filter({ hasText: 'Needs your input' }).first();
    await expect(needsInput).toBeVisible();
    // Held by its place in the list: once answered it no longer matches the filter.
    const openIndex = await needsInput.evaluate((item) => [...(item.parentElement?.children ?? [])].indexOf(item));
    const open = questions.nth(openIndex);

    const written = 'We have seen small businesses close while profitable on paper; we want fewer of them to.';
    await open.getByRole('textbox').fill(written);
    await expect(open).not.toContainText('Needs your input');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(open).toContainText('Written by you');

    // Persisted: after a reload the programme shows the application, and the answer is there.
    await page.reload();
    await openApplications(page);
    const row = page
      .getByRole('table', { name: 'Recommended applications' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText('Drafting');
    await row.getByRole('button', { name: `Open application to ${name}` }).click();
    await expect(panel).toBeVisible();
    await expect(questions.nth(openIndex).getByRole('textbox')).toHaveValue(written);

    // Submitted, with the date in the history.
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('Submitted');
    await expect(panel.getByRole('region', { name: 'Status history' })).toContainText(
      /Submitted — \w{3} \d{1,2}, \d{4}/,
    );

    // The Markdown export holds the programme, the status and the answers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-application\.md$/);
    const markdown = await readFile(await download.path(), 'utf8');
    expect(markdown).toContain(`# Application to ${name}`);
    expect(markdown).toContain('**Status:** Submitted since');
    expect(markdown).toContain(written);
    expect(markdown).toContain(SEED_DECK.startupName);
  });
});

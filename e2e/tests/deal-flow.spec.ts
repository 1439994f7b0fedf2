import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Download, Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { founderWithDeck } from '../support/founder';

type DealsAnswer = { deals: { id: string; stage: string; outcome: string; counterpart: { name: string } }[] };

/** The founder's deals as the API stores them: the check behind "no duplicates" and "private". */
const dealsOf = async (page: Page, apiUrl: string, token: string) => {
  const response = await page.request.get(`${apiUrl}/dev/me/deals`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as DealsAnswer).deals;
};

const downloadedText = async (download: Download) => readFile(await download.path(), 'utf8');

/** iCalendar folds lines longer than 75 octets: a value is only searchable once they are joined again. */
const unfoldIcs = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

const openDealFlow = async (page: Page) => {
  await page.getByRole('tab', { name: 'Deal Flow' }).click();
  await expect(page.getByRole('heading', { name: 'Deal Flow CRM' })).toBeVisible();
};

const boardCard = (page: Page, stage: string, name: string) =>
  page.getByRole('list', { name: `${stage} deals` }).getByRole('article', { name, exact: true });

/** Opens a deal's detail panel from its card (the name is the button). */
const openDeal = async (page: Page, card: Locator, name: string) => {
  await card.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('dialog', { name, exact: true });
  await expect(panel.getByRole('list', { name: 'Timeline' })).toBeVisible();
  return panel;
};

const closePanel = async (page: Page, panel: Locator) => {
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
};

test.describe('Deal Flow CRM', () => {
  test('matches become deals that move, get notes, meetings and passes, survive a reload, and round-trip as CSV; another founder sees none', async ({
    page,
    apiUrl,
    appUrl,
    browser,
  }) => {
    test.setTimeout(180_000);
    const token = await founderWithDeck(page, apiUrl, 'Dora Dealflow', 'deal-flow');
    await page.goto('/founders');

    // AI Matching: two of today's matches go to Deal Flow.
    await page.getByRole('tab', { name: 'AI Matching' }).click();
    const cards = page.getByRole('list', { name: 'Investor matches' }).getByRole('article');
    await expect(cards).toHaveCount(5, { timeout: 20_000 });
    const [first, second] = [cards.nth(0), cards.nth(1)];
    const firstName = await first.getByRole('heading', { level: 3 }).innerText();
    const secondName = await second.getByRole('heading', { level: 3 }).innerText();
    for (const card of [first, second]) {
      await card.getByRole('button', { name: 'Add to Deal Flow' }).click();
      await expect(card.getByRole('button', { name: 'In Deal Flow' })).toBeVisible();
    }
    await expect(cards.nth(2).getByRole('button', { name: 'Add to Deal Flow' })).toBeVisible();

    // "In Deal Flow" opens the tab: both start at Lead.
    await first.getByRole('button', { name: 'In Deal Flow' }).click();
    await expect(page.getByRole('tab', { name: 'Deal Flow' })).toHaveAttribute('aria-selected', 'true');
    await expect(boardCard(page, 'Lead', firstName)).toBeVisible();
    await expect(boardCard(page, 'Lead', secondName)).toBeVisible();

    // The keyboard path: the card's "Stage" selector.
    await boardCard(page, 'Lead', firstName)
      .getByRole('combobox', { name: 'Stage', exact: true })
      .selectOption('Interested');
    const interested = boardCard(page, 'Interested', firstName);
    await expect(interested).toBeVisible();

    // Its detail panel: the match's reasons came along; a note; a meeting with a real invite.
    let panel = await openDeal(page, interested, firstName);
    const timeline = panel.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Added from AI Matching');
    await expect(timeline).toContainText('Stage changed from Lead to Interested');
    const note = `Asked for the data room on ${new Date().toISOString().slice(0, 10)}`;
    await panel.getByRole('textbox', { name: 'Note', exact: true }).fill(note);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline).toContainText(note);

    await panel.getByRole('button', { name: 'Schedule meeting' }).click();
    const meeting = panel.getByRole('form', { name: 'Schedule meeting' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await meeting.getByLabel('Date', { exact: true }).fill(tomorrow);
    await meeting.getByLabel('Time', { exact: true }).fill('10:30');
    await meeting.getByLabel('Attendee e-mail').fill('partner@example.com');
    const invite = page.waitForEvent('download');
    await meeting.getByRole('button', { name: 'Schedule and download invite' }).click();
    const ics = unfoldIcs(await downloadedText(await invite));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/^ATTENDEE[^\n]*mailto:partner@example\.com/m);
    await expect(timeline).toContainText(`Meeting: Meeting with ${firstName}`);
    await closePanel(page, panel);
    // A meeting moves a deal that was earlier to Meetings.
    await expect(boardCard(page, 'Meetings', firstName)).toBeVisible();

    // The other one passes, with its reason: it leaves the board.
    const reason = 'Not investing in our sector this year';
    panel = await openDeal(page, boardCard(page, 'Lead', secondName), secondName);
    await panel.getByRole('button', { name: 'Mark as passed' }).click();
    const passing = panel.getByRole('form', { name: 'Mark as passed' });
    await passing.getByRole('textbox', { name: 'Reason for passing' }).fill(reason);
    await passing.getByRole('button', { name: 'Mark as passed' }).click();
    await expect(panel).toContainText(`Passed: ${reason}`);
    await closePanel(page, panel);
    await expect(page.getByRole('article', { name: secondName, exact: true })).toHaveCount(0);

    // After a reload: the stage, the note on the timeline, the passed deal under the Passed filter.
    await page.reload();
    await openDealFlow(page);
    const afterReload = boardCard(page, 'Meetings', firstName);
    await expect(afterReload).toBeVisible();
    await expect(page.getByRole('article', { name: secondName, exact: true })).toHaveCount(0);
    panel = await openDeal(page, afterReload, firstName);
    await expect(panel.getByRole('list', { name: 'Timeline' })).toContainText(note);
    await closePanel(page, panel);
    await page.getByRole('button', { name: 'Passed (1)' }).click();
    const passed = page.getByRole('article', { name: secondName, exact: true });
    await expect(passed).toBeVisible();
    panel = await openDeal(page, passed, secondName);
    await expect(panel).toContainText(`Passed: ${reason}`);
    await closePanel(page, panel);

    // Export CSV: one row per deal (passed ones too).
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportDownload = await exported;
    const csvPath = join(tmpdir(), `deal-flow-e2e-${Date.now()}.csv`);
    await exportDownload.saveAs(csvPath);
    const csv = await readFile(csvPath, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/^name,firm,.*stage.*amount,next_follow_up,last_contact/);
    expect(rows).toHaveLength(2);
    expect(csv).toContain(firstName);
    expect(csv).toContain(secondName);

    // Import CSV of that export: the preview has nothing to add or update, only the two known deals to skip.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
    await importDialog.getByLabel('CSV file').setInputFiles(csvPath);
    await expect(importDialog.getByRole('status')).toContainText('Preview of');
    await expect(importDialog.getByRole('region', { name: 'To skip' }).getByRole('listitem')).toHaveCount(2);
    await expect(importDialog.getByRole('region', { name: 'To add' })).toHaveCount(0);
    await expect(importDialog.getByRole('button', { name: 'Import 0 deals' })).toBeDisabled();
    await importDialog.getByRole('button', { name: 'Cancel' }).click();

    // Writing that import anyway (the API the dialog calls) creates no duplicate.
    const imported = await page.request.post(`${apiUrl}/dev/me/deals/import`, {
      headers: { authorization: `Bearer ${token}` },
      data: { csv },
    });
    expect(imported.status()).toBe(200);
    const deals = await dealsOf(page, apiUrl, token);
    expect(deals.map((deal) => deal.counterpart.name).sort()).toEqual([firstName, secondName].sort());
    expect(deals.find((deal) => deal.counterpart.name === firstName)?.stage).toBe('Meetings');
    expect(deals.find((deal) => deal.counterpart.name === secondName)?.outcome).toBe('passed');

    // A second founder sees none of it, in the API or the tab.
    const otherContext = await browser.newContext({ baseURL: appUrl });
    try {
      const other = await otherContext.newPage();
      const otherToken = await founderWithDeck(other, apiUrl, 'Omar Other', 'deal-flow-other');
      expect(await dealsOf(other, apiUrl, otherToken)).toEqual([]);
      for (const deal of deals) {
        const peek = await other.request.get(`${apiUrl}/dev/me/deals/${deal.id}`, {
          headers: { authorization: `Bearer ${otherToken}` },
        });
        expect(peek.status()).toBe(404);
      }
      await other.goto('/founders');
      await openDealFlow(other);
      await expect(other.getByText('No deals yet')).toBeVisible();
      await expect(other.getByText(firstName)).toHaveCount(0);
    } finally {
      await otherContext.close();
    }
  });
});

import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { writePdf } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { founderWithDeck } from '../support/founder';
import { extractCode, readLatestMail } from '../support/mail';
import { uniqueEmail } from '../support/pages/dev-identity-provider';

/** A PDF of `pages` pages, each saying which page it is: what the viewer reads and the chart counts. */
async function multiPagePdf(fileName: string, title: string, pages: number): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = doc.addPage([792, 612]);
    page.drawText(`${title} - page ${number}`, { x: 60, y: 520, size: 28, font });
  }
  return writePdf(fileName, await doc.save());
}

/** Every word pdf.js extracts from a PDF (the watermark is real text, not a picture). */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

const openDataRoom = async (page: Page) => {
  await page.getByRole('tab', { name: 'Data Room' }).click();
  await expect(page.getByRole('button', { name: 'Upload document' })).toBeVisible();
};

async function uploadDocument(page: Page, file: string, category: string, restricted: boolean) {
  await page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('File').setInputFiles(file);
  await dialog.getByLabel('Category').selectOption(category);
  await dialog.getByLabel('Restricted').setChecked(restricted);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** A document's row in the founder's table for its category. */
const documentRow = (page: Page, category: string, name: string) =>
  page
    .getByRole('table', { name: `${category} documents` })
    .getByRole('row')
    .filter({ hasText: name });

test.describe('Data Room', () => {
  test('a founder keeps and shares documents; a viewer proves the e-mail, reads, downloads a stamped copy and asks for a restricted file; the founder approves and sees reading time per page', async ({
    page,
    apiUrl,
    appUrl,
    browser,
  }) => {
    test.setTimeout(240_000);
    const viewerEmail = uniqueEmail('viewer');
    const token = await founderWithDeck(page, apiUrl, 'Rhea Roomkeeper', 'data-room');

    // The viewer is already a deal in the founder's Deal Flow, at Contacted.
    const deal = await page.request.post(`${apiUrl}/dev/me/deals`, {
      headers: { authorization: `Bearer ${token}` },
      data: { contact: { name: 'Vera Viewer', firm: 'Viewpoint Ventures', email: viewerEmail }, stage: 'Contacted' },
    });
    expect(deal.status()).toBe(201);
    const dealId = ((await deal.json()) as { deal: { id: string } }).deal.id;

    await page.goto('/founders');
    await openDataRoom(page);

    // The pitch deck uploaded at sign-up is kept in Business Documents.
    await expect(documentRow(page, 'Business Documents', 'pitch deck')).toBeVisible();

    // A restricted Legal document and an unrestricted Business document.
    await uploadDocument(page, await multiPagePdf('Term sheet.pdf', 'Term sheet', 2), 'Legal Documents', true);
    await uploadDocument(
      page,
      await multiPagePdf('Financial model.pdf', 'Financial model', 3),
      'Business Documents',
      false,
    );
    await expect(documentRow(page, 'Legal Documents', 'Term sheet')).toContainText('Restricted');
    await expect(documentRow(page, 'Business Documents', 'Financial model')).toContainText('PDF');

    // Share with the viewer, downloads allowed: the deal moves to Data Shared.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog');
    await share.getByLabel('Viewer e-mail').fill(viewerEmail);
    await share.getByLabel('Allow download').check();
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    const linkField = share.getByRole('textbox', { name: 'Link' });
    await expect(linkField).toBeVisible();
    const link = await linkField.inputValue();
    expect(link.startsWith(`${appUrl}/room/`) || link.includes('/room/')).toBe(true);
    await expect(share.getByRole('list', { name: 'Deal Flow' })).toContainText('Vera Viewer');
    await page.keyboard.press('Escape');

    // The invitation reached the viewer's inbox with the same link.
    const invitation = await readLatestMail(apiUrl, viewerEmail);
    expect(invitation.text).toContain(new URL(link).pathname);

    // No document URL works without a viewer session.
    const room = await page.request.get(`${apiUrl}/dev/data-room/room`);
    expect(room.status()).toBe(401);

    // A fresh browser opens the link and proves the e-mail with the code from the mail catcher.
    const viewerContext = await browser.newContext({ baseURL: appUrl, acceptDownloads: true });
    const viewer = await viewerContext.newPage();
    await viewer.goto(new URL(link).pathname);
    await viewer.getByLabel('Your e-mail').fill(viewerEmail);
    const codeAskedAt = new Date(Date.now() - 1000);
    await viewer.getByRole('button', { name: 'Send code' }).click();
    const codeMail = await readLatestMail(apiUrl, viewerEmail, { subjectIncludes: 'code', since: codeAskedAt });
    await viewer.getByLabel('6-digit code').fill(extractCode(codeMail.text));
    await viewer.getByRole('button', { name: 'Open data room' }).click();

    // The room: the unrestricted document opens, the restricted one asks for access.
    const financial = viewer.getByRole('listitem', { name: 'Financial model' });
    const termSheet = viewer.getByRole('listitem', { name: 'Term sheet' });
    await expect(financial.getByRole('button', { name: 'Open' })).toBeVisible();
    await expect(termSheet.getByRole('button', { name: 'Request Access' })).toBeVisible();
    await expect(termSheet.getByRole('button', { name: 'Open' })).toHaveCount(0);

    // Read the financial model: page 1, then page 2 a little longer.
    await financial.getByRole('button', { name: 'Open' }).click();
    await expect(viewer.getByText('Page 1 of 3')).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByRole('img', { name: 'Page 1 of Financial model' })).toBeVisible();
    await viewer.waitForTimeout(1500);
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
    await viewer.waitForTimeout(2500);

    // Download: the copy carries the viewer's e-mail on its pages.
    const [download] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await pdfText(await download.path())).toContain(viewerEmail);
    await viewer.getByRole('button', { name: 'Close' }).click();

    // Ask for the restricted term sheet.
    await termSheet.getByRole('button', { name: 'Request Access' }).click();
    await viewer.getByRole('textbox', { name: /Message to/ }).fill('We are in diligence: may we see the terms?');
    await viewer.getByRole('button', { name: 'Send request' }).click();
    await expect(termSheet.getByText('Access requested')).toBeVisible();

    // The founder sees the request and approves it; the viewer is e-mailed.
    await page.reload();
    await openDataRoom(page);
    const request = page.getByRole('listitem', { name: `${viewerEmail} asked for Term sheet` });
    await expect(request).toContainText('We are in diligence');
    const decidedAt = new Date(Date.now() - 1000);
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const approval = await readLatestMail(apiUrl, viewerEmail, { since: decidedAt });
    expect(approval.subject.toLowerCase()).toContain('approved');

    // After approval the term sheet opens for this viewer.
    await viewer.reload();
    await expect(termSheet.getByRole('button', { name: 'Open' })).toBeVisible();
    await termSheet.getByRole('button', { name: 'Open' }).click();
    await expect(viewer.getByText('Page 1 of 2')).toBeVisible({ timeout: 20_000 });
    await viewer.waitForTimeout(1000);
    await viewer.getByRole('button', { name: 'Close' }).click();

    // The founder sees both documents viewed, with time per page.
    await page.reload();
    await openDataRoom(page);
    await page.getByRole('button', { name: '1 viewer of Term sheet' }).click();
    await expect(page.getByRole('list', { name: 'Viewers of Term sheet' })).toContainText(viewerEmail);
    await page.getByRole('button', { name: 'Reading time for Financial model' }).click();
    const analytics = page.getByRole('dialog', { name: 'Reading time: Financial model' });
    await expect(analytics).toContainText(viewerEmail);
    const chart = analytics.getByRole('group', { name: 'Time per page' });
    // One bar per page; page 3 was never shown, so its bar is there with 0 s (and no height).
    await expect(chart.getByRole('img', { name: /^Page \d+: / })).toHaveCount(3);
    await expect(chart.getByRole('img', { name: 'Page 3: 0 s' })).toBeAttached();
    // Pages 1 and 2 were read for about 1.5 s and 2.5 s.
    await expect(chart.getByRole('img', { name: /^Page 1: [1-9]\d* s/ })).toBeVisible();
    await expect(chart.getByRole('img', { name: /^Page 2: [1-9]\d* s/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // The audit list names the viewer's views, download, request and the approval.
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity).toContainText(viewerEmail);
    await expect(activity).toContainText(/downloaded/i);
    await expect(activity).toContainText(/approved/i);

    // Deal Flow: the deal moved to Data Shared and its timeline has the share, the views and the request.
    const detail = await page.request.get(`${apiUrl}/dev/me/deals/${dealId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { deal: moved, timeline } = (await detail.json()) as {
      deal: { stage: string };
      timeline: { kind: string }[];
    };
    expect(moved.stage).toBe('Data Shared');
    const kinds = timeline.map((entry) => entry.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['data_room_shared', 'data_room_viewed', 'data_room_access_requested']),
    );

    // The founder revokes the link: the viewer's next step says so and shows nothing else.
    await page.getByRole('button', { name: `Revoke link for ${viewerEmail}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Revoke/ })
      .click();
    await viewer.goto(new URL(link).pathname);
    await expect(viewer.getByText('This link was revoked by the founder.')).toBeVisible();
    await expect(viewer.getByLabel('Your e-mail')).toHaveCount(0);
    await viewerContext.close();
  });
});

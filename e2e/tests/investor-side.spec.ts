import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { writeTextPdf } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { founderWithDeck, sessionToken } from '../support/founder';
import { readLatestMail } from '../support/mail';
import { signInWithDevIdentityProvider, uniqueEmail } from '../support/pages/dev-identity-provider';

const THESIS = [
  'Harbor Street Capital - Investment Thesis',
  'We invest in fintech and software companies.',
  'Stages: Seed and Series A.',
  'Check size: $250K - $1M.',
  'Geography: United States and Europe.',
];

/** A signed-in investor whose thesis went through the real parse endpoint. */
async function investorWithThesis(page: Page, apiUrl: string, name: string, email: string) {
  await signInWithDevIdentityProvider(page, apiUrl, { name, email, role: 'investor' });
  const token = await sessionToken(page);
  const thesis = await readFile(await writeTextPdf('thesis.pdf', THESIS));
  const upload = await page.request.post(`${apiUrl}/api/investor/thesis-parse`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { thesis: { name: 'thesis.pdf', mimeType: 'application/pdf', buffer: thesis } },
    timeout: 60_000,
  });
  expect(upload.status()).toBe(200);
  return token;
}

const boardCard = (page: Page, stage: string, name: string) =>
  page.getByRole('list', { name: `${stage} deals` }).getByRole('article', { name, exact: true });

test.describe('The investor side', () => {
  test('an investor claims a corpus profile, finds a founder with a true reason and asks for an intro; the founder accepts; both CRMs show Introduced; a kudo is written and approved and the investor sees it', async ({
    page,
    apiUrl,
    appUrl,
    browser,
  }) => {
    test.setTimeout(300_000);
    const founderEmail = uniqueEmail('intro-founder');
    const founderName = 'Maya Introduced';
    await founderWithDeck(page, apiUrl, founderName, 'intro-founder', founderEmail);

    // The investor, in a browser of their own.
    const investorContext = await browser.newContext({ baseURL: appUrl });
    const investor = await investorContext.newPage();
    const investorName = 'Iris Investor';
    await investorWithThesis(investor, apiUrl, investorName, uniqueEmail('intro-investor'));
    await investor.goto('/investors');
    await expect(investor.getByRole('heading', { name: investorName, level: 2 })).toBeVisible();
    await expect(investor.getByRole('region', { name: 'VibeScore' })).toBeVisible();

    // The profile was filled from the thesis.
    await expect(investor.getByText('$250K – $1M')).toBeVisible();

    // Claim a corpus firm: its history becomes the portfolio.
    const claim = investor.getByRole('region', { name: 'Claim your investor profile' });
    await claim.getByRole('textbox', { name: "Your name or your firm's name" }).fill('Sequoia');
    await claim.getByRole('button', { name: 'Search' }).click();
    const firstClaim = claim.getByRole('list', { name: 'Corpus investors' }).getByRole('button', { name: /^Claim / });
    await firstClaim.first().click();
    const claimed = investor.getByRole('region', { name: 'Your claimed investor profile' });
    await expect(claimed.getByRole('list', { name: 'Members on Pear' })).toContainText(investorName);
    await investor.getByRole('tab', { name: 'Portfolio' }).click();
    await expect(investor.getByText('From your investment history').first()).toBeVisible();

    // Matches: the founder is there with reasons; ask for an intro.
    await investor.getByRole('tab', { name: 'Matches' }).click();
    const matches = investor.getByRole('region', { name: 'AI-Powered Founder Matches' });
    const founderCard = matches.getByRole('article', { name: founderName });
    await expect(founderCard).toBeVisible({ timeout: 20_000 });
    await expect(founderCard.getByRole('region', { name: 'Why this is a good match' })).not.toBeEmpty();
    // No contact details before the founder accepts.
    await expect(founderCard.getByRole('link', { name: 'Email' })).toHaveCount(0);
    await founderCard.getByRole('button', { name: 'Request Intro' }).click();
    const dialog = investor.getByRole('dialog', { name: `Request an intro to ${founderName}` });
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Your cash-flow numbers look great.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(founderCard.getByText('No response yet')).toBeVisible();

    // The founder is told by e-mail and in the dashboard, and accepts.
    const mail = await readLatestMail(apiUrl, founderEmail, { subjectIncludes: 'asked for an intro' });
    expect(mail.subject).toContain(investorName);
    await page.goto('/founders');
    await page.getByRole('tab', { name: 'AI Matching' }).click();
    const requests = page.getByRole('region', { name: 'Intro requests' });
    const request = requests.getByRole('article', { name: investorName });
    await expect(request).toContainText('Your cash-flow numbers look great.');
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request.getByText('Intro accepted')).toBeVisible();

    // Both Deal Flow boards have the other side at Introduced.
    await page.getByRole('tab', { name: 'Deal Flow' }).click();
    await expect(boardCard(page, 'Introduced', investorName)).toBeVisible();
    await investor.reload();
    await investor.getByRole('tab', { name: 'Deal Flow' }).click();
    await expect(boardCard(investor, 'Introduced', founderName)).toBeVisible();

    // The investor's Email button now carries the founder's address.
    await investor.getByRole('tab', { name: 'Matches' }).click();
    const acceptedCard = investor
      .getByRole('region', { name: 'AI-Powered Founder Matches' })
      .getByRole('article', { name: founderName });
    await expect(acceptedCard.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${founderEmail.replace(/[.+]/g, '\\$&')}`),
    );

    // A kudo: the founder asks, the invitee writes it from the mailed link, the founder approves it.
    const inviteeEmail = uniqueEmail('kudo-writer');
    await page.getByRole('tab', { name: 'Profile' }).click();
    const kudos = page.getByRole('region', { name: 'Kudos' });
    await kudos
      .getByRole('form', { name: 'Request a kudo' })
      .getByRole('textbox', { name: 'E-mail' })
      .fill(inviteeEmail);
    await kudos.getByRole('button', { name: 'Request a kudo' }).click();
    await expect(kudos.getByText(`Kudo request sent to ${inviteeEmail}.`)).toBeVisible();
    const invitation = await readLatestMail(apiUrl, inviteeEmail, { subjectIncludes: 'kudo' });
    const kudoPath = /\/kudos\/[A-Za-z0-9_-]{43}/.exec(invitation.text)?.[0];
    expect(kudoPath).toBeTruthy();

    const writerContext = await browser.newContext({ baseURL: appUrl });
    const writer = await writerContext.newPage();
    await writer.goto(kudoPath ?? '/');
    await writer.getByRole('textbox', { name: 'Your name' }).fill('Omar Mentor');
    await writer.getByRole('textbox', { name: /^How you know/ }).fill('Former manager at Stripe');
    await writer.getByRole('textbox', { name: 'Your kudo' }).fill('Maya ships faster than anyone I have worked with.');
    await writer.getByRole('button', { name: 'Submit kudo' }).click();
    await expect(writer.getByText(/^Thank you/)).toBeVisible();
    await writerContext.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).click();
    const written = page.getByRole('region', { name: 'Kudos' }).getByRole('listitem', { name: 'Omar Mentor' });
    await written.getByRole('button', { name: 'Approve' }).click();
    await expect(written.getByText('Approved: investors see it')).toBeVisible();

    // The investor sees it on the founder's card.
    await investor.reload();
    await investor.getByRole('tab', { name: 'Matches' }).click();
    const withKudo = investor
      .getByRole('region', { name: 'AI-Powered Founder Matches' })
      .getByRole('article', { name: founderName });
    await expect(withKudo.getByRole('region', { name: 'Kudos' })).toContainText(
      'Maya ships faster than anyone I have worked with.',
    );
    await investorContext.close();
  });
});

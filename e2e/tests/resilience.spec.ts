import { join } from 'node:path';

import { ROOT } from '../../scripts/compose.mjs';
import { expect, test } from '../support/fixtures';
import { SiteHeader } from '../support/pages/site-header';

test('a stopped remote shows its fallback while the header and other remotes work; Retry recovers it', async ({
  page,
  startShell,
  serveFolder,
}) => {
  // Billing is served by a server this test controls; it is stopped before the page asks for it.
  const billing = await serveFolder(join(ROOT, 'billing', 'dist'));
  const shell = await startShell({ billing: `${billing.url}/mf-manifest.json` });
  await billing.close();

  await page.goto(`${shell.url}/payment`);
  const fallback = page.getByRole('alert').filter({ hasText: 'This part of Pear is temporarily unavailable' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  const header = new SiteHeader(page);
  await expect(header.logo).toBeVisible();
  await expect(header.earlyAccessButton).toBeVisible();

  // Another remote still loads in the same page.
  await header.signInLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Pear' })).toBeVisible();

  // Billing comes back on the same address; Retry loads it without a page reload.
  await page.goBack();
  await expect(fallback).toBeVisible();
  await serveFolder(join(ROOT, 'billing', 'dist'), billing.port);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
});

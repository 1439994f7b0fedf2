import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/pages/dev-identity-provider';
import { EarlyAccessDialog } from '../support/pages/early-access-dialog';
import { SiteHeader } from '../support/pages/site-header';

test('early access: success, then the same e-mail again is already signed up', async ({ page }) => {
  const email = uniqueEmail('early');
  await page.goto('/');
  const header = new SiteHeader(page);
  const dialog = new EarlyAccessDialog(page);

  await header.earlyAccessButton.click();
  await expect(dialog.dialog).toBeVisible();
  await expect(dialog.submitButton).toBeDisabled();
  await dialog.fill({ role: 'Founder', firstName: 'Ada', lastName: 'Lovelace', email });
  await expect(dialog.submitButton).toBeEnabled();
  await dialog.submit();
  await expect(dialog.toast('Success!')).toContainText("You've been added to our early access list.");
  await expect(dialog.dialog).toBeHidden();

  // The form was cleared on success.
  await header.earlyAccessButton.click();
  await expect(dialog.field('Email address')).toHaveValue('');
  await dialog.fill({ role: 'Investor', firstName: 'Ada', lastName: 'Lovelace', email: email.toUpperCase() });
  await dialog.submit();
  await expect(dialog.toast('Already signed up!')).toContainText('This email is already registered for early access.');
  // An error keeps the dialog open with the values.
  await expect(dialog.dialog).toBeVisible();
  await expect(dialog.field('First name')).toHaveValue('Ada');
});

test('early access: a bad profile URL is refused by the API with its message', async ({ page }) => {
  await page.goto('/');
  const dialog = new EarlyAccessDialog(page);
  await new SiteHeader(page).earlyAccessButton.click();
  await dialog.fill({
    role: 'Investor',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail('url'),
    linkedin: 'ftp://example.com/x',
  });
  await dialog.submit();
  await expect(dialog.toast('Error')).toContainText('Failed to save:');
  await expect(dialog.dialog).toBeVisible();
});

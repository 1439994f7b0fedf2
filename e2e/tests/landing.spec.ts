import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/pages/dev-identity-provider';
import { EarlyAccessDialog } from '../support/pages/early-access-dialog';
import { LandingPage } from '../support/pages/landing-page';
import { SiteHeader } from '../support/pages/site-header';

const HOME_SECTIONS = [
  'Broken Fundraising',
  'Fundraising intelligence, not another contact list',
  'Everything a raise needs, in one place',
  'How it works',
  'Founders raise faster with Pear',
  'Simple pricing',
  'Get your first matches this week',
];

for (const [path, title] of [
  ['/', 'Fundraising, matched'],
  ['/landing-1', 'Raise from investors who fit'],
] as const) {
  test(`${path}: hero, every Home section, pricing and counters`, async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open(path);
    await expect(landing.title).toHaveCount(1);
    await expect(landing.title).toHaveText(title);
    await expect(landing.bookDemoLink).toHaveAttribute('target', '_blank');
    for (const name of HOME_SECTIONS) await expect(landing.section(name)).toBeVisible();

    const pricing = landing.section('Simple pricing');
    await expect(pricing).toContainText('$29/month');
    await expect(pricing).toContainText('Pear Pass');
    await expect(pricing).toContainText('$99/month');
    await expect(pricing.getByText('Most Popular')).toBeVisible();
    await expect(pricing.getByRole('button', { name: 'Start Free Trial' }).first()).toBeVisible();
    await expect(pricing).toContainText('14-day free trial, no credit card required.');

    await landing.section('Founders raise faster with Pear').scrollIntoViewIfNeeded();
    await expect(landing.stat('14K+')).toBeVisible();
    await expect(landing.section('Founders raise faster with Pear')).toContainText('500+');
    await expect(landing.socialLinks).toBeVisible();
  });
}

test('/landing: video landing with Early Access, Book a Demo, demo section, social footer and Ctrl/Cmd+E', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open('/landing');
  await expect(landing.title).toHaveText('Connect. Match. Fund.');
  await expect(landing.section('See Pear in two minutes')).toBeVisible();
  await expect(landing.bookDemoLink).toHaveAttribute('rel', /noopener/);
  await expect(landing.socialLinks.getByRole('link')).toHaveCount(3);

  await expect(landing.investorViewToggle).toHaveAttribute('aria-pressed', 'false');
  await landing.pressToggleShortcut();
  await expect(landing.investorViewToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/founders who fit your thesis/)).toBeVisible();
  await landing.pressToggleShortcut();
  await expect(landing.investorViewToggle).toHaveAttribute('aria-pressed', 'false');

  await landing.earlyAccessButton.click();
  await expect(new EarlyAccessDialog(page).dialog).toBeVisible();
});

test('/: the header switch shows the resources directory under the Resources tab', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open('/');
  const header = new SiteHeader(page);
  await header.landingSwitch.getByRole('button', { name: 'Resources' }).click();
  await expect(landing.resourcesDirectory).toBeVisible();
  await expect(landing.title).toHaveText('Startup Resources');
  await expect(landing.section('Broken Fundraising')).toBeHidden();
  await header.landingSwitch.getByRole('button', { name: 'Home' }).click();
  await expect(landing.section('Broken Fundraising')).toBeVisible();
});

test('/landing-2: its own Home and Resources tabs', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open('/landing-2');
  await expect(landing.title).toHaveCount(1);
  await expect(landing.tab('Home')).toHaveAttribute('aria-selected', 'true');
  await expect(landing.section('Broken Fundraising')).toBeVisible();
  await landing.tab('Resources').click();
  await expect(landing.resourcesDirectory).toBeVisible();
  await expect(landing.section('Broken Fundraising')).toBeHidden();
  await landing.tab('Resources').press('ArrowLeft');
  await expect(landing.tab('Home')).toHaveAttribute('aria-selected', 'true');
});

test('closing e-mail box: invalid shows an inline message; valid opens the early-access dialog pre-filled', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  const dialog = new EarlyAccessDialog(page);
  await landing.open('/');
  await landing.requestEarlyAccess('not-an-email');
  await expect(landing.emailError).toContainText('Enter a valid e-mail address');
  await expect(dialog.dialog).toBeHidden();

  const email = uniqueEmail('landing');
  await landing.requestEarlyAccess(email);
  await expect(dialog.dialog).toBeVisible();
  await expect(dialog.field('Email address')).toHaveValue(email);
});

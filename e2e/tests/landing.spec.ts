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
  await expect(landing.section('See Pear in action')).toBeVisible();
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

test('/landing: the demo video of Pear loads only near the viewport, from the marketing remote, with captions, and plays in place', async ({
  page,
}) => {
  const mediaRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4|webp|vtt)$/.test(new URL(request.url()).pathname)) mediaRequests.push(request.url());
  });
  // A small window: the demo is well below the fold, so neither the video nor its poster is fetched with the page.
  await page.setViewportSize({ width: 360, height: 480 });
  const landing = new LandingPage(page);
  await landing.open('/landing');
  const demo = landing.section('See Pear in action');
  const video = demo.getByLabel('Pear product demo');
  await expect(video).toHaveCount(0);
  expect(mediaRequests).toEqual([]);

  await demo.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).not.toHaveAttribute('autoplay');
  await expect(video).toHaveJSProperty('paused', true);
  // Now the poster: the one image of the demo fetched so far.
  await expect.poll(() => mediaRequests.filter((url) => url.endsWith('.webp')).length).toBe(1);

  // The files come from the marketing remote's own origin (the shell composes remotes from other origins).
  const appConfig = (await (await page.request.get('/app-config.json')).json()) as { remotes: { marketing: string } };
  const marketingOrigin = new URL(appConfig.remotes.marketing).origin;
  const sources = await video
    .locator('source')
    .evaluateAll((elements) =>
      elements.map((element) => [(element as HTMLSourceElement).src, element.getAttribute('type')]),
    );
  expect(sources.map(([, type]) => type)).toEqual(['video/webm', 'video/mp4']);
  for (const [src, type] of sources) {
    expect(new URL(src ?? '').origin).toBe(marketingOrigin);
    const response = await page.request.get(src ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect((await response.body()).length).toBeLessThanOrEqual(3 * 1024 * 1024);
  }
  const poster = await page.request.get((await video.getAttribute('poster')) ?? '');
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/webp');

  // The captions: served as WebVTT, and loaded and parsed by the browser across origins (the default track shows).
  const trackSrc = await video.locator('track').evaluate((track) => (track as HTMLTrackElement).src);
  expect(new URL(trackSrc).origin).toBe(marketingOrigin);
  const vtt = await page.request.get(trackSrc);
  expect(vtt.headers()['content-type']).toBe('text/vtt; charset=utf-8');
  const firstCue = /^WEBVTT\n\n1\n[\d:.]+ --> [\d:.]+\n(.+)$/m.exec(await vtt.text())?.[1];
  expect(firstCue).toMatch(/landing page/i);
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const track = element.textTracks[0];
        return track
          ? `${track.kind} ${track.language} ${track.mode} ${track.cues?.[0] && 'text' in track.cues[0] ? track.cues[0].text : ''}`
          : '';
      }),
    )
    .toBe(`captions en showing ${firstCue}`);
  // Nothing of the video itself before Play (preload="none").
  expect(mediaRequests.filter((url) => /\.(webm|mp4)$/.test(url))).toEqual([]);

  // Play from the keyboard (Space on the focused video): Chromium picks the WebM, and the video runs.
  await video.focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\.webm$/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(30);
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

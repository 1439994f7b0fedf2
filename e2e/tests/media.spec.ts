import { expect, test } from '../support/fixtures';
import { signInWithDevIdentityProvider, uniqueEmail } from '../support/pages/dev-identity-provider';

// The episode's page is answered by the test itself, so the new tab opens without the network.
const EPISODE_URL = 'https://podcasts.apple.com/us/podcast/pear-founders/id1234567890';
const EPISODE_TITLE = 'Pear Founders, episode 12: raising a seed round';

test.describe('Media & Content', () => {
  test('a founder adds a podcast by its link, sees its platform, finds it after a reload, and opens it in a new tab without an opener or referrer', async ({
    page,
    apiUrl,
  }) => {
    await page.context().route(`${EPISODE_URL}*`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><title>${EPISODE_TITLE}</title><h1>${EPISODE_TITLE}</h1>`,
      }),
    );
    await signInWithDevIdentityProvider(page, apiUrl, {
      name: 'Mona Media',
      email: uniqueEmail('media'),
      role: 'founder',
    });
    await page.goto('/founders');
    const panel = page.getByRole('complementary', { name: 'Media & Content' });
    await expect(panel.getByText('No media yet')).toBeVisible();

    await panel.getByRole('button', { name: 'Add media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add media' });
    await dialog.getByLabel('Type').selectOption('Podcast');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(EPISODE_TITLE);
    await dialog.getByRole('textbox', { name: 'Link' }).fill(EPISODE_URL);
    await expect(dialog.getByText('Platform: Apple Podcasts')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    const items = panel.getByRole('list', { name: 'Your media' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Podcast');
    await expect(items.first()).toContainText('Apple Podcasts');

    await page.reload();
    const link = panel.getByRole('link', { name: EPISODE_TITLE });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', EPISODE_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

    const opened = page.context().waitForEvent('page');
    await link.click();
    const episode = await opened;
    await episode.waitForLoadState();
    expect(episode.url()).toBe(EPISODE_URL);
    await expect(episode.getByRole('heading', { name: EPISODE_TITLE })).toBeVisible();
    // What noopener and noreferrer promise: the page cannot reach Pear's window, nor learn it came from Pear.
    expect(await episode.evaluate(() => window.opener)).toBeNull();
    expect(await episode.evaluate(() => document.referrer)).toBe('');
    // The dashboard stayed where it was.
    await expect(page).toHaveURL(/\/founders$/);
  });
});

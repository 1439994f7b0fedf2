import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from '../../scripts/compose.mjs';
import { expect, test } from '../support/fixtures';
import { SiteHeader } from '../support/pages/site-header';

// A marker that only react-dom's client build contains (its root container property).
const REACT_DOM_MARKER = '__reactContainer$';

test('one React, one store and one emotion cache across the shell and three remotes', async ({ page }) => {
  const reactDomScripts = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(REACT_DOM_MARKER)) reactDomScripts.add(response.url());
  });
  await page.goto('/');
  const header = new SiteHeader(page);
  await header.signInLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Pear' })).toBeVisible();
  // Client-side navigation (no reload) into a third remote.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/payment');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();

  expect([...reactDomScripts]).toHaveLength(1);
  const singletons = await page.evaluate(
    () => (globalThis as { __PEAR_SINGLETONS__?: Record<string, number> }).__PEAR_SINGLETONS__,
  );
  expect(singletons).toMatchObject({ store: 1, emotionCache: 1 });
  const remotesOnPage = await page.evaluate(() =>
    [...document.querySelectorAll('[data-remote]')].map((el) => el.getAttribute('data-remote')),
  );
  expect(remotesOnPage).toEqual(['billing']);
});

test('independent deploy: a new marketing build in a versioned folder goes live by repointing app-config.json', async ({
  page,
  startShell,
  serveFolder,
}) => {
  test.setTimeout(240_000);
  const shellFilesBefore = (await readdir(join(ROOT, 'shell', 'dist'))).sort();
  const cdn = await mkdtemp(join(tmpdir(), 'pear-cdn-'));
  const buildId = `marketing-e2e-${Date.now()}`;
  const build = spawnSync(
    process.execPath,
    ['node_modules/webpack-cli/bin/cli.js', '--config', 'marketing/webpack.config.cjs', '--mode', 'production'],
    {
      cwd: ROOT,
      env: { ...process.env, PEAR_OUT_DIR: join(cdn, buildId), PEAR_BUILD_ID: buildId },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr || build.stdout).toBe(0);
  const host = await serveFolder(cdn);

  const shell = await startShell();
  await page.goto(shell.url);
  const liveBuild = page.getByTestId('build-id-marketing');
  await expect(liveBuild).not.toHaveText(buildId);

  await shell.setRemote('marketing', `${host.url}/${buildId}/mf-manifest.json`);
  // The prerendered HTML the shell's server sends is the new build's too, before any JavaScript runs.
  const html = await (await page.request.get(shell.url)).text();
  expect(html).toContain(`data-testid="build-id-marketing">${buildId}<`);
  await page.reload();
  await expect(liveBuild).toHaveText(buildId);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The shell was not rebuilt.
  expect((await readdir(join(ROOT, 'shell', 'dist'))).sort()).toEqual(shellFilesBefore);
});

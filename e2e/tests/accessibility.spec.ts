import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Every public page must be free of serious and critical axe violations (WCAG 2.1 A/AA rules).
const PUBLIC_ROUTES = [
  '/',
  '/landing',
  '/landing-1',
  '/landing-2',
  '/resources',
  '/signin',
  '/signup',
  '/no-such-page',
];

for (const route of PUBLIC_ROUTES) {
  for (const width of [375, 1280]) {
    test(`${route} at ${width} px has no serious or critical accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

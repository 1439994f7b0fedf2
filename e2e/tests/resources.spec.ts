import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { signInWithDevIdentityProvider, uniqueEmail } from '../support/pages/dev-identity-provider';

const CATEGORIES = [
  'Company Formation',
  'Legal Resources',
  'Events',
  'Online Courses',
  'Mentors Pairing',
  'Pitch Deck Critique',
  'Incubators & Competitions',
] as const;

/** The /resources page, by role and accessible name only. */
class ResourcesPageObject {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/resources');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Startup Resources' })).toBeVisible();
  }

  category(name: string): Locator {
    return this.page.getByRole('button', { name: `${name} 4 resources available` });
  }

  async toggleCategory(name: string) {
    await this.category(name).click();
  }

  get browseAllButton(): Locator {
    return this.page.getByRole('button', { name: 'Browse All Categories' });
  }

  get personalizedButton(): Locator {
    return this.page.getByRole('button', { name: 'Get Personalized Resources' });
  }

  get allResources(): Locator {
    return this.page.getByRole('region', { name: 'All resources' });
  }

  get personalizedResources(): Locator {
    return this.page.getByRole('region', { name: 'Personalized resources' });
  }

  get matchingResources(): Locator {
    return this.allResources.getByRole('list', { name: 'Matching resources' }).getByRole('listitem');
  }

  get resultCount(): Locator {
    return this.allResources.getByRole('status');
  }

  async browseAll() {
    await this.browseAllButton.click();
  }

  async search(text: string) {
    await this.allResources.getByRole('searchbox', { name: 'Search resources' }).fill(text);
  }

  async chooseCategory(name: string) {
    await this.allResources.getByRole('combobox', { name: 'Category' }).selectOption(name);
  }
}

test.describe('/resources', () => {
  test('shows the seven categories with their counts; opening one closes the other', async ({ page }) => {
    const resources = new ResourcesPageObject(page);
    await resources.open();
    for (const name of CATEGORIES) await expect(resources.category(name)).toBeVisible();

    await expect(resources.category('Company Formation')).toHaveAttribute('aria-expanded', 'true');
    const stripe = page.getByRole('link', { name: 'Stripe Atlas (opens in a new tab)' });
    await expect(stripe).toHaveAttribute('target', '_blank');
    await expect(stripe).toHaveAttribute('rel', 'noopener noreferrer');

    await resources.toggleCategory('Events');
    await expect(resources.category('Events')).toHaveAttribute('aria-expanded', 'true');
    await expect(resources.category('Company Formation')).toHaveAttribute('aria-expanded', 'false');
    await expect(stripe).toHaveCount(0);
    await expect(page.getByRole('link', { name: /TechCrunch Disrupt/ })).toBeVisible();

    // Keyboard: Enter on a focused header opens it.
    await resources.category('Legal Resources').focus();
    await page.keyboard.press('Enter');
    await expect(resources.category('Legal Resources')).toHaveAttribute('aria-expanded', 'true');
    await expect(resources.category('Events')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Browse All Categories lists all 28 resources and filters them', async ({ page }) => {
    const resources = new ResourcesPageObject(page);
    await resources.open();
    await resources.browseAll();
    await expect(resources.browseAllButton).toHaveAttribute('aria-expanded', 'true');
    await expect(resources.matchingResources).toHaveCount(28);
    await expect(resources.resultCount).toHaveText('28 of 28 resources');

    await resources.chooseCategory('Events');
    await expect(resources.matchingResources).toHaveCount(4);
    await expect(resources.resultCount).toHaveText('4 of 28 resources');

    await resources.chooseCategory('All categories');
    await resources.search('mentor');
    const count = await resources.matchingResources.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(28);
    await expect(resources.resultCount).toHaveText(`${count} of 28 resources`);
  });

  test('View All opens the list filtered to that category', async ({ page }) => {
    const resources = new ResourcesPageObject(page);
    await resources.open();
    await resources.toggleCategory('Pitch Deck Critique');
    await page.getByRole('button', { name: 'View All Pitch Deck Critique resources in the searchable list' }).click();
    await expect(resources.allResources.getByRole('heading', { name: 'All resources' })).toBeFocused();
    await expect(resources.resultCount).toHaveText('4 of 28 resources');
  });

  test('sets its own title, meta description and canonical link', async ({ page, appUrl }) => {
    const resources = new ResourcesPageObject(page);
    await resources.open();
    await expect(page).toHaveTitle('Startup Resources — Pear');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${new URL(appUrl).origin}/resources`,
    );
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /28 hand-picked startup resources/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('Get Personalized Resources signed out opens the sign-up role dialog', async ({ page }) => {
    const resources = new ResourcesPageObject(page);
    await resources.open();
    await resources.personalizedButton.click();
    await expect(page.getByRole('dialog', { name: 'Sign Up for Pear' })).toBeVisible();
  });

  test('Get Personalized Resources signed in ranks resources from the real profile', async ({ page, apiUrl }) => {
    await signInWithDevIdentityProvider(page, apiUrl, {
      name: 'Res Founder',
      email: uniqueEmail('resources'),
      role: 'founder',
    });
    const resources = new ResourcesPageObject(page);
    await resources.open();
    await resources.personalizedButton.click();
    await expect(resources.personalizedButton).toHaveAttribute('aria-expanded', 'true');
    // A brand-new founder has no industry or stage yet: the page says so and shows the generally most useful.
    await expect(resources.personalizedResources.getByText(/no industry or stage yet/)).toBeVisible();
    await expect(
      resources.personalizedResources.getByRole('list', { name: 'Recommended resources' }).getByRole('listitem'),
    ).toHaveCount(6);
  });

  test('fits a 375 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const resources = new ResourcesPageObject(page);
    await resources.open();
    await resources.browseAll();
    await expect(resources.matchingResources).toHaveCount(28);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

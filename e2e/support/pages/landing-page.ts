import type { Locator, Page } from '@playwright/test';

/** A Pear landing page (/, /landing, /landing-1, /landing-2), by role and accessible name only. */
export class LandingPage {
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /**
   * Opens the page and waits until it is interactive: the prerendered HTML is visible before the app has hydrated
   * it, and while clicks made meanwhile are replayed, keyboard shortcuts (Ctrl/Cmd+E on /landing) are not.
   */
  async open(path: '/' | '/landing' | '/landing-1' | '/landing-2') {
    await this.page.goto(path);
    await this.page.locator('html[data-pear-interactive]').waitFor({ state: 'attached' });
  }

  get title() {
    return this.main.getByRole('heading', { level: 1 });
  }

  section(name: string) {
    return this.main.getByRole('region', { name });
  }

  get bookDemoLink() {
    return this.main.getByRole('link', { name: 'Book a Demo' }).first();
  }

  get earlyAccessButton() {
    return this.main.getByRole('button', { name: 'Get Early Access' }).first();
  }

  get investorViewToggle() {
    return this.main.getByRole('button', { name: 'Investor view' });
  }

  get socialLinks() {
    return this.main.getByRole('navigation', { name: 'Social links' });
  }

  get resourcesDirectory() {
    return this.main.getByRole('region', { name: 'Resource categories' });
  }

  tab(name: 'Home' | 'Resources') {
    return this.main.getByRole('tablist', { name: 'Landing page section' }).getByRole('tab', { name });
  }

  stat(text: string) {
    return this.section('Founders raise faster with Pear').getByText(text, { exact: true }).first();
  }

  async requestEarlyAccess(email: string) {
    const cta = this.section('Get your first matches this week');
    await cta.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
    await cta.getByRole('button', { name: 'Get Early Access' }).click();
  }

  get emailError() {
    return this.section('Get your first matches this week').getByRole('alert');
  }

  async pressToggleShortcut() {
    await this.page.locator('body').press(process.platform === 'darwin' ? 'Meta+e' : 'Control+e');
  }
}

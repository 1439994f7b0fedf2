import type { Locator, Page } from '@playwright/test';

/** The shell's header, by role and accessible name only. */
export class SiteHeader {
  private readonly banner: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole('banner');
  }

  get logo() {
    return this.banner.getByRole('link', { name: 'Pear home' });
  }

  get landingSwitch() {
    return this.banner.getByRole('group', { name: 'Landing page section' });
  }

  get signInLink() {
    return this.banner.getByRole('link', { name: 'Sign In' });
  }

  get signUpButton() {
    return this.banner.getByRole('button', { name: 'Sign Up' });
  }

  get earlyAccessButton() {
    return this.banner.getByRole('button', { name: 'Get Early Access' });
  }

  get dashboardButton() {
    return this.banner.getByRole('button', { name: 'Dashboard' });
  }

  get logOutButton() {
    return this.banner.getByRole('button', { name: 'Log Out' });
  }

  async openDashboardMenu() {
    await this.dashboardButton.click();
    return this.page.getByRole('menu', { name: 'Dashboard' });
  }

  async chooseSignUpRole(role: 'founder' | 'investor') {
    await this.signUpButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Sign Up for Pear' });
    await dialog.getByRole('button', { name: new RegExp(`I'm an? ${role}`, 'i') }).click();
  }
}

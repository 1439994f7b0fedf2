import type { Locator, Page } from '@playwright/test';

export type EarlyAccessDetails = {
  role: 'Founder' | 'Investor';
  firstName: string;
  lastName: string;
  email: string;
  linkedin?: string;
};

/** The "Get Early Access" dialog. */
export class EarlyAccessDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Get Early Access' });
  }

  get submitButton() {
    return this.dialog.getByRole('button', { name: 'Get Early Access' });
  }

  field(label: 'First name' | 'Last name' | 'Email address' | 'LinkedIn profile') {
    return this.dialog.getByLabel(new RegExp(`^${label}`));
  }

  async fill(details: EarlyAccessDetails) {
    await this.dialog.getByRole('radio', { name: details.role }).check();
    await this.field('First name').fill(details.firstName);
    await this.field('Last name').fill(details.lastName);
    await this.field('Email address').fill(details.email);
    if (details.linkedin) await this.field('LinkedIn profile').fill(details.linkedin);
  }

  async submit() {
    await this.submitButton.click();
  }

  toast(title: string) {
    return this.page.getByRole('status').filter({ hasText: title });
  }
}

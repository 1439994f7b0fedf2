import type { Locator, Page } from '@playwright/test';

/** The floating chat assistant on the landing pages, by role and accessible name only. */
export class ChatAssistantWidget {
  private readonly openButton: Locator;
  private readonly panel: Locator;

  constructor(page: Page) {
    this.openButton = page.getByRole('button', { name: 'Open chat assistant' });
    this.panel = page.getByRole('dialog', { name: 'Pear assistant' });
  }

  get conversation() {
    return this.panel.getByRole('log');
  }

  get messageInput() {
    return this.panel.getByRole('textbox', { name: 'Message' });
  }

  get sendButton() {
    return this.panel.getByRole('button', { name: 'Send' });
  }

  async open() {
    await this.openButton.click();
  }

  async ask(question: string) {
    await this.messageInput.fill(question);
    await this.messageInput.press('Enter');
  }
}

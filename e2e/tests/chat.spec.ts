import { freePort } from '../../scripts/free-port.mjs';
import { expect, test } from '../support/fixtures';
import { ChatAssistantWidget } from '../support/pages/chat-assistant';

test('the chat assistant answers a Pro plan question from the real API', async ({ page }) => {
  await page.goto('/');
  const chat = new ChatAssistantWidget(page);
  await chat.open();
  await expect(chat.conversation).toContainText("Hi! I'm Pear's assistant.");
  await expect(chat.sendButton).toBeDisabled();

  await chat.ask('How much is the Pro plan?');
  await expect(chat.conversation).toContainText('How much is the Pro plan?');
  await expect(chat.conversation).toContainText('$99');
  await expect(chat.messageInput).toBeEnabled();

  // A follow-up uses the conversation so far.
  await chat.ask('and the Team plan?');
  await expect(chat.conversation).toContainText('$199');
});

test('when the assistant cannot be reached it says so and shows a Connection Error toast', async ({
  page,
  startShell,
}) => {
  // Nothing listens on this port: every chat call fails to connect.
  const deadPort = await freePort();
  const shell = await startShell({}, { functionsUrl: `http://127.0.0.1:${deadPort}/functions/v1` });
  await page.goto(`${shell.url}/`);

  const chat = new ChatAssistantWidget(page);
  await chat.open();
  await chat.ask('How much is the Pro plan?');

  await expect(chat.conversation).toContainText(/having trouble connecting/i);
  await expect(page.getByText('Connection Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Unable to connect to AI assistant. Please try again.')).toBeVisible();
  await expect(chat.messageInput).toBeEnabled();
});

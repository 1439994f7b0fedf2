import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { invokeChatAssistant } from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { PearUiProvider, Toaster } from '@pear/shared/ui';
import { ChatAssistant } from '../index';

jest.mock('@pear/shared/api', () => ({
  invokeChatAssistant: jest.fn(),
}));

const invokeMock = jest.mocked(invokeChatAssistant);

const GREETING = "Hi! I'm Pear's assistant. Ask me about plans, PearScore, VibeScore or how sign-up works.";

type Deferred = { resolve: (reply: string) => void; reject: (error: Error) => void };

/** The next call waits until the test settles it. */
const deferNextReply = (): Deferred => {
  const deferred = {} as Deferred;
  invokeMock.mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        deferred.resolve = (response) => resolve({ success: true, response });
        deferred.reject = reject;
      }),
  );
  return deferred;
};

const Wrapper = ({ children }: { children: ReactNode }) => (
  <PearUiProvider>
    {children}
    <Toaster />
  </PearUiProvider>
);

const openChat = async () => {
  const user = userEvent.setup();
  render(<ChatAssistant />, { wrapper: Wrapper });
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  // The panel is a lazy chunk, loaded on the first opening.
  const panel = await screen.findByRole('dialog', { name: 'Pear assistant' });
  return {
    user,
    panel,
    input: within(panel).getByPlaceholderText('Ask about plans, matching, sign-up…'),
    sendButton: within(panel).getByRole('button', { name: 'Send' }),
    log: within(panel).getByRole('log'),
  };
};

beforeEach(() => {
  act(() => getAppState().toasts.forEach((toast) => getAppState().dismissToast(toast.id)));
});

describe('ChatAssistant', () => {
  it('opens and closes from the launcher, which reports its state', async () => {
    const user = userEvent.setup();
    render(<ChatAssistant />, { wrapper: Wrapper });
    const launcher = screen.getByRole('button', { name: 'Open chat assistant' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(launcher);
    expect(screen.getByRole('button', { name: 'Close chat assistant' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: 'Pear assistant' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts with the bot greeting in a polite log and focuses the input', async () => {
    const { log, input } = await openChat();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText(GREETING)).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('does not send a blank or whitespace-only message', async () => {
    const { user, input, sendButton } = await openChat();
    expect(sendButton).toBeDisabled();
    await user.type(input, '   ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(invokeMock).not.toHaveBeenCalled();
  });

  it('sends on Enter, keeps Shift+Enter as a newline and shows the reply', async () => {
    invokeMock.mockResolvedValueOnce({ success: true, response: 'The Pro plan costs $99/month.' });
    const { user, input, log } = await openChat();
    await user.type(input, 'How much is{Shift>}{Enter}{/Shift}the Pro plan?');
    expect(input).toHaveValue('How much is\nthe Pro plan?');
    expect(invokeMock).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(invokeMock).toHaveBeenCalledWith('How much is\nthe Pro plan?', []);
    expect(await within(log).findByText('The Pro plan costs $99/month.')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('disables input and send and shows the typing indicator while waiting', async () => {
    const reply = deferNextReply();
    const { user, input, sendButton, log } = await openChat();
    await user.type(input, 'What is PearScore?');
    await user.click(sendButton);

    expect(within(log).getByText('Pear is typing…')).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(sendButton).toBeDisabled();

    await act(async () => reply.resolve('PearScore is a 0–100 compatibility score.'));
    expect(within(log).queryByText('Pear is typing…')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
  });

  it('sends the earlier turns as history, without the greeting', async () => {
    invokeMock
      .mockResolvedValueOnce({ success: true, response: 'The Pro plan costs $99/month.' })
      .mockResolvedValueOnce({ success: true, response: 'The Team plan costs $199/month.' });
    const { user, input, log } = await openChat();
    await user.type(input, 'How much is the Pro plan?{Enter}');
    await within(log).findByText('The Pro plan costs $99/month.');
    await user.type(input, 'and the Team plan?{Enter}');
    await within(log).findByText('The Team plan costs $199/month.');

    expect(invokeMock).toHaveBeenLastCalledWith('and the Team plan?', [
      { role: 'user', content: 'How much is the Pro plan?' },
      { role: 'assistant', content: 'The Pro plan costs $99/month.' },
    ]);
  });

  it('on failure answers with a fallback reply and a destructive Connection Error toast', async () => {
    invokeMock.mockRejectedValueOnce(new Error('Failed to get response'));
    const { user, input, log } = await openChat();
    await user.type(input, 'Hello?{Enter}');

    expect(await within(log).findByText(/having trouble connecting/i)).toHaveTextContent(/try again.*book a demo/i);
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to AI assistant. Please try again.')).toBeInTheDocument();
    expect(getAppState().toasts).toEqual([
      expect.objectContaining({ title: 'Connection Error', variant: 'destructive' }),
    ]);
    expect(input).toBeEnabled();
  });

  it('closes with Escape and returns focus to the launcher', async () => {
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat assistant' })).toHaveFocus();
  });
});

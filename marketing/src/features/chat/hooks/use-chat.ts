import type { ChatMessage } from '@pear/contract';
import { MAX_CHAT_HISTORY_ITEMS, MAX_CHAT_MESSAGE_LENGTH } from '@pear/shared/domain';
import { useToast } from '@pear/shared/ui';
import { useCallback, useRef, useState } from 'react';

export type ChatEntry = ChatMessage & { id: string };

export const GREETING = "Hi! I'm Pear's assistant. Ask me about plans, PearScore, VibeScore or how sign-up works.";

/** Spec §8, chat failure: the bot says it cannot connect and points to retrying or booking a demo. */
export const FALLBACK_REPLY =
  "Sorry, I'm having trouble connecting right now. Please try again in a moment, or book a demo and we'll walk you through Pear.";

export const CONNECTION_ERROR_TOAST = {
  title: 'Connection Error',
  description: 'Unable to connect to AI assistant. Please try again.',
  variant: 'destructive',
} as const;

/** The API accepts at most 20 earlier messages of at most 2,000 characters each (the contract's limits). */
export const MAX_HISTORY = MAX_CHAT_HISTORY_ITEMS;
export const MAX_MESSAGE_LENGTH = MAX_CHAT_MESSAGE_LENGTH;

const GREETING_ID = 'greeting';

export type UseChat = {
  messages: readonly ChatEntry[];
  /** A reply is on its way: show the typing indicator and accept nothing new. */
  pending: boolean;
  /** Sends a non-blank message; false when it was blank or a reply is still pending. */
  send: (text: string) => Promise<boolean>;
};

/** Chat state: greeting first; each send posts the message with the earlier turns (greeting excluded). */
export const useChat = (): UseChat => {
  const { toast } = useToast();
  const [messages, setMessages] = useState<readonly ChatEntry[]>([
    { id: GREETING_ID, role: 'assistant', content: GREETING },
  ]);
  const [pending, setPending] = useState(false);
  // Refs so that two sends in one tick cannot both pass the guard, and history is read synchronously.
  const pendingRef = useRef(false);
  const messagesRef = useRef(messages);
  const nextId = useRef(0);

  const append = useCallback((role: ChatEntry['role'], content: string) => {
    nextId.current += 1;
    messagesRef.current = [...messagesRef.current, { id: `m${nextId.current}`, role, content }];
    setMessages(messagesRef.current);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '' || pendingRef.current) return false;

      const history: ChatMessage[] = messagesRef.current
        .filter((entry) => entry.id !== GREETING_ID)
        .slice(-MAX_HISTORY)
        .map(({ role, content }) => ({ role, content: content.slice(0, MAX_MESSAGE_LENGTH) }));

      pendingRef.current = true;
      setPending(true);
      append('user', message);
      try {
        // The API client loads with the first message, not with the landing page.
        const { invokeChatAssistant } = await import('@pear/shared/api');
        const { response } = await invokeChatAssistant(message.slice(0, MAX_MESSAGE_LENGTH), history);
        append('assistant', response);
      } catch {
        append('assistant', FALLBACK_REPLY);
        toast(CONNECTION_ERROR_TOAST);
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      return true;
    },
    [append, toast],
  );

  return { messages, pending, send };
};

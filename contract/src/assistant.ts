import * as z from 'zod/mini';
import { MAX_CHAT_HISTORY_ITEMS, MAX_CHAT_MESSAGE_LENGTH } from './domain/assistant.js';

/* The chat assistant (spec §7 call 12): `{ message, conversation_history }` → `{ success, response }`. */

export const CHAT_MESSAGE_LENGTH_ERROR = 'The message must be between 1 and 2,000 characters.';
export const CHAT_HISTORY_ERROR =
  'conversation_history must be a list of at most 20 messages, each {role: "user" | "assistant", content} with at most 2,000 characters.';
export const CHAT_BODY_ERROR = 'The request body must be a JSON object with message and conversation_history.';

export const CHAT_ROLES = ['user', 'assistant'] as const;

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z.string().check(z.maxLength(MAX_CHAT_MESSAGE_LENGTH)),
});

export const chatRequestSchema = z.object(
  {
    /** Trimmed before its length is checked. */
    message: z
      .string({ error: CHAT_MESSAGE_LENGTH_ERROR })
      .check(
        z.trim(),
        z.minLength(1, CHAT_MESSAGE_LENGTH_ERROR),
        z.maxLength(MAX_CHAT_MESSAGE_LENGTH, CHAT_MESSAGE_LENGTH_ERROR),
      ),
    /** Earlier messages, without the greeting. */
    conversation_history: z._default(z.array(chatMessageSchema).check(z.maxLength(MAX_CHAT_HISTORY_ITEMS)), []),
  },
  { error: CHAT_BODY_ERROR },
);

export const chatResponseSchema = z.object({ success: z.literal(true), response: z.string() });

export type ChatRole = (typeof CHAT_ROLES)[number];
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ChatResponse = z.infer<typeof chatResponseSchema>;

import { z } from 'zod';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_HISTORY_ITEMS = 20;

export const MESSAGE_LENGTH_ERROR = 'The message must be between 1 and 2,000 characters.';
export const HISTORY_ERROR =
  'conversation_history must be a list of at most 20 messages, each {role: "user" | "assistant", content} with at most 2,000 characters.';
export const BODY_ERROR = 'The request body must be a JSON object with message and conversation_history.';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const chatRequestSchema = z.object(
  {
    message: z.preprocess(
      trim,
      z
        .string({ error: MESSAGE_LENGTH_ERROR })
        .min(1, MESSAGE_LENGTH_ERROR)
        .max(MAX_MESSAGE_LENGTH, MESSAGE_LENGTH_ERROR),
    ),
    conversation_history: z
      .array(
        z.object({
          role: z.enum(['user', 'assistant']),
          content: z.string().max(MAX_MESSAGE_LENGTH),
        }),
      )
      .max(MAX_HISTORY_ITEMS)
      .default([]),
  },
  { error: BODY_ERROR },
);

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The first problem as one readable sentence: the message's own rule, else the history's. */
export function describeChatRequestError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return BODY_ERROR;
  if (issue.path[0] === 'message') return MESSAGE_LENGTH_ERROR;
  if (issue.path[0] === 'conversation_history') return HISTORY_ERROR;
  return BODY_ERROR;
}

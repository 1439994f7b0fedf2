import {
  CHAT_BODY_ERROR,
  CHAT_HISTORY_ERROR,
  CHAT_MESSAGE_LENGTH_ERROR,
  endpoints,
  type chatRequestSchema,
} from '@pear/contract';
import type { FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmConfig } from '../../config.js';
import { createAssistant } from '../../modules/assistant/assistant.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';

export type ChatAssistantRoutesOptions = {
  llm: LlmConfig | undefined;
  /** Requests per minute per IP. */
  rateLimitMax: number;
};

/** The first problem as one readable sentence: the message's own rule, else the history's. */
function describeChatRequestError([issue]: FastifySchemaValidationError[]): string {
  const field = issue?.instancePath.split('/')[1] as keyof typeof chatRequestSchema.shape | undefined;
  if (field === 'message') return CHAT_MESSAGE_LENGTH_ERROR;
  if (field === 'conversation_history') return CHAT_HISTORY_ERROR;
  return CHAT_BODY_ERROR;
}

/**
 * Spec §7 call 12: `POST /functions/v1/chat-assistant` `{ message, conversation_history }` → `{ success, response }`,
 * errors as `{ error, message }`. Answers come from the product knowledge base (modules/assistant).
 */
const chatAssistantRoutes: FastifyPluginAsyncZod<ChatAssistantRoutesOptions> = async (app, { llm, rateLimitMax }) => {
  const assistant = createAssistant({
    llm,
    onLlmError: (error) =>
      app.log.warn({ err: error }, 'chat assistant: LLM failed, answering from the knowledge base'),
  });

  app.route({
    ...routeOptions(endpoints.chatAssistant),
    config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
    // One sentence the chat can show, instead of the field-by-field list other routes answer with.
    schemaErrorFormatter: (errors) => new HttpError(400, describeChatRequestError(errors)),
    handler: async (request) => {
      const { message, conversation_history: history } = request.body;
      const { response } = await assistant.reply(message, history);
      return { success: true as const, response };
    },
  });
};

export default chatAssistantRoutes;

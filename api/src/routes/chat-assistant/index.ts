import type { FastifyPluginAsync } from 'fastify';
import type { LlmConfig } from '../../config.js';
import { createAssistant } from '../../modules/assistant/assistant.js';
import { HttpError } from '../../plugins/errors.js';
import { chatRequestSchema, describeChatRequestError } from './schema.js';

export type ChatAssistantRoutesOptions = {
  llm: LlmConfig | undefined;
  /** Requests per minute per IP. */
  rateLimitMax: number;
};

/**
 * Spec §7 call 12: `POST /functions/v1/chat-assistant` `{ message, conversation_history }` → `{ success, response }`,
 * errors as `{ error, message }`. Answers come from the product knowledge base (modules/assistant).
 */
const chatAssistantRoutes: FastifyPluginAsync<ChatAssistantRoutesOptions> = async (app, { llm, rateLimitMax }) => {
  const assistant = createAssistant({
    llm,
    onLlmError: (error) =>
      app.log.warn({ err: error }, 'chat assistant: LLM failed, answering from the knowledge base'),
  });

  app.post(
    '/functions/v1/chat-assistant',
    { config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } } },
    async (request) => {
      const parsed = chatRequestSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, describeChatRequestError(parsed.error));
      const { message, conversation_history: history } = parsed.data;
      const { response } = await assistant.reply(message, history);
      return { success: true as const, response };
    },
  );
};

export default chatAssistantRoutes;

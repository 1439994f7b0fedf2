import { getAppConfig } from '@pear/shared/config';
import { readBody } from '../api-error';
import { apiClient, joinUrl } from '../api-client';
import type { ChatAssistantResponse, ChatMessage } from '../schemas';

export const CHAT_NO_DATA_ERROR = 'No data received from function';
export const CHAT_FAILED_ERROR = 'Failed to get response';

/**
 * Call 12: invoke the `chat-assistant` serverless function with `{ message, conversation_history }` (earlier messages,
 * without the greeting) → `{ success, response }`.
 */
export const invokeChatAssistant = async (
  message: string,
  history: readonly ChatMessage[],
): Promise<ChatAssistantResponse> => {
  const { functionsUrl, baasAnonKey } = getAppConfig();
  const response = await apiClient.post(joinUrl(functionsUrl, 'chat-assistant'), {
    json: { message, conversation_history: history },
    headers: { apikey: baasAnonKey, Authorization: `Bearer ${baasAnonKey}` },
    context: { auth: false, errorMessage: CHAT_FAILED_ERROR },
  });
  const data = await readBody(response);
  if (data === null || data === undefined) throw new Error(CHAT_NO_DATA_ERROR);
  if (typeof data !== 'object') throw new Error(CHAT_FAILED_ERROR);
  const { error, success, response: reply } = data as Record<string, unknown>;
  if (error !== undefined && error !== null && error !== false) throw new Error(CHAT_FAILED_ERROR);
  if (typeof reply !== 'string') throw new Error(CHAT_FAILED_ERROR);
  return { success: success !== false, response: reply };
};

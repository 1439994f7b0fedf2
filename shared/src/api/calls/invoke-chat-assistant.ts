import { type ChatMessage, type ChatResponse, endpoints } from '@pear/contract';
import { getAppConfig } from '@pear/shared/config';
import { callEndpoint } from '../call-endpoint';

export const CHAT_NO_DATA_ERROR = 'No data received from function';
export const CHAT_FAILED_ERROR = 'Failed to get response';

/**
 * Call 12: invoke the `chat-assistant` serverless function with `{ message, conversation_history }` (earlier messages,
 * without the greeting) → `{ success, response }`. `{ error }` or any other body fails with "Failed to get response".
 */
export const invokeChatAssistant = (message: string, history: readonly ChatMessage[]): Promise<ChatResponse> => {
  const { baasAnonKey } = getAppConfig();
  return callEndpoint(endpoints.chatAssistant, {
    service: 'functions',
    json: { message, conversation_history: [...history] },
    headers: { apikey: baasAnonKey, Authorization: `Bearer ${baasAnonKey}` },
    errorMessage: CHAT_FAILED_ERROR,
    emptyBodyMessage: CHAT_NO_DATA_ERROR,
  });
};

/** The chat assistant takes messages of at most 2,000 characters and at most 20 earlier messages. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
export const MAX_CHAT_HISTORY_ITEMS = 20;

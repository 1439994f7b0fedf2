import { useChat } from '../hooks/use-chat';
import { ChatPanel, type ChatPanelProps } from './chat-panel';

export type ChatSessionProps = Omit<ChatPanelProps, 'messages' | 'pending' | 'onSend'> & { open: boolean };

/**
 * The conversation: its state and, while open, its panel. It loads with the first opening and stays mounted after,
 * so closing the panel keeps the conversation (and a reply still on its way).
 */
export const ChatSession = ({ open, ...panelProps }: ChatSessionProps) => {
  const { messages, pending, send } = useChat();
  return open ? <ChatPanel {...panelProps} messages={messages} pending={pending} onSend={send} /> : null;
};

export { ChatAssistant } from './components/chat-assistant';

import { composeAnswer, DONT_KNOW_REPLY, GREETING_REPLY, isSmallTalk } from './answer.js';
import { KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base.js';
import { completeChat, completionMessages, type LlmSettings } from './llm.js';
import { createRetriever, type ChatTurn } from './retrieval.js';

/** Entries handed to the LLM as grounding. */
const LLM_CONTEXT_ENTRIES = 4;

export type AssistantReply = {
  response: string;
  source: 'llm' | 'knowledge-base';
};

export type AssistantOptions = {
  /** Set: answers come from this OpenAI-compatible model, grounded in the retrieved entries. */
  llm?: LlmSettings | undefined;
  entries?: readonly KnowledgeEntry[];
  /** Called when the LLM fails and the extractive answer is used instead. */
  onLlmError?: (error: unknown) => void;
};

export type Assistant = {
  reply: (message: string, history: readonly ChatTurn[]) => Promise<AssistantReply>;
};

export function createAssistant({ llm, entries = KNOWLEDGE_BASE, onLlmError }: AssistantOptions = {}): Assistant {
  const retriever = createRetriever(entries);
  return {
    async reply(message, history) {
      if (isSmallTalk(message)) return { response: GREETING_REPLY, source: 'knowledge-base' };
      const retrieval = retriever.retrieve(message, history);
      const extractive = composeAnswer(retrieval);
      // Nothing to ground an answer in: say so honestly rather than let a model improvise.
      if (!llm || retrieval.hits.length === 0) {
        return { response: retrieval.hits.length === 0 ? DONT_KNOW_REPLY : extractive, source: 'knowledge-base' };
      }
      try {
        const grounding = retrieval.hits.slice(0, LLM_CONTEXT_ENTRIES).map((hit) => hit.entry);
        const response = await completeChat(llm, completionMessages(grounding, history, message));
        return { response, source: 'llm' };
      } catch (error) {
        onLlmError?.(error);
        return { response: extractive, source: 'knowledge-base' };
      }
    },
  };
}

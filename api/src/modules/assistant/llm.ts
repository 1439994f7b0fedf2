import type { ChatRole } from '@pear/contract';
import type { KnowledgeEntry } from './knowledge-base.js';
import type { ChatTurn } from './retrieval.js';

export type LlmSettings = {
  /** OpenAI-compatible API root, without a trailing slash (`…/v1`). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
};

type ChatCompletionMessage = { role: 'system' | ChatRole; content: string };

/** The grounding: the assistant may only answer from these entries. */
export function systemPrompt(entries: readonly KnowledgeEntry[]): string {
  const knowledge = entries.map((entry) => `### ${entry.title}\n${entry.text}`).join('\n\n');
  return [
    "You are Pear's website assistant. Pear is a fundraising matchmaking platform for startup founders and investors.",
    'Answer ONLY from the knowledge below, in at most three short sentences, and keep prices and numbers exactly as written.',
    "If the knowledge does not answer the question, say you don't know and suggest booking a demo. Never invent features, prices or policies.",
    '',
    'Knowledge:',
    knowledge,
  ].join('\n');
}

export function completionMessages(
  entries: readonly KnowledgeEntry[],
  history: readonly ChatTurn[],
  message: string,
): ChatCompletionMessage[] {
  return [
    { role: 'system', content: systemPrompt(entries) },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: message },
  ];
}

/** `POST {baseUrl}/chat/completions`; throws on a timeout, a non-2xx status or an empty answer. */
export async function completeChat(settings: LlmSettings, messages: ChatCompletionMessage[]): Promise<string> {
  const response = await fetch(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
    body: JSON.stringify({ model: settings.model, messages, temperature: 0.2, max_tokens: 400 }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new Error('LLM returned no answer');
  return content.trim();
}

import type { Retrieval } from './retrieval.js';

export const DONT_KNOW_REPLY =
  "I don't know the answer to that — you can book a demo and we'll walk you through it. " +
  'I can help with plans and pricing, PearScore, VibeScore, sign-up and data privacy.';

export const GREETING_REPLY =
  'Hi! Ask me about plans and pricing, PearScore, VibeScore, how sign-up works or how we handle your data.';

/** A second entry is worth pointing to when it scores at least this share of the best one. */
const RELATED_RATIO = 0.75;

const SMALL_TALK = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,]*$/i;

export const isSmallTalk = (message: string): boolean => SMALL_TALK.test(message);

/** Extractive answer: the best entry verbatim, plus a pointer to the runner-up when it is nearly as relevant. */
export function composeAnswer({ hits }: Retrieval): string {
  const [best, second] = hits;
  if (!best) return DONT_KNOW_REPLY;
  if (second && second.score >= best.score * RELATED_RATIO) {
    return `${best.entry.text}\n\nYou may also want to ask about: ${second.entry.title}.`;
  }
  return best.entry.text;
}

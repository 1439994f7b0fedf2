import type { ChatMessage } from '@pear/contract';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { KnowledgeEntry } from './knowledge-base.js';

/** One earlier message of the conversation, as the chat request carries it. */
export type ChatTurn = ChatMessage;

export type Hit = {
  entry: KnowledgeEntry;
  /** Relative score: the new message's best hit is 1, earlier user turns add up to CONTEXT_WEIGHTS. */
  score: number;
};

export type Retrieval = {
  /** Best first; empty when nothing matched well enough to answer from. */
  hits: Hit[];
  /** True when the earlier user turns were folded into the query. */
  usedHistory: boolean;
};

/**
 * Smallest raw BM25 score (MiniSearch, boosts below) a query needs to count as answered. Tuned on the tests'
 * questions: one field hit on a rare keyword scores well above it; stray fuzzy/prefix hits stay below.
 */
export const MIN_SCORE = 6;

/** How much the last and second-to-last user turns weigh, relative to the new message, in a follow-up. */
const CONTEXT_WEIGHTS = [0.5, 0.25] as const;

/** A follow-up is at most this many meaningful words, or reads as one ("and…", "what about…", "it"). */
const SHORT_MESSAGE_TERMS = 2;
const ANAPHORIC = /^\s*(and|also|or|what about|how about|same for|then)\b|\b(it|its|that|this|they|them|those|one)\b/i;

const STOP_WORDS = new Set(
  (
    'a an the is are was were be been am do does did done how what which who whom whose where when ' +
    'i me my mine you your yours we our ours us it its this that these those they them their he she ' +
    'of to in on for with and or but about at by from as into than then so if not no yes ' +
    'can could would should will shall may might must there here please tell know get got give ' +
    'have has had any some also just like want wanted need needs let lets use using ' +
    'hi hello hey thanks thank ok okay pear s t'
  ).split(' '),
);

/** Lower-case, drop stop words, fold simple plurals ("plans" → "plan", "matches" → "match"). */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  if (lower.length > 4 && /(ches|shes|xes|sses)$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && /[^su]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Letters and digits only, so "$99/month" gives "99" and "month". */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export const meaningfulTerms = (text: string): string[] =>
  tokenize(text)
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);

export function isFollowUp(message: string): boolean {
  return ANAPHORIC.test(message) || meaningfulTerms(message).length <= SHORT_MESSAGE_TERMS;
}

const SEARCH_OPTIONS = {
  boost: { keywords: 3, title: 2, text: 1 },
  // Typos in longer words only; prefixes only from 4 letters ("pro" must not match "profile").
  fuzzy: (term: string) => (term.length > 4 ? 0.2 : false),
  prefix: (term: string) => term.length > 3,
  combineWith: 'OR',
} as const;

export type Retriever = {
  retrieve: (message: string, history: readonly ChatTurn[]) => Retrieval;
};

/** BM25 retrieval over the knowledge base with MiniSearch; earlier user turns disambiguate follow-ups. */
export function createRetriever(entries: readonly KnowledgeEntry[]): Retriever {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['id'],
    tokenize,
    processTerm: normalizeTerm,
    extractField: (entry, field) =>
      field === 'keywords' ? entry.keywords.join(' ') : String(entry[field as keyof KnowledgeEntry]),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  const search = (text: string): SearchResult[] => (meaningfulTerms(text).length > 0 ? index.search(text) : []);

  return {
    retrieve(message, history) {
      const own = search(message);
      const ownBest = own[0]?.score ?? 0;
      const earlierUserTurns = history
        .filter((turn) => turn.role === 'user')
        .slice(-CONTEXT_WEIGHTS.length)
        .reverse();

      // A message that matched nothing and does not point back ("asdf qwerty") is not a follow-up.
      const anaphoric = ANAPHORIC.test(message);
      const usedHistory = earlierUserTurns.length > 0 && (anaphoric || (isFollowUp(message) && ownBest >= MIN_SCORE));

      const combined = new Map<string, number>();
      const add = (results: SearchResult[], weight: number) => {
        const best = results[0]?.score ?? 0;
        if (best < MIN_SCORE) return;
        for (const result of results) {
          const id = String(result.id);
          combined.set(id, (combined.get(id) ?? 0) + (weight * result.score) / best);
        }
      };
      add(own, 1);
      if (usedHistory) {
        earlierUserTurns.forEach((turn, position) => add(search(turn.content), CONTEXT_WEIGHTS[position] ?? 0));
      }

      const hits = [...combined.entries()]
        .map(([id, score]) => ({ entry: byId.get(id), score }))
        .filter((hit): hit is Hit => hit.entry !== undefined)
        .sort((a, b) => b.score - a.score);
      return { hits, usedHistory };
    },
  };
}

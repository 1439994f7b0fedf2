// A first intro e-mail from a founder to a matched investor, built only from facts Pear has: the founder's
// profile and deck, and the match's reasons (true statements computed from the investor's history).
import type { OutreachDraft } from '@pear/contract';
import { completeChat, type LlmSettings } from '../assistant/llm.js';
import type { FounderFacts } from '../profiles/founder-facts.js';

export type OutreachInvestor = {
  name: string;
  kind: 'firm' | 'person';
  /** Portfolio companies, most recent first. */
  portfolio: readonly string[];
};

const compact = (parts: (string | null | undefined | false)[]): string[] =>
  parts.filter((part): part is string => Boolean(part));

/** A reason as the end of "I am reaching out because …": "Backed 14 mobile companies" → "you have backed 14 mobile companies". */
const asClause = (reason: string): string => {
  const lowered = reason.charAt(0).toLowerCase() + reason.slice(1);
  if (/^(backed|co-invested|invested|led|made)\b/.test(lowered)) return `you have ${lowered}`;
  if (/^last invested\b/.test(lowered)) return `you ${lowered}`;
  return lowered;
};

export function templateDraft(
  facts: FounderFacts,
  investor: OutreachInvestor,
  reasons: readonly string[],
): OutreachDraft {
  const company = facts.startupName ?? 'my company';
  const subject = compact([
    company,
    compact([facts.stage, facts.industry]).join(' ') || null,
    facts.raisingAmount && `raising ${facts.raisingAmount}`,
  ]).join(' — ');

  const greeting = investor.kind === 'person' ? `Hi ${investor.name.split(/\s+/)[0]},` : `Hi ${investor.name} team,`;
  const portfolio = investor.portfolio.slice(0, 2);
  const why = reasons[0]
    ? `I am reaching out because ${asClause(reasons[0]).replace(/\.$/, '')}${portfolio.length > 0 ? ` (including ${portfolio.join(' and ')})` : ''}.`
    : null;
  const intro = `I'm ${facts.name}${facts.title ? `, ${facts.title} of ${company}` : ` from ${company}`}.${facts.pitch ? ` ${facts.pitch}` : ''}`;
  const traction = facts.tractions.length > 0 ? `So far: ${facts.tractions.slice(0, 2).join('; ')}.` : null;
  const ask = facts.raisingAmount
    ? `We are raising ${facts.raisingAmount}${facts.stage ? ` (${facts.stage})` : ''}.${reasons[1] ? ` ${reasons[1].replace(/\.$/, '')}, which is why I think we fit.` : ''}`
    : reasons[1]
      ? `${reasons[1].replace(/\.$/, '')}, which is why I think we fit.`
      : null;
  const close = 'Would you be open to a 20-minute call in the next couple of weeks? I am happy to send our deck.';
  const signature = compact([
    'Best,',
    facts.name,
    compact([facts.title, facts.startupName]).join(', ') || null,
    facts.website,
    facts.email,
  ]).join('\n');

  const body = [greeting, compact([why, intro]).join('\n\n'), traction, ask, close, signature]
    .filter(Boolean)
    .join('\n\n');
  return { subject, body };
}

/** The same facts, written by the configured LLM; the template draft when it fails or says nothing usable. */
export async function draftOutreach(
  facts: FounderFacts,
  investor: OutreachInvestor,
  reasons: readonly string[],
  llm: LlmSettings | undefined,
): Promise<OutreachDraft> {
  const draft = templateDraft(facts, investor, reasons);
  if (!llm) return draft;
  try {
    const body = await completeChat(llm, [
      {
        role: 'system',
        content:
          'You write short, specific intro e-mails from a startup founder to an investor. Use ONLY the facts given; never invent numbers, names or claims. At most 150 words. Plain text, no subject line.',
      },
      {
        role: 'user',
        content: `Facts and a draft to improve:\n\n${draft.body}\n\nWhy this investor fits:\n- ${reasons.join('\n- ')}`,
      },
    ]);
    return { subject: draft.subject, body };
  } catch {
    return draft;
  }
}

// Auto Apply's drafter: an answer to each question from the founder's own data only — deck, resume, profile edits
// and the CRM — by Pear's template engine, or by the configured LLM given the same facts and nothing else. A question
// the data cannot answer gets an empty answer marked "needs your input", never a guess.
import type { AnswerSource, ApplicationAnswer, DRAFTERS } from '@pear/contract';
import { listOf } from '../../lib/text.js';
import { completeChat, type LlmSettings } from '../assistant/llm.js';
import { firstSentence, type FounderFacts } from '../profiles/founder-facts.js';
import type { CatalogueProgramme, CatalogueQuestion } from './catalogue.js';
import { FOUNDER_ONLY_TOPICS, type Topic } from './topics.js';

/** The founder's facts, plus what the CRM says: investors the founder is talking to (open deals past "Lead"). */
export type DraftFacts = { founder: FounderFacts; investorsInConversation: number };

export type Drafter = (typeof DRAFTERS)[number];

/** An answer with what it was built from; an empty answer means the founder must write it. */
type Draft = { answer: string; sources: AnswerSource[] };

const NONE: Draft = { answer: '', sources: [] };

/** Trimmed, on one line, ending with a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return /[.!?]$/.test(clean) ? clean : `${clean}.`;
}

/**
 * A slide's text as an answer: its bullets ("• Subscription … • Payments …", flattened onto one line by the parser)
 * back on lines of their own, each a sentence.
 */
export function slideText(text: string): string {
  const [lead = '', ...bullets] = text.split(/\s*•\s*/);
  const lines = bullets.filter((bullet) => bullet.trim() !== '').map((bullet) => `- ${sentence(bullet)}`);
  return [lead.trim() && sentence(lead), ...lines].filter(Boolean).join('\n');
}

const join = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ');

const unique = (sources: AnswerSource[]): AnswerSource[] => [...new Set(sources)];

/** Where a merged fact came from: the deck or the resume when it equals what they say, else the founder's edit. */
function originOf(value: string, candidates: [AnswerSource, unknown][]): AnswerSource {
  for (const [source, candidate] of candidates) {
    if (typeof candidate === 'string' && candidate.trim() === value) return source;
  }
  return 'profile';
}

/** One job on the resume: "Senior PM at Stripe (2017 – 2021)". */
function jobLine(job: { company: string; title: string | null; from: string | null; to: string | null }): string {
  const period = job.from || job.to ? ` (${[job.from, job.to ?? 'present'].filter(Boolean).join(' – ')})` : '';
  return `${job.title ? `${job.title} at ` : ''}${job.company}${period}`;
}

function educationLine(school: { school: string; degree: string | null; major: string | null }): string {
  const what = [school.degree, school.major].filter(Boolean).join(', ');
  return what ? `${what}, ${school.school}` : school.school;
}

/** A traction as the parser prints it, "$1.2M — $1.2M ARR", without the figure said twice. */
function tractionText(traction: string): string {
  const [, figure, text] = /^(.+?) — (.+)$/s.exec(traction) ?? [];
  return figure && text?.includes(figure) ? text : traction;
}

const tractionSentence = (tractions: readonly string[]) =>
  sentence(`Our traction so far: ${tractions.map(tractionText).join('; ')}`);

/** The CRM fact, stated as a fact about conversations and never as a claim about their outcome. */
function conversationSentence(count: number): string | null {
  if (count === 0) return null;
  return `We are in conversation with ${count} ${count === 1 ? 'investor' : 'investors'} about this round.`;
}

/** The template engine: plain first-person-plural sentences built only from the facts. */
export function templateAnswer(topic: Topic, facts: DraftFacts): Draft {
  const f = facts.founder;
  const deck = f.deck ?? {};
  const resume = f.resume ?? {};
  const crm = conversationSentence(facts.investorsInConversation);
  const from = (answer: string | null, ...sources: AnswerSource[]): Draft =>
    answer ? { answer, sources: unique(sources) } : NONE;
  if (FOUNDER_ONLY_TOPICS.has(topic)) return NONE;

  switch (topic) {
    case 'company_name':
      return f.startupName ? from(f.startupName, originOf(f.startupName, [['deck', deck.startupName]])) : NONE;
    case 'one_liner': {
      if (f.pitch) {
        const fromDeck = [deck.about_company, deck.companyBasics, deck.solutionProduct].some(
          (text) => firstSentence(text ?? null) === f.pitch,
        );
        return from(sentence(f.pitch), fromDeck ? 'deck' : 'profile');
      }
      if (f.startupName && f.industry) {
        return from(`${f.startupName} is a${f.stage ? ` ${f.stage}-stage` : ''} ${f.industry} company.`, 'profile');
      }
      return NONE;
    }
    case 'problem':
      return from(deck.problemCustomer ? slideText(deck.problemCustomer) : null, 'deck');
    case 'solution': {
      const text = f.solutionProduct ?? deck.product ?? null;
      return from(text ? slideText(text) : null, 'deck');
    }
    case 'traction':
      return f.tractions.length > 0 ? from(tractionSentence(f.tractions), 'deck') : NONE;
    case 'market':
      return from(f.marketOpportunity ? slideText(f.marketOpportunity) : null, 'deck');
    case 'competition':
      // A deck's competition slide is a table or a chart: Pear does not read its text, so the founder writes this.
      return NONE;
    case 'business_model':
      return from(f.businessModel ? slideText(f.businessModel) : null, 'deck');
    case 'team': {
      const people = f.cofounders.map((person) => (person.role ? `${person.name} (${person.role})` : person.name));
      if (people.length > 0) {
        const noun = people.length === 1 ? 'Our founder is' : 'Our founding team:';
        return from(`${noun} ${listOf(people)}.`, 'deck');
      }
      if (f.title) {
        return from(
          `${f.name} (${f.title}) leads the company.`,
          originOf(f.title, [['resume', resume.experience?.[0]?.title]]),
        );
      }
      return NONE;
    }
    case 'founder_background': {
      const jobs = (resume.experience ?? []).slice(0, 3).map(jobLine);
      const schools = (resume.education ?? []).slice(0, 2).map(educationLine);
      if (jobs.length === 0 && schools.length === 0) return NONE;
      return from(
        join(
          jobs.length > 0 && sentence(`${f.name}: ${jobs.join('; ')}`),
          schools.length > 0 && sentence(`Education: ${schools.join('; ')}`),
        ),
        'resume',
      );
    }
    case 'education': {
      const schools = (resume.education ?? []).map(educationLine);
      return schools.length > 0 ? from(sentence(`${f.name} studied: ${schools.join('; ')}`), 'resume') : NONE;
    }
    case 'location':
      return f.location
        ? from(
            `We are based in ${sentence(f.location)}`,
            originOf(f.location, [
              ['deck', deck.companyAddress],
              ['resume', resume.location],
              ['resume', resume.country_res],
            ]),
          )
        : NONE;
    case 'funding_ask': {
      if (!f.raisingAmount) return NONE;
      const round = f.stage ? ` (${f.stage} round)` : '';
      return from(join(`We are raising ${f.raisingAmount}${round}.`, crm), 'deck', ...(crm ? ['crm' as const] : []));
    }
    case 'current_investors':
      return f.currentInvestors.length > 0
        ? from(`Our current investors include ${listOf(f.currentInvestors)}.`, 'deck')
        : NONE;
    case 'website':
      return f.website ? from(f.website, originOf(f.website, [['deck', deck.website]])) : NONE;
    case 'industry':
      return f.industry
        ? from(`We work in ${sentence(f.industry)}`, originOf(f.industry, [['deck', deck.industry]]))
        : NONE;
    case 'stage': {
      if (!f.stage && f.tractions.length === 0) return NONE;
      const sources: AnswerSource[] = [];
      if (f.stage) sources.push(originOf(f.stage, [['deck', deck.companyStage]]));
      if (f.tractions.length > 0) sources.push('deck');
      if (f.raisingAmount) sources.push('deck');
      if (crm) sources.push('crm');
      return from(
        join(
          f.stage && `We are at the ${f.stage} stage.`,
          f.tractions.length > 0 && tractionSentence(f.tractions),
          f.raisingAmount && `We are raising ${f.raisingAmount}.`,
          crm,
        ),
        ...sources,
      );
    }
    default:
      return NONE;
  }
}

/** The facts as the LLM sees them: labelled lines, only those Pear has. */
function factSheet(facts: DraftFacts): string {
  const f = facts.founder;
  const deck = f.deck ?? {};
  const resume = f.resume ?? {};
  const lines: [string, string | null | undefined][] = [
    ['Founder', f.title ? `${f.name}, ${f.title}` : f.name],
    ['Company name', f.startupName],
    ['Website', f.website],
    ['Industry', f.industry],
    ['Stage', f.stage],
    ['Location', f.location],
    ['What the company does', f.pitch],
    ['Problem', deck.problemCustomer],
    ['Product', f.solutionProduct ?? deck.product],
    ['Market', f.marketOpportunity],
    ['Business model', f.businessModel],
    ['Traction', f.tractions.map(tractionText).join('; ')],
    ['Raising', f.raisingAmount],
    ['Current investors', listOf(f.currentInvestors)],
    ['Founding team', listOf(f.cofounders.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)))],
    ['Founder experience', (resume.experience ?? []).slice(0, 5).map(jobLine).join('; ')],
    ['Founder education', (resume.education ?? []).map(educationLine).join('; ')],
    ['Founder summary', resume.summary],
    [
      'Investors in conversation (from the founder’s CRM)',
      facts.investorsInConversation > 0 ? String(facts.investorsInConversation) : null,
    ],
  ];
  return lines
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

export const NEEDS_INPUT = 'NEEDS_INPUT';

const LLM_INSTRUCTIONS = [
  "You fill in a startup accelerator application on the founder's behalf.",
  'Answer the question in the first person plural ("we"), plainly, in at most 120 words.',
  'Use ONLY the facts given. Never invent numbers, names, customers, investors, dates or claims.',
  `If the facts do not answer the question, reply with exactly ${NEEDS_INPUT} and nothing else.`,
].join(' ');

async function llmAnswer(
  llm: LlmSettings,
  programme: CatalogueProgramme,
  question: CatalogueQuestion,
  sheet: string,
): Promise<string> {
  const content = await completeChat(llm, [
    { role: 'system', content: LLM_INSTRUCTIONS },
    {
      role: 'user',
      content: `Facts:\n${sheet}\n\nProgramme: ${programme.name}\nQuestion: ${question.text}`,
    },
  ]);
  return content.includes(NEEDS_INPUT) ? '' : content.trim();
}

const answerOf = (question: CatalogueQuestion, draft: Draft): ApplicationAnswer => ({
  questionId: question.id,
  question: question.text,
  sourceUrl: question.sourceUrl,
  answer: draft.answer,
  needsInput: draft.answer.trim() === '',
  sources: draft.answer.trim() === '' ? [] : draft.sources,
});

/**
 * Answers to every question of the programme. With an LLM configured, each question the founder's facts bear on is
 * drafted by it (the template's sources say which facts those are); any LLM failure drafts the whole application
 * with the template engine instead, so one application never mixes the two.
 */
export async function draftApplication(
  programme: CatalogueProgramme,
  facts: DraftFacts,
  llm: LlmSettings | undefined,
  log?: { warn: (details: object, message: string) => void },
): Promise<{ drafter: Drafter; answers: ApplicationAnswer[] }> {
  const templates = programme.questions.map((question) => templateAnswer(question.topic, facts));
  const template = {
    drafter: 'template' as const,
    answers: programme.questions.map((q, i) => answerOf(q, templates[i]!)),
  };
  if (!llm) return template;
  try {
    const sheet = factSheet(facts);
    const answers = await Promise.all(
      programme.questions.map(async (question, index) => {
        const base = templates[index]!;
        // Nothing in the facts bears on it: the LLM could only make an answer up.
        if (base.answer === '') return answerOf(question, NONE);
        const answer = await llmAnswer(llm, programme, question, sheet);
        return answerOf(question, answer ? { answer, sources: base.sources } : NONE);
      }),
    );
    return { drafter: 'llm', answers };
  } catch (error) {
    log?.warn({ err: error, programme: programme.id }, 'LLM drafting failed; drafted with the template engine');
    return template;
  }
}

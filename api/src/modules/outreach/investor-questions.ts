// Likely investor questions, picked from the gaps and the numbers in the founder's own deck and resume, each
// with an answer outline drawn from their data. Gaps come first: they are what a partner will probe.
import type { InvestorQuestion } from '@pear/contract';
import { experienceYears } from '../vibescore/experience-years.js';
import { firstSentence, type FounderFacts } from '../profiles/founder-facts.js';

const MAX_QUESTIONS = 6;

const quoted = (value: string | null): string | null => (value ? `“${value}”` : null);
const compact = (lines: (string | null | false | undefined)[]): string[] =>
  lines.filter((line): line is string => Boolean(line));

function askQuestion(facts: FounderFacts): InvestorQuestion {
  if (!facts.raisingAmount) {
    return {
      question: 'How much are you raising, and what will it get you to?',
      why: 'Your deck does not state an amount; investors want the ask on the page.',
      answerOutline: compact([
        'State the amount and the instrument (SAFE, priced round).',
        'Tie it to 18–24 months of runway and the milestones that make the next round easy.',
        facts.stage && `Show that the amount fits a ${facts.stage} round.`,
      ]),
    };
  }
  return {
    question: `How will you use the ${facts.raisingAmount}?`,
    why: `You are raising ${facts.raisingAmount}${facts.stage ? ` at ${facts.stage}` : ''}; investors test whether the money buys clear milestones.`,
    answerOutline: compact([
      'Split it between hiring, product and go-to-market, with rough percentages.',
      'Name the milestones it funds and the runway in months.',
      facts.tractions[0] && `Start from where you are: ${facts.tractions[0]}.`,
    ]),
  };
}

function tractionQuestion(facts: FounderFacts): InvestorQuestion {
  if (facts.tractions.length === 0) {
    return {
      question: 'What evidence do you have that customers want this?',
      why: 'No traction figures were found in your deck.',
      answerOutline: compact([
        'Pilots, letters of intent, a waitlist or pre-orders, with numbers.',
        'What you learnt from customer interviews (how many, who).',
        facts.solutionProduct && `How ${quoted(firstSentence(facts.solutionProduct))} was validated.`,
      ]),
    };
  }
  return {
    question: 'How did you get your traction, and what does growth look like month over month?',
    why: `Your deck quotes ${facts.tractions.length} figure${facts.tractions.length === 1 ? '' : 's'}; investors will ask how they were reached and whether they repeat.`,
    answerOutline: [
      ...facts.tractions.slice(0, 3).map((item) => `Explain ${quoted(item)}: the channel, the time it took, the cost.`),
      'Show the monthly trend, not only the latest number.',
    ],
  };
}

function marketQuestion(facts: FounderFacts): InvestorQuestion {
  const market = firstSentence(facts.marketOpportunity);
  return {
    question: 'How big is the part of the market you can realistically win?',
    why: market
      ? `Your market slide says ${quoted(market)}; investors will ask for the bottom-up number behind it.`
      : 'Your deck has no market slide.',
    answerOutline: compact([
      'Bottom-up: number of reachable customers × what each pays per year.',
      facts.industry && `Who buys first in ${facts.industry}, and why now.`,
      market && 'Separate the total market from the share you can serve in five years.',
    ]),
  };
}

function competitionQuestion(facts: FounderFacts): InvestorQuestion {
  const product = firstSentence(facts.solutionProduct);
  if (facts.sections.competition !== true) {
    return {
      question: 'Who else is solving this, and why will you win?',
      why: 'Your deck has no competition slide; “no competitors” is never a good answer.',
      answerOutline: compact([
        'Name direct competitors and the workaround customers use today.',
        product && `Your edge: what ${quoted(product)} does that they cannot.`,
        'What gets stronger as you grow (data, network, integrations).',
      ]),
    };
  }
  return {
    question: 'What stops a larger company from copying you?',
    why: 'You show competitors; investors will probe how defensible your position is.',
    answerOutline: compact([
      product && `What is hard to copy in ${quoted(product)}.`,
      'Switching costs and what compounds with each customer.',
      'Speed: what you will have shipped by the time they notice.',
    ]),
  };
}

function teamQuestion(facts: FounderFacts): InvestorQuestion {
  const years = facts.resume
    ? Math.round(experienceYears(facts.resume.experience ?? [], new Date(facts.resume.parsed_at ?? 0)))
    : null;
  const team = facts.cofounders.map((person) => (person.role ? `${person.name} (${person.role})` : person.name));
  return {
    question: `Why is this team the one to build ${facts.startupName ?? 'this company'}?`,
    why:
      team.length === 0
        ? 'Your deck names no team; investors back people first.'
        : `Your deck names ${team.length} team member${team.length === 1 ? '' : 's'}; investors will ask what each brings.`,
    answerOutline: compact([
      team.length > 0 && `Who does what: ${team.join(', ')}.`,
      years !== null &&
        years > 0 &&
        `Your ${years} years of experience${facts.pastCompanies.length > 0 ? ` at ${facts.pastCompanies.slice(0, 3).join(', ')}` : ''}, and what it taught you about this problem.`,
      'The key hire this round pays for.',
    ]),
  };
}

function businessModelQuestion(facts: FounderFacts): InvestorQuestion {
  const model = firstSentence(facts.businessModel);
  return model
    ? {
        question: 'What are your unit economics?',
        why: `Your business model is ${quoted(model)}; investors will ask what a customer is worth and costs.`,
        answerOutline: [
          'Price and gross margin per customer.',
          'Customer acquisition cost and payback period.',
          'How both change at scale.',
        ],
      }
    : {
        question: 'How do you make money?',
        why: 'Your deck has no business model slide.',
        answerOutline: [
          'Who pays, how much and how often.',
          'Early pricing evidence: what customers already pay or committed to.',
        ],
      };
}

/** Up to six questions, the founder's gaps first, then the numbers they will be pressed on. */
export function investorQuestions(facts: FounderFacts): InvestorQuestion[] {
  const gaps = {
    ask: !facts.raisingAmount,
    traction: facts.tractions.length === 0,
    market: facts.sections.market !== true,
    competition: facts.sections.competition !== true,
    team: facts.cofounders.length === 0,
    businessModel: facts.sections.business_model !== true,
  };
  const candidates: [boolean, InvestorQuestion][] = [
    [gaps.traction, tractionQuestion(facts)],
    [gaps.ask, askQuestion(facts)],
    [gaps.competition, competitionQuestion(facts)],
    [gaps.market, marketQuestion(facts)],
    [gaps.businessModel, businessModelQuestion(facts)],
    [gaps.team, teamQuestion(facts)],
  ];
  // Stable order: gaps first, each group in the order above.
  const ordered = [...candidates.filter(([gap]) => gap), ...candidates.filter(([gap]) => !gap)];
  return ordered.slice(0, MAX_QUESTIONS).map(([, question]) => question);
}

// VibeScore: how strong a founder's profile looks to an investor, 0–100, from the parsed deck and resume
// (design: matching-benchmark.md "VibeScore"). Pure and deterministic: the same documents give the same score.
import type { VibeScore, VibeScoreComponent } from '@pear/contract';
import { listOf } from '../../lib/text.js';
import type { FounderDocuments } from '../profiles/documents.js';
import type { DeckSection } from '../parsing/types.js';
import { experienceYears } from './experience-years.js';

/** The seven sections an investor expects in a deck (competition is a plus, not scored). */
const CORE_SECTIONS: readonly { key: DeckSection; label: string }[] = [
  { key: 'problem', label: 'problem' },
  { key: 'solution', label: 'solution' },
  { key: 'market', label: 'market' },
  { key: 'business_model', label: 'business model' },
  { key: 'traction', label: 'traction' },
  { key: 'team', label: 'team' },
  { key: 'ask', label: 'the ask' },
];
const POINTS_PER_SECTION = 5;
/** Points for 0, 1, 2, 3 and 4+ traction figures: the first number matters most. */
const TRACTION_POINTS = [0, 8, 13, 17, 20];
const POINTS_PER_COFOUNDER = 5;
const MAX_COFOUNDERS_SCORED = 2;
const EXPERIENCE_MAX = 15;
/** Ten years of experience earn the full experience points. */
const EXPERIENCE_YEARS_FOR_MAX = 10;
const POINTS_PER_PROFILE_FIELD = 2;

// Sentence helpers, shared with the investor's VibeScore (modules/investor-profile/vibe.ts).
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

export const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

function scoreDeck({ deck }: FounderDocuments): VibeScoreComponent {
  const max = CORE_SECTIONS.length * POINTS_PER_SECTION;
  if (!deck) return { score: 0, max, explanation: 'Upload your pitch deck to score its completeness.' };
  const found = CORE_SECTIONS.filter(({ key }) => deck.sections?.[key] === true);
  const missing = CORE_SECTIONS.filter(({ key }) => deck.sections?.[key] !== true);
  const explanation =
    missing.length === 0
      ? `Your deck covers all ${CORE_SECTIONS.length} sections investors look for.`
      : `Your deck covers ${found.length} of ${CORE_SECTIONS.length} key sections; add ${listOf(missing.map(({ label }) => label))}.`;
  return { score: found.length * POINTS_PER_SECTION, max, explanation };
}

function scoreTraction({ deck }: FounderDocuments): VibeScoreComponent {
  const max = TRACTION_POINTS.at(-1) ?? 0;
  const figures = (deck?.tractions ?? []).filter(filled);
  const score = TRACTION_POINTS[Math.min(figures.length, TRACTION_POINTS.length - 1)] ?? 0;
  const explanation =
    figures.length === 0
      ? 'No traction figures found: show users, revenue or growth with numbers.'
      : `${plural(figures.length, 'traction figure')} found, e.g. "${figures[0]}".`;
  return { score, max, explanation };
}

function scoreTeam({ deck, resume }: FounderDocuments): VibeScoreComponent {
  const max = MAX_COFOUNDERS_SCORED * POINTS_PER_COFOUNDER + EXPERIENCE_MAX;
  const cofounders = (deck?.cofounders ?? []).length;
  const asOf = resume?.parsed_at ? new Date(resume.parsed_at) : new Date(0);
  const years = resume ? experienceYears(resume.experience ?? [], asOf) : 0;
  const roundedYears = Math.round(years * 10) / 10;
  const experiencePoints = Math.round(Math.min(1, years / EXPERIENCE_YEARS_FOR_MAX) * EXPERIENCE_MAX);
  const teamPoints = Math.min(cofounders, MAX_COFOUNDERS_SCORED) * POINTS_PER_COFOUNDER;
  const people =
    cofounders === 0 ? 'no team members named in the deck' : `${plural(cofounders, 'team member')} in the deck`;
  const experience = resume ? `${roundedYears} years of experience on your resume` : 'no resume yet';
  return {
    score: teamPoints + experiencePoints,
    max,
    explanation: `${people[0]?.toUpperCase()}${people.slice(1)}, ${experience}.`,
  };
}

function scoreProfile({ deck, resume }: FounderDocuments): VibeScoreComponent {
  const fields: readonly [string, unknown][] = [
    ['name', resume?.full_name],
    ['e-mail', resume?.email],
    ['phone', resume?.phone],
    ['LinkedIn', resume?.social?.linkedin],
    ['education', resume?.education],
    ['experience', resume?.experience],
    ['skills', resume?.skills],
    ['website', deck?.website],
    ['industry', deck?.industry],
    ['stage', deck?.companyStage],
  ];
  const missing = fields.filter(([, value]) => !filled(value)).map(([label]) => label);
  const max = fields.length * POINTS_PER_PROFILE_FIELD;
  const score = (fields.length - missing.length) * POINTS_PER_PROFILE_FIELD;
  const explanation =
    missing.length === 0
      ? 'Your profile is complete.'
      : `Profile ${Math.round((score / max) * 100)}% complete; missing ${listOf(missing)}.`;
  return { score, max, explanation };
}

/** The VibeScore of a founder's documents, or null when neither a deck nor a resume has been uploaded. */
export function computeVibeScore(documents: FounderDocuments): VibeScore | null {
  if (!documents.deck && !documents.resume) return null;
  const breakdown: VibeScore['breakdown'] = {
    deck: scoreDeck(documents),
    traction: scoreTraction(documents),
    team: scoreTeam(documents),
    profile: scoreProfile(documents),
  };
  const total = Object.values(breakdown).reduce((sum, component) => sum + component.score, 0);
  return { vibe_score: Math.min(100, total), breakdown };
}

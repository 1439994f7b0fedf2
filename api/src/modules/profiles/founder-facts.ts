// What Pear knows about a founder, merged from their edits, their deck and their resume — in that order of
// precedence, since an edit is the founder correcting a parse. Outreach, investor questions and matching read this.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, founderProfiles, users } from '../../db/schema.js';
import type { DeckSection } from '../parsing/types.js';
import type { StoredDeck, StoredResume } from './documents.js';

export type FounderFacts = {
  name: string;
  email: string;
  title: string | null;
  startupName: string | null;
  website: string | null;
  industry: string | null;
  stage: string | null;
  raisingAmount: string | null;
  raisingAmountUsd: number | null;
  location: string | null;
  /** The first sentence of what the company does. */
  pitch: string | null;
  marketOpportunity: string | null;
  businessModel: string | null;
  solutionProduct: string | null;
  tractions: string[];
  cofounders: { name: string; role: string | null }[];
  currentInvestors: string[];
  sections: Partial<Record<DeckSection, boolean>>;
  /** Companies on the resume, most recent first. */
  pastCompanies: string[];
  resume: Partial<StoredResume> | null;
  /** The stored deck summary; null before a deck is uploaded. */
  deck: Partial<StoredDeck> | null;
  deckText: string;
};

const text = (...values: unknown[]): string | null => {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
};

/** The first sentence (or the first 200 characters) of a paragraph. */
export const firstSentence = (paragraph: string | null): string | null => {
  if (!paragraph) return null;
  const sentence = /^(.{20,220}?[.!?])(\s|$)/s.exec(paragraph)?.[1] ?? paragraph.slice(0, 200);
  return sentence.replace(/\s+/g, ' ').trim();
};

const FACTS_COLUMNS = {
  user: users,
  founder: founderProfiles.fields,
  company: companies.fields,
  deckText: companies.deckText,
};

function selectFacts(db: Database) {
  return db
    .select(FACTS_COLUMNS)
    .from(users)
    .leftJoin(founderProfiles, eq(founderProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id));
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof selectFacts>['where']>>[number];

export async function loadFounderFacts(db: Database, userId: string): Promise<FounderFacts | null> {
  const [row] = await selectFacts(db).where(eq(users.id, userId));
  return row ? factsOf(row) : null;
}

/** Every founder's facts by user id, in one query (an investor's founder matches rank all of them). */
export async function loadEveryFounderFacts(db: Database): Promise<Map<string, FounderFacts>> {
  const rows = await selectFacts(db).where(eq(users.role, 'founder'));
  return new Map(rows.map((row) => [row.user.id, factsOf(row)]));
}

function factsOf(row: FactsRow): FounderFacts {
  const founder = row.founder ?? {};
  const company = row.company ?? {};
  const storedDeck =
    typeof company.summary === 'object' && company.summary ? (company.summary as Partial<StoredDeck>) : null;
  const deck = storedDeck ?? {};
  const resume = Object.keys(row.user.profile).length > 0 ? (row.user.profile as Partial<StoredResume>) : null;
  const experience = resume?.experience ?? [];

  return {
    name: row.user.name,
    email: text(founder.Contact, row.user.email) ?? row.user.email,
    title: text(founder['Title/Position'], experience[0]?.title),
    startupName: text(company.company_name, deck.startupName),
    website: text(founder.website, company.website, deck.website),
    industry: text(founder.Industry, deck.industry),
    stage: text(founder.Stage, deck.companyStage),
    raisingAmount: text(deck.raisingAmount),
    raisingAmountUsd: typeof deck.raisingAmountUsd === 'number' ? deck.raisingAmountUsd : null,
    location: text(founder.Location, deck.companyAddress, resume?.location, resume?.country_res),
    pitch: firstSentence(text(founder.About_company, company.about_company, deck.companyBasics, deck.solutionProduct)),
    marketOpportunity: text(deck.marketOpportunity),
    businessModel: text(deck.businessModel),
    solutionProduct: text(deck.solutionProduct),
    tractions: (deck.tractions ?? []).filter((item): item is string => typeof item === 'string'),
    cofounders: (deck.cofounders ?? []).map((person) => ({ name: person.name, role: person.role ?? null })),
    currentInvestors: deck.investors ?? [],
    sections: deck.sections ?? {},
    pastCompanies: [...new Set(experience.map((job) => job.company).filter(Boolean))],
    resume,
    deck: storedDeck,
    deckText: row.deckText ?? '',
  };
}

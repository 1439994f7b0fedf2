import type { DeckAnalysis, StoredResume } from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, founderProfiles, investorProfiles, users, type JsonObject } from '../../db/schema.js';
import type { ParsedDeck, ParsedResume, ParsedThesis } from '../parsing/types.js';

/**
 * users.profile is the contract's StoredResume: the parsed resume plus when it was parsed (the VibeScore's "as of"
 * date). companies.fields.summary is its DeckAnalysis: the parsed deck without its full text (kept in
 * companies.deck_text).
 */
export type StoredDeck = DeckAnalysis;
export type { StoredResume };

/** The database or a transaction on it. */
type Executor = Pick<Database, 'insert' | 'update'>;

/** Keeps only the entries that have a value, so a document that lacks a field never erases one. */
function present(fields: Record<string, unknown>): JsonObject {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

/** Merges `patch` into the founder's spec §3 fields (creating the row on first use). */
export async function mergeFounderFields(db: Executor, userId: string, patch: JsonObject): Promise<void> {
  await db
    .insert(founderProfiles)
    .values({ userId, fields: patch })
    .onConflictDoUpdate({
      target: founderProfiles.userId,
      set: { fields: sql`${founderProfiles.fields} || excluded.fields`, updatedAt: sql`now()` },
    });
}

/**
 * Stores a parsed resume as the user's profile and refreshes the founder fields it implies. A new upload is the new
 * source of truth for those fields; fields the resume does not mention keep their value.
 */
export async function saveResume(
  db: Database,
  userId: string,
  resume: ParsedResume,
  parsedAt = new Date(),
): Promise<StoredResume> {
  const stored: StoredResume = { ...resume, parsed_at: parsedAt.toISOString() };
  const [latest] = resume.experience;
  const [firstSchool] = resume.education;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ profile: stored }).where(eq(users.id, userId));
    await mergeFounderFields(
      tx,
      userId,
      present({
        'Title/Position': latest?.title,
        'Current Company/College': latest?.company ?? firstSchool?.school,
        Location: resume.location ?? resume.country_res,
        'LinkedIn Url': resume.social.linkedin,
        Background: resume.summary,
      }),
    );
  });
  return stored;
}

/** Stores a parsed deck as the founder's company (spec §3 company fields) and its text for matching. */
export async function saveDeck(db: Database, userId: string, deck: ParsedDeck): Promise<StoredDeck> {
  const { text, ...summary } = deck;
  const company = present({
    company_name: deck.startupName,
    about_company: deck.about_company ?? deck.companyBasics,
    website: deck.website,
    summary,
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values({ userId, fields: company, deckText: text })
      .onConflictDoUpdate({
        target: companies.userId,
        set: { fields: company, deckText: text, updatedAt: sql`now()` },
      });
    await mergeFounderFields(
      tx,
      userId,
      present({
        Industry: deck.industry,
        Stage: deck.companyStage,
        About_company: deck.about_company ?? deck.companyBasics,
        website: deck.website,
      }),
    );
  });
  return summary;
}

/** Stores a parsed thesis as the investor's profile. */
export async function saveThesis(db: Database, userId: string, thesis: ParsedThesis): Promise<void> {
  await db
    .insert(investorProfiles)
    .values({ userId, fields: thesis })
    .onConflictDoUpdate({ target: investorProfiles.userId, set: { fields: thesis, updatedAt: sql`now()` } });
}

export type FounderDocuments = {
  resume: Partial<StoredResume> | null;
  deck: Partial<StoredDeck> | null;
};

// The two sides of a match as the investor-side features read them: a founder (their facts and matching query) and
// an investor on Pear (their profile, layered by the investor-profile module, and the claimed corpus history).
import type { InvestorProfileFields } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investorProfiles, users, type JsonObject } from '../../db/schema.js';
import { founderQueryOf } from '../founder-matches/founder-matches.js';
import type { InvestorProfile } from '../investors/profiles.js';
import { loadClaim } from '../investor-profile/claims.js';
import { profileFields } from '../investor-profile/profile.js';
import type { FounderQuery, MatchingIndex } from '../matching/types.js';
import { loadEveryFounderFacts, loadFounderFacts, type FounderFacts } from '../profiles/founder-facts.js';

export type FounderSide = {
  userId: string;
  facts: FounderFacts;
  query: FounderQuery;
  linkedin: string | null;
};

export type InvestorSide = {
  userId: string;
  name: string;
  email: string;
  linkedin: string | null;
  profile: InvestorProfileFields;
  /** The claimed corpus investor's history, when the user claimed one (and the index knows it). */
  claimed: InvestorProfile | null;
};

/** The LinkedIn address of a parsed resume's social links, if any. */
export function resumeLinkedin(resume: JsonObject | null | undefined): string | null {
  const social = resume?.social;
  const linkedin = social && typeof social === 'object' ? (social as JsonObject).linkedin : null;
  return typeof linkedin === 'string' && linkedin.trim() ? linkedin.trim() : null;
}

export async function loadFounderSide(db: Database, userId: string, now = new Date()): Promise<FounderSide | null> {
  const facts = await loadFounderFacts(db, userId);
  return facts && founderSideOf(userId, facts, now);
}

/** Every founder on Pear, as the investor's ranking reads them: one query, however many founders there are. */
export async function loadEveryFounderSide(db: Database, now = new Date()): Promise<FounderSide[]> {
  const facts = await loadEveryFounderFacts(db);
  return [...facts].map(([userId, founderFacts]) => founderSideOf(userId, founderFacts, now));
}

function founderSideOf(userId: string, facts: FounderFacts, now: Date): FounderSide {
  return { userId, facts, query: founderQueryOf(facts, now), linkedin: resumeLinkedin(facts.resume as JsonObject) };
}

export async function loadInvestorSide(
  db: Database,
  index: MatchingIndex,
  userId: string,
): Promise<InvestorSide | null> {
  const [row] = await db
    .select({ user: users, thesis: investorProfiles.fields, edits: investorProfiles.edits })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const claim = await loadClaim(db, userId);
  return {
    userId,
    name: row.user.name,
    email: row.user.email,
    linkedin: resumeLinkedin(row.user.profile),
    profile: profileFields(row.thesis ?? {}, row.edits ?? {}, claim),
    claimed: claim ? (index.get(claim.investorId) ?? null) : null,
  };
}

/** The investor's firm: their profile's (which a claimed firm's name fills in when neither thesis nor edit gave one). */
export const investorCompany = (investor: InvestorSide): string | null => investor.profile.firmName;

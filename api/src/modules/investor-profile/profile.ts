// The investor dashboard's data: the profile (the parsed thesis with the investor's edits layered over it), the
// claim, the fund, the portfolio and the VibeScore, read in one place so every route answers the same picture.
import type {
  Fund,
  InvestorClaim,
  InvestorDashboard,
  InvestorProfileFields,
  UpdateFundBody,
  UpdateInvestorProfileBody,
} from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investorProfiles, users, type JsonObject } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { signInProviderOf } from '../users/sign-in-account.js';
import { loadClaim } from './claims.js';
import { corpusPortfolio, ownPortfolio } from './portfolio.js';
import { computeInvestorVibe, introResponsiveness } from './vibe.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const usd = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The profile as the thesis parse left it (investor_profiles.fields holds the contract's ParsedThesis). */
function thesisLayer(thesis: JsonObject): InvestorProfileFields {
  return {
    firmName: text(thesis.firmName),
    bio: null,
    industries: texts(thesis.industries),
    preferredStages: texts(thesis.stages),
    checkSizeMinUsd: usd(thesis.checkSizeMinUsd),
    checkSizeMaxUsd: usd(thesis.checkSizeMaxUsd),
    geographies: texts(thesis.geographies),
    thesis: text(thesis.thesisSummary),
    meetingLink: null,
  };
}

/**
 * The thesis, then the investor's edits: an edited key wins, `null` included (it clears). A claimed firm names the
 * firm when neither says otherwise.
 */
export function profileFields(
  thesis: JsonObject,
  edits: JsonObject,
  claim: InvestorClaim | null,
): InvestorProfileFields {
  const base = thesisLayer(thesis);
  if (!base.firmName && claim?.kind === 'firm') base.firmName = claim.name;
  const edited = Object.fromEntries(
    Object.entries(edits).filter(([key, value]) => key in base && value !== undefined),
  ) as Partial<InvestorProfileFields>;
  return { ...base, ...edited };
}

/** Names once each, first spelling kept, ignoring case and surrounding spaces. */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const joined = (items: readonly string[]): string | null => (items.length > 0 ? items.join(', ') : null);

/**
 * The fund: edited fields win (null clears); otherwise the name is the firm's and focus, stage and geography are the
 * profile's. Partners: a claimed firm's members on Pear, then the names the investor added.
 */
export function fundOf(stored: JsonObject, profile: InvestorProfileFields, claim: InvestorClaim | null): Fund {
  const pick = <T>(key: keyof UpdateFundBody, fallback: T): T => (key in stored ? (stored[key] as T) : fallback);
  const members = claim?.kind === 'firm' ? claim.members.map((member) => member.name) : [];
  return {
    name: pick('name', profile.firmName),
    sizeUsd: pick('sizeUsd', null),
    focus: pick('focus', joined(profile.industries)),
    stage: pick('stage', joined(profile.preferredStages)),
    geography: pick('geography', joined(profile.geographies)),
    partners: distinctNames([...members, ...texts(stored.partners)]),
  };
}

async function loadProfileRow(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      thesis: investorProfiles.fields,
      edits: investorProfiles.edits,
      fund: investorProfiles.fund,
    })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  // A valid token for a deleted account.
  if (!row) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return row;
}

/** Everything the investor dashboard shows (GET /dev/investor/profile). */
export async function loadInvestorDashboard(db: Database, userId: string): Promise<InvestorDashboard> {
  const [row, claim, own, intros, provider] = await Promise.all([
    loadProfileRow(db, userId),
    loadClaim(db, userId),
    ownPortfolio(db, userId),
    introResponsiveness(db, userId),
    signInProviderOf(db, userId),
  ]);
  const thesis = row.thesis ?? {};
  const hasThesis = Object.keys(thesis).length > 0;
  const profile = profileFields(thesis, row.edits ?? {}, claim);
  const corpus = claim ? await corpusPortfolio(db, claim.investorId) : [];
  return {
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    signInProvider: provider,
    profile,
    claim,
    fund: fundOf(row.fund ?? {}, profile, claim),
    portfolio: [...corpus, ...own],
    vibe: computeInvestorVibe({
      hasThesis,
      profile,
      history: claim ? { name: claim.name, dealCount: claim.dealCount } : null,
      ownCompanies: own.length,
      intros,
    }),
    hasThesis,
  };
}

/** Merges a patch into one of the profile row's JSON columns, creating the row (with no thesis) on first use. */
async function mergeJson(db: Database, userId: string, column: 'edits' | 'fund', patch: JsonObject): Promise<void> {
  const target = investorProfiles[column];
  await db
    .insert(investorProfiles)
    .values({ userId, [column]: patch })
    .onConflictDoUpdate({
      target: investorProfiles.userId,
      set: { [column]: sql`${target} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` },
    });
}

/** Only the keys the body sent: an absent key leaves the stored value alone, a null clears it. */
const sentKeys = (body: Record<string, unknown>): JsonObject =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

export async function updateInvestorProfile(
  db: Database,
  userId: string,
  body: UpdateInvestorProfileBody,
): Promise<InvestorDashboard> {
  const edits = sentKeys(body);
  if ('checkSizeMinUsd' in edits || 'checkSizeMaxUsd' in edits) {
    // Checked against what the profile will say, the other bound included when only one is sent.
    const [row, claim] = await Promise.all([loadProfileRow(db, userId), loadClaim(db, userId)]);
    const { checkSizeMinUsd: min, checkSizeMaxUsd: max } = profileFields(
      row.thesis ?? {},
      { ...row.edits, ...edits },
      claim,
    );
    if (min !== null && max !== null && min > max) {
      throw new HttpError(400, 'The minimum check size must not be above the maximum.');
    }
  }
  await mergeJson(db, userId, 'edits', edits);
  return loadInvestorDashboard(db, userId);
}

export async function updateFund(db: Database, userId: string, body: UpdateFundBody): Promise<Fund> {
  await mergeJson(db, userId, 'fund', sentKeys(body));
  const [row, claim] = await Promise.all([loadProfileRow(db, userId), loadClaim(db, userId)]);
  return fundOf(row.fund ?? {}, profileFields(row.thesis ?? {}, row.edits ?? {}, claim), claim);
}

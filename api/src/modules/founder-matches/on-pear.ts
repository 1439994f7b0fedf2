// "On Pear" on a founder's matches (issue 14): a corpus investor claimed by a Pear member shows who (the first member
// to claim it) and the intro between that member and the founder; contact details once that intro is accepted.
import type { InvestorMatch } from '@pear/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { investorClaims, users } from '../../db/schema.js';
import { introSummary, introsWith } from '../intros/intros.js';
import { loadInvestorSide } from '../investor-matches/sides.js';
import type { MatchingIndex } from '../matching/types.js';
import { type MatchContact, type ShownMatch, toMatchRecord } from './founder-matches.js';

/** Who claimed which of the investors (a list of ids), first claim first. */
const claimsQuery = preparedQuery((db) =>
  db
    .select({ investorId: investorClaims.investorId, userId: users.id, name: users.name })
    .from(investorClaims)
    .innerJoin(users, eq(users.id, investorClaims.userId))
    .where(sql`${investorClaims.investorId} = any(${sql.placeholder('investorIds')})`)
    .orderBy(asc(investorClaims.createdAt), asc(investorClaims.userId))
    .prepare('investor_claims_of'),
);

/**
 * The matches answer: each of today's matches as its record, with who on Pear claimed the investor and the intro
 * between them and the founder, and contact details where that intro is accepted. Each record is built once, not
 * copied per step (the matches route's largest allocation).
 */
export async function matchRecordsWithOnPear(
  db: Database,
  index: MatchingIndex,
  founderId: string,
  shown: ShownMatch[],
): Promise<InvestorMatch[]> {
  if (shown.length === 0) return [];
  const claims = await claimsQuery(db).execute({ investorIds: shown.map((match) => match.investor.id) });
  const firstMember = new Map<string, { userId: string; name: string }>();
  for (const claim of claims) if (!firstMember.has(claim.investorId)) firstMember.set(claim.investorId, claim);
  const memberIds = [...firstMember.values()].map((member) => member.userId);
  const intros = await introsWith(db, founderId, memberIds);
  const acceptedMemberIds = memberIds.filter((memberId) => intros.get(memberId)?.status === 'accepted');
  const contacts = new Map<string, MatchContact>();
  await Promise.all(
    acceptedMemberIds.map(async (memberId) => {
      const investor = await loadInvestorSide(db, index, memberId);
      contacts.set(memberId, {
        email: investor?.email ?? null,
        linkedin: investor?.linkedin ?? null,
        meetingLink: investor?.profile.meetingLink ?? null,
      });
    }),
  );
  return shown.map((match) => {
    const member = firstMember.get(match.investor.id);
    if (!member) return toMatchRecord(match);
    const onPear = {
      member_user_id: member.userId,
      member_name: member.name,
      intro: introSummary(intros.get(member.userId), founderId),
    };
    return toMatchRecord(match, onPear, contacts.get(member.userId) ?? null);
  });
}

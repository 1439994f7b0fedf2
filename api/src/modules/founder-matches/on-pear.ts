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

export async function withOnPear(
  db: Database,
  index: MatchingIndex,
  founderId: string,
  records: InvestorMatch[],
): Promise<InvestorMatch[]> {
  const investorIds = records.map((record) => record.user_id);
  if (investorIds.length === 0) return records;
  const claims = await claimsQuery(db).execute({ investorIds });
  const firstMember = new Map<string, { userId: string; name: string }>();
  for (const claim of claims) if (!firstMember.has(claim.investorId)) firstMember.set(claim.investorId, claim);
  const intros = await introsWith(
    db,
    founderId,
    [...firstMember.values()].map((member) => member.userId),
  );
  return Promise.all(
    records.map(async (record) => {
      const member = firstMember.get(record.user_id);
      if (!member) return { ...record, on_pear: null };
      const intro = intros.get(member.userId);
      const onPear = { member_user_id: member.userId, member_name: member.name, intro: introSummary(intro, founderId) };
      if (intro?.status !== 'accepted') return { ...record, on_pear: onPear };
      const investor = await loadInvestorSide(db, index, member.userId);
      return {
        ...record,
        email: investor?.email ?? null,
        Contact: investor?.email ?? null,
        linkedin: investor?.linkedin ?? null,
        meeting_link: investor?.profile.meetingLink ?? null,
        on_pear: onPear,
      };
    }),
  );
}

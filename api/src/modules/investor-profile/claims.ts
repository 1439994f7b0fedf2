// Claims: a Pear investor says "this corpus investor is me" (an angel) or "my firm" (a member of it). One claim per
// user; an angel profile can be claimed by one user only, a firm by several members (each listed as a partner).
import type { InvestorClaim } from '@pear/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investorClaims, investors, users } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

export const NO_SUCH_INVESTOR = 'No investor with this id in the corpus: search for it by name first.';
export const ANGEL_TAKEN = 'This angel profile is already claimed by another Pear member.';
export const NO_CLAIM = 'You have not claimed an investor profile.';

/** The claimed corpus investor with its members on Pear (in claim order), or null without a claim. */
export async function loadClaim(db: Database, userId: string): Promise<InvestorClaim | null> {
  const [claimed] = await db
    .select({
      investorId: investors.id,
      name: investors.name,
      kind: investors.kind,
      dealCount: investors.dealCount,
      lastInvestmentAt: investors.lastInvestmentAt,
    })
    .from(investorClaims)
    .innerJoin(investors, eq(investors.id, investorClaims.investorId))
    .where(eq(investorClaims.userId, userId));
  if (!claimed) return null;
  const members = await db
    .select({ userId: users.id, name: users.name })
    .from(investorClaims)
    .innerJoin(users, eq(users.id, investorClaims.userId))
    .where(eq(investorClaims.investorId, claimed.investorId))
    .orderBy(asc(investorClaims.createdAt), asc(investorClaims.userId));
  return { ...claimed, members };
}

/**
 * Claims `investorId` for the user, replacing an earlier claim (claiming the same investor again keeps the place in
 * the member order). The investor's row is locked for the transaction, so two users racing for one angel are
 * served one after the other and the second sees the first's claim.
 */
export async function claimInvestor(db: Database, userId: string, investorId: string): Promise<InvestorClaim> {
  await db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ kind: investors.kind })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('update');
    if (!investor) throw new HttpError(404, NO_SUCH_INVESTOR);
    if (investor.kind === 'person') {
      const [other] = await tx
        .select({ userId: investorClaims.userId })
        .from(investorClaims)
        .where(and(eq(investorClaims.investorId, investorId), ne(investorClaims.userId, userId)))
        .limit(1);
      if (other) throw new HttpError(409, ANGEL_TAKEN);
    }
    await tx
      .insert(investorClaims)
      .values({ userId, investorId })
      .onConflictDoUpdate({
        target: investorClaims.userId,
        set: { investorId, createdAt: sql`now()` },
        setWhere: sql`${investorClaims.investorId} <> excluded.investor_id`,
      });
  });
  const claim = await loadClaim(db, userId);
  if (!claim) throw new HttpError(404, NO_SUCH_INVESTOR);
  return claim;
}

/** Gives the claim up; the investor's own portfolio entries stay. */
export async function releaseClaim(db: Database, userId: string): Promise<void> {
  const released = await db
    .delete(investorClaims)
    .where(eq(investorClaims.userId, userId))
    .returning({ userId: investorClaims.userId });
  if (released.length === 0) throw new HttpError(404, NO_CLAIM);
}

// Portfolio companies: the claimed investor's history read from the corpus (read-only), then the companies the
// investor added by hand. Every write names the owner, so another investor's entry is simply not found (404).
import type { PortfolioCompany, portfolioCompanyBodySchema, updatePortfolioCompanyBodySchema } from '@pear/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../../db/client.js';
import { investmentRounds, investments, portfolioCompanies, type PortfolioCompanyRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { sectorLabel, stageLabel } from '../matching/vocabulary.js';

export const PORTFOLIO_COMPANY_NOT_FOUND = 'No such portfolio company among yours.';
/** The corpus entries shown at most (the busiest firms have hundreds). */
export const CORPUS_PORTFOLIO_LIMIT = 100;

type PortfolioCompanyBody = z.output<typeof portfolioCompanyBodySchema>;
type PortfolioCompanyPatch = z.output<typeof updatePortfolioCompanyBodySchema>;

/** "games & video" → "Games & video": the matching module's labels, as a list entry starts. */
const capitalised = (label: string | null): string | null =>
  label ? `${label[0]?.toUpperCase()}${label.slice(1)}` : null;

/** The claimed investor's rounds, newest first: one entry per company and round date. */
export async function corpusPortfolio(db: Database, investorId: string): Promise<PortfolioCompany[]> {
  const rows = await db
    .selectDistinct({
      companyKey: investmentRounds.companyKey,
      fundedAt: investmentRounds.fundedAt,
      companyName: investmentRounds.companyName,
      categoryCode: investmentRounds.categoryCode,
      roundType: investmentRounds.roundType,
      raisedAmountUsd: investmentRounds.raisedAmountUsd,
    })
    .from(investments)
    .innerJoin(
      investmentRounds,
      and(eq(investmentRounds.companyKey, investments.companyKey), eq(investmentRounds.fundedAt, investments.fundedAt)),
    )
    .where(eq(investments.investorId, investorId))
    .orderBy(desc(investmentRounds.fundedAt), asc(investmentRounds.companyName), asc(investmentRounds.companyKey))
    .limit(CORPUS_PORTFOLIO_LIMIT);
  return rows.map((row) => ({
    id: `corpus:${row.companyKey}:${row.fundedAt}`,
    source: 'corpus',
    name: row.companyName,
    industry: capitalised(row.categoryCode ? sectorLabel(row.categoryCode) : null),
    stage: capitalised(row.roundType ? stageLabel(row.roundType) : null),
    date: row.fundedAt,
    roundSizeUsd: row.raisedAmountUsd,
    valuationUsd: null,
    // The corpus does not say whether a company is still active or exited.
    status: null,
    description: null,
  }));
}

function toPortfolioCompany(row: PortfolioCompanyRow): PortfolioCompany {
  return {
    id: row.id,
    source: 'own',
    name: row.name,
    industry: row.industry,
    stage: row.stage,
    date: null,
    roundSizeUsd: null,
    valuationUsd: row.valuationUsd,
    status: row.status,
    description: row.description,
  };
}

/** The investor's own entries, in the order they were added. */
export async function ownPortfolio(db: Database, userId: string): Promise<PortfolioCompany[]> {
  const rows = await db
    .select()
    .from(portfolioCompanies)
    .where(eq(portfolioCompanies.userId, userId))
    .orderBy(asc(portfolioCompanies.createdAt), asc(portfolioCompanies.id));
  return rows.map(toPortfolioCompany);
}

export async function addPortfolioCompany(
  db: Database,
  userId: string,
  body: PortfolioCompanyBody,
): Promise<PortfolioCompany> {
  const [row] = await db
    .insert(portfolioCompanies)
    .values({ userId, ...body })
    .returning();
  if (!row) throw new Error('portfolio company insert returned no row');
  return toPortfolioCompany(row);
}

const ownEntry = (userId: string, id: string) =>
  and(eq(portfolioCompanies.id, id), eq(portfolioCompanies.userId, userId));

export async function updatePortfolioCompany(
  db: Database,
  userId: string,
  id: string,
  patch: PortfolioCompanyPatch,
): Promise<PortfolioCompany> {
  // An empty patch changes nothing: answer the entry as it is (Drizzle refuses an UPDATE with nothing to set).
  const [row] =
    Object.keys(patch).length === 0
      ? await db.select().from(portfolioCompanies).where(ownEntry(userId, id))
      : await db.update(portfolioCompanies).set(patch).where(ownEntry(userId, id)).returning();
  if (!row) throw new HttpError(404, PORTFOLIO_COMPANY_NOT_FOUND);
  return toPortfolioCompany(row);
}

export async function deletePortfolioCompany(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(portfolioCompanies)
    .where(ownEntry(userId, id))
    .returning({ id: portfolioCompanies.id });
  if (deleted.length === 0) throw new HttpError(404, PORTFOLIO_COMPANY_NOT_FOUND);
}

// "Add investor": corpus investors by name, for a debounced combobox.
import type { InvestorSearchResult } from '@pear/contract';
import { asc, desc, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors } from '../../db/schema.js';
import { investorId } from '../investors/profiles.js';

export const INVESTOR_SEARCH_LIMIT = 10;

/**
 * Investors whose name contains `query`, ignoring case, accents and punctuation: an investor's id is the slug of its
 * name (lower case, accents dropped, runs of other characters as "-"), so the slug of the query is searched in the
 * ids. A slug holds only [a-z0-9-], so it needs no LIKE escaping. Names that start with the query come first.
 */
export async function searchInvestors(db: Database, query: string): Promise<InvestorSearchResult['investors']> {
  // Without a latin letter or digit the slug would be investorId's hash of the query: nothing a user typed.
  if (!/[a-z0-9]/.test(query.normalize('NFKD').toLowerCase())) return [];
  const slug = investorId(query);
  const rows = await db
    .select({ id: investors.id, name: investors.name, kind: investors.kind, dealCount: investors.dealCount })
    .from(investors)
    .where(like(investors.id, `%${slug}%`))
    .orderBy(sql`(${investors.id} like ${`${slug}%`}) desc`, desc(investors.dealCount), asc(investors.id))
    .limit(INVESTOR_SEARCH_LIMIT);
  return rows;
}

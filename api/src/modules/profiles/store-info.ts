// POST /dev/me/store-info: where each edited field is kept. The client maps its field names to the spec's
// payload keys (name → "Full name", email → Contact, …) and sends other fields under their own names.
import type {
  COMPANY_STORE_INFO_KEYS,
  companySummarySchema,
  FOUNDER_STORE_INFO_KEYS,
  founderRecordSchema,
  StoreInfoKey,
} from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, users, type JsonObject } from '../../db/schema.js';
import { mergeFounderFields } from './documents.js';

/** The payload key that renames the user rather than editing a founder field. */
const NAME_FIELD = 'Full name' satisfies StoreInfoKey;

type FounderKey = Exclude<(typeof FOUNDER_STORE_INFO_KEYS)[number], typeof NAME_FIELD>;
type CompanyKey = (typeof COMPANY_STORE_INFO_KEYS)[number];

/** Payload key → the founder field it is stored as (spec §3 founder keys, kept verbatim). */
const FOUNDER_FIELDS: Record<FounderKey, keyof typeof founderRecordSchema.shape> = {
  Contact: 'Contact',
  Location: 'Location',
  website: 'website',
  'LinkedIn Url': 'LinkedIn Url',
  Background: 'Background',
  'Title/Position': 'Title/Position',
  title: 'Title/Position',
  Industry: 'Industry',
  industry: 'Industry',
  Stage: 'Stage',
  stage: 'Stage',
  About_company: 'About_company',
  'Current Company/College': 'Current Company/College',
  phone: 'phone',
  nationality: 'nationality',
};

/** Payload key → the key in the company's deck summary (spec §3 company fields). */
const COMPANY_SUMMARY_FIELDS: Record<CompanyKey, keyof typeof companySummarySchema.shape> = {
  company: 'startupName',
  raisingAmount: 'raisingAmount',
  companyAddress: 'companyAddress',
  aboutCompany: 'about_company',
  companyBasics: 'companyBasics',
  problemCustomer: 'problemCustomer',
  solutionProduct: 'solutionProduct',
  marketOpportunity: 'marketOpportunity',
  vision: 'vision',
  businessModel: 'businessModel',
  product: 'product',
};

const isFounderKey = (key: string): key is FounderKey => Object.hasOwn(FOUNDER_FIELDS, key);
const isCompanyKey = (key: string): key is CompanyKey => Object.hasOwn(COMPANY_SUMMARY_FIELDS, key);

/** Saves the edited fields in one transaction. Keys must be editable (checked by the route). */
export async function storeInfo(
  db: Database,
  userId: string,
  edits: Partial<Record<StoreInfoKey, string>>,
): Promise<void> {
  const founder: JsonObject = {};
  const summary: JsonObject = {};
  for (const [key, value] of Object.entries(edits)) {
    if (isFounderKey(key)) founder[FOUNDER_FIELDS[key]] = value;
    if (isCompanyKey(key)) summary[COMPANY_SUMMARY_FIELDS[key]] = value;
  }
  // The company's top-level name and description mirror the summary (spec §3 reads both).
  const companyTop: JsonObject = {};
  if ('startupName' in summary) companyTop.company_name = summary.startupName;
  if ('about_company' in summary) companyTop.about_company = summary.about_company;

  await db.transaction(async (tx) => {
    const name = edits[NAME_FIELD];
    if (name !== undefined) await tx.update(users).set({ name }).where(eq(users.id, userId));
    if (Object.keys(founder).length > 0) await mergeFounderFields(tx, userId, founder);
    if (Object.keys(summary).length > 0) {
      const fields = { ...companyTop, summary };
      await tx
        .insert(companies)
        .values({ userId, fields })
        .onConflictDoUpdate({
          target: companies.userId,
          // Shallow merge at the top, one level deeper for the summary.
          set: {
            fields: sql`${companies.fields} || ${JSON.stringify(companyTop)}::jsonb || jsonb_build_object('summary', coalesce(${companies.fields} -> 'summary', '{}'::jsonb) || ${JSON.stringify(summary)}::jsonb)`,
            updatedAt: sql`now()`,
          },
        });
    }
  });
}

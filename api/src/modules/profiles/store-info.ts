// POST /dev/me/store-info: where each edited field is kept. The client maps its field names to the spec's
// payload keys (name → "Full name", email → Contact, …) and sends other fields under their own names.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, users, type JsonObject } from '../../db/schema.js';
import { mergeFounderFields } from './documents.js';

/** Payload key → the founder field it is stored as (spec §3 founder keys, kept verbatim). */
const FOUNDER_FIELDS: Record<string, string> = {
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
const COMPANY_SUMMARY_FIELDS: Record<string, string> = {
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

const NAME_FIELD = 'Full name';

export const EDITABLE_FIELDS = [NAME_FIELD, ...Object.keys(FOUNDER_FIELDS), ...Object.keys(COMPANY_SUMMARY_FIELDS)];

export const isEditableField = (key: string): boolean => EDITABLE_FIELDS.includes(key);

/** Saves the edited fields in one transaction. Keys must be editable (checked by the route). */
export async function storeInfo(db: Database, userId: string, edits: Record<string, string>): Promise<void> {
  const founder: JsonObject = {};
  const summary: JsonObject = {};
  for (const [key, value] of Object.entries(edits)) {
    if (key in FOUNDER_FIELDS) founder[FOUNDER_FIELDS[key]!] = value;
    if (key in COMPANY_SUMMARY_FIELDS) summary[COMPANY_SUMMARY_FIELDS[key]!] = value;
  }
  // The company's top-level name and description mirror the summary (spec §3 reads both).
  const companyTop: JsonObject = {};
  if ('startupName' in summary) companyTop.company_name = summary.startupName;
  if ('about_company' in summary) companyTop.about_company = summary.about_company;

  await db.transaction(async (tx) => {
    if (NAME_FIELD in edits) await tx.update(users).set({ name: edits[NAME_FIELD]! }).where(eq(users.id, userId));
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

import type { FounderProfile } from '@pear/shared/domain';

/** Detailed Information fields a founder edits inline, one at a time (spec §2 Profile). */
export const DETAIL_FIELDS = [
  { key: 'phone', label: 'Phone' },
  { key: 'title', label: 'Title' },
  { key: 'location', label: 'Location' },
  { key: 'nationality', label: 'Nationality' },
  { key: 'website', label: 'Website', link: true },
  { key: 'linkedin', label: 'LinkedIn', link: true },
  { key: 'industry', label: 'Industry' },
  { key: 'background', label: 'Background', multiline: true },
] as const satisfies readonly FieldSpec[];

/** Startup Information fields, edited together and saved with Save All. */
export const STARTUP_FIELDS = [
  { key: 'stage', label: 'Stage' },
  { key: 'raisingAmount', label: 'Raising' },
  { key: 'companyAddress', label: 'Company address' },
  { key: 'aboutCompany', label: 'About the company', multiline: true },
  { key: 'companyBasics', label: 'Company basics', multiline: true },
  { key: 'problemCustomer', label: 'Problem and customer', multiline: true },
  { key: 'solutionProduct', label: 'Solution and product', multiline: true },
  { key: 'marketOpportunity', label: 'Market opportunity', multiline: true },
  { key: 'vision', label: 'Vision', multiline: true },
  { key: 'businessModel', label: 'Business model', multiline: true },
  { key: 'product', label: 'Product', multiline: true },
] as const satisfies readonly FieldSpec[];

export type EditableKey = (typeof DETAIL_FIELDS)[number]['key'] | (typeof STARTUP_FIELDS)[number]['key'];

export type FieldSpec = {
  key: keyof FounderProfile;
  label: string;
  link?: boolean;
  multiline?: boolean;
};

export type ProfileEdits = Partial<Record<EditableKey, string>>;

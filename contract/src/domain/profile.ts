/** Payload keys of store-info: the spec's names for the founder's own fields (call 5's key mapping). */
export const FOUNDER_STORE_INFO_KEYS = [
  'Full name',
  'Contact',
  'Location',
  'website',
  'LinkedIn Url',
  'Background',
  'Title/Position',
  'title',
  'Industry',
  'industry',
  'Stage',
  'stage',
  'About_company',
  'Current Company/College',
  'phone',
  'nationality',
] as const;

/** Payload keys of store-info that edit the company's deck summary (Startup Information, Save All). */
export const COMPANY_STORE_INFO_KEYS = [
  'company',
  'raisingAmount',
  'companyAddress',
  'aboutCompany',
  'companyBasics',
  'problemCustomer',
  'solutionProduct',
  'marketOpportunity',
  'vision',
  'businessModel',
  'product',
] as const;

export const STORE_INFO_KEYS = [...FOUNDER_STORE_INFO_KEYS, ...COMPANY_STORE_INFO_KEYS] as const;
export type StoreInfoKey = (typeof STORE_INFO_KEYS)[number];

export const isStoreInfoKey = (key: string): key is StoreInfoKey =>
  (STORE_INFO_KEYS as readonly string[]).includes(key);

export const MAX_STORE_INFO_FIELD_LENGTH = 5000;

/** One or more editable fields (STORE_INFO_KEYS), each a string of at most 5,000 characters. */
export type StoreInfoBody = Partial<Record<StoreInfoKey, string>>;

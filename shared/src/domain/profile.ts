import type {
  Cofounder as ContractCofounder,
  Education as ContractEducation,
  Experience as ContractExperience,
  StoreInfoBody,
  StoreInfoKey,
} from '@pear/contract';

/*
 * The founder profile the dashboard shows (spec §3), built from the contract's get-info answer, and the inline-edit
 * key mapping (spec §7 call 5). The payload keys themselves are @pear/contract's STORE_INFO_KEYS.
 */
export { STORE_INFO_KEYS, type StoreInfoKey } from '@pear/contract/domain';

/** The contract's fields as the profile shows them: text, '' where the document had none (or a placeholder). */
type Shown<T> = { [K in keyof T]-?: NonNullable<T[K]> };

export type Education = Shown<ContractEducation>;
export type Experience = Shown<ContractExperience>;
/** A co-founder from the deck; role and profile link only when the deck names them. */
export type Cofounder = Pick<ContractCofounder, 'name'> & { role?: string; linkedin?: string };

/** The founder profile the dashboard builds from the get-info response. */
export type FounderProfile = {
  name: string;
  email: string;
  profileImage: string;
  title: string;
  location: string;
  linkedin: string;
  background: string;
  industry: string;
  vibeScore: number | 'Calculating...';
  aiSummary: string;
  website: string;
  company: string;
  /** Defaults to "N/A". */
  stage: string;
  raisingAmount: string;
  phone: string;
  nationality: string;
  education: Education[];
  experience: Experience[];
  skills: string[];
  social: Record<string, string>;
  companyAddress: string;
  aboutCompany: string;
  companyBasics: string;
  problemCustomer: string;
  solutionProduct: string;
  marketOpportunity: string;
  vision: string;
  businessModel: string;
  product: string;
  cofounders: Cofounder[];
  tractions: string[];
};

export const DEFAULT_FOUNDER_STAGE = 'N/A';
export const VIBE_SCORE_PENDING = 'Calculating...';

/** Profile fields whose store-info payload key differs from the field name (spec §7 call 5). */
export const STORE_INFO_PAYLOAD_KEYS = {
  name: 'Full name',
  email: 'Contact',
  location: 'Location',
  website: 'website',
  linkedin: 'LinkedIn Url',
  background: 'Background',
} as const satisfies Record<string, StoreInfoKey>;

/** A field the client edits: one of the mapped names above, or a payload key sent under its own name. */
export type EditedProfileField = keyof typeof STORE_INFO_PAYLOAD_KEYS | StoreInfoKey;

/** The payload key for an edited field: name → "Full name", email → Contact, …, any other key unchanged. */
export const storeInfoPayloadKey = (key: EditedProfileField): StoreInfoKey =>
  Object.hasOwn(STORE_INFO_PAYLOAD_KEYS, key)
    ? STORE_INFO_PAYLOAD_KEYS[key as keyof typeof STORE_INFO_PAYLOAD_KEYS]
    : (key as StoreInfoKey);

/** The store-info body for edited fields: each value as typed, under its payload key. */
export const toStoreInfoBody = (fields: Readonly<Partial<Record<EditedProfileField, string>>>): StoreInfoBody => {
  const body: StoreInfoBody = {};
  for (const [key, value] of Object.entries(fields) as [EditedProfileField, string | undefined][]) {
    if (value !== undefined) body[storeInfoPayloadKey(key)] = value;
  }
  return body;
};

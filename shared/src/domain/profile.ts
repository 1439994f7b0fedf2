/** Founder profile shapes (spec §3) and the inline-edit key mapping (spec §7 call 5). */

export type Education = {
  school: string;
  degree: string;
  major: string;
  grad: string;
};

export type Experience = {
  company: string;
  title: string;
  from: string;
  to: string;
  achievements: string[];
  skills: string[];
};

export type Cofounder = string | { name?: string; role?: string; linkedin?: string };

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

/** Profile fields whose store-info payload key differs from the field name. */
export const STORE_INFO_KEYS = {
  name: 'Full name',
  email: 'Contact',
  location: 'Location',
  website: 'website',
  linkedin: 'LinkedIn Url',
  background: 'Background',
} as const satisfies Record<string, string>;

/** The payload key for an edited field: name → "Full name", email → Contact, …, any other key unchanged. */
export const storeInfoPayloadKey = (key: string): string =>
  Object.hasOwn(STORE_INFO_KEYS, key) ? STORE_INFO_KEYS[key as keyof typeof STORE_INFO_KEYS] : key;

import type {
  Cofounder as ContractCofounder,
  Education as ContractEducation,
  Experience as ContractExperience,
  GetInfoResponse,
} from '@pear/contract';
import {
  type Cofounder,
  DEFAULT_FOUNDER_STAGE,
  displayValue,
  type Education,
  type Experience,
  type FounderProfile,
  VIBE_SCORE_PENDING,
} from '@pear/shared/domain';

/**
 * The founder profile of the dashboard (spec §3 "Founder profile"), built from the contract's get-info answer.
 * Precedence, field by field: the founder record wins over the company (and its parsed pitch-deck summary), which
 * wins over the parsed resume. Placeholder texts ("Unknown", "N/A", "", …) count as missing and are hidden.
 */

export type BuildFounderProfileOptions = {
  /** "Now" for years of experience up to "Present" (tests pin it). */
  now?: Date;
};

/** The first candidate that is real text (numbers count), trimmed; '' when none is. */
const firstText = (...candidates: unknown[]): string => {
  for (const candidate of candidates) {
    const value = displayValue(candidate);
    if (value !== null) return value;
  }
  return '';
};

const textList = (items: readonly unknown[] = []): string[] =>
  items.map((item) => displayValue(item)).filter((item): item is string => item !== null);

const toEducation = (items: readonly ContractEducation[] = []): Education[] =>
  items.map((item) => ({
    school: firstText(item.school),
    degree: firstText(item.degree),
    major: firstText(item.major),
    grad: firstText(item.grad),
  }));

const toExperience = (items: readonly ContractExperience[] = []): Experience[] =>
  items.map((item) => ({
    company: firstText(item.company),
    title: firstText(item.title),
    from: firstText(item.from),
    to: firstText(item.to),
    achievements: textList(item.achievements),
    skills: textList(item.skills),
  }));

const toCofounders = (items: readonly ContractCofounder[] = []): Cofounder[] =>
  items.flatMap((item) => {
    const name = firstText(item.name);
    if (!name) return [];
    const role = firstText(item.role);
    const linkedin = firstText(item.linkedin);
    return [{ name, ...(role ? { role } : {}), ...(linkedin ? { linkedin } : {}) }];
  });

/** One map of network → link; later maps win for the same network. */
const toSocial = (
  ...maps: (Readonly<Record<string, string | null | undefined>> | undefined)[]
): Record<string, string> => {
  const social: Record<string, string> = {};
  for (const map of maps) {
    for (const [network, link] of Object.entries(map ?? {})) {
      const value = displayValue(link);
      if (value !== null) social[network] = value;
    }
  }
  return social;
};

const toVibeScore = (score: number | undefined): FounderProfile['vibeScore'] =>
  score !== undefined && Number.isFinite(score) ? score : VIBE_SCORE_PENDING;

// ---------------------------------------------------------------------------------------------------------------
// Years of experience, from the resume's "from"/"to" texts ("June 2020", "2019", "06/2021", "Present").

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ONGOING = /\b(present|current|now|today|ongoing)\b/i;

/** Months since year 0 (year * 12 + month index), or null when the text holds no year. */
const toMonth = (text: string, now: Date): number | null => {
  if (ONGOING.test(text)) return now.getFullYear() * 12 + now.getMonth();
  const year = /\b(19\d{2}|20\d{2})\b/.exec(text);
  if (!year?.[1]) return null;
  const name = /\b([a-z]{3})[a-z]*\.?\b/i.exec(text.replace(year[1], ''));
  const named = name?.[1] ? MONTHS.indexOf(name[1].toLowerCase()) : -1;
  const numeric = /\b(0?[1-9]|1[0-2])[/.-]/.exec(text);
  const month = named >= 0 ? named : numeric?.[1] ? Number(numeric[1]) - 1 : 0;
  return Number(year[1]) * 12 + month;
};

/** Whole years from the earliest start to the latest end of the dated roles; 0 when there are none. */
export const yearsOfExperience = (experience: readonly Experience[], now = new Date()): number => {
  let start: number | null = null;
  let end: number | null = null;
  for (const job of experience) {
    const from = toMonth(job.from, now);
    if (from === null) continue;
    const to = toMonth(job.to, now) ?? from;
    start = start === null ? from : Math.min(start, from);
    end = end === null ? Math.max(from, to) : Math.max(end, from, to);
  }
  return start === null || end === null ? 0 : Math.floor((end - start) / 12);
};

// ---------------------------------------------------------------------------------------------------------------
// The AI Founder Summary: a deterministic template over the fields found, never a made-up fact.

/** "A", "A and B", "A, B and C". */
const joinWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The first sentence of a text (at most ~240 characters), ending with a full stop. */
const firstSentence = (text: string): string => {
  const sentence = (/^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim()).replace(/\s+/g, ' ');
  const short = sentence.length > 240 ? `${sentence.slice(0, 237).replace(/\s+\S*$/, '')}…` : sentence;
  return /[.!?…]$/.test(short) ? short : `${short}.`;
};

const withStop = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

type SummaryFacts = Pick<
  FounderProfile,
  'name' | 'title' | 'company' | 'stage' | 'industry' | 'raisingAmount' | 'aboutCompany' | 'companyBasics' | 'education'
> & { experience: Experience[]; tractions: string[]; years: number };

const introSentence = ({ name, title, company, stage, industry, raisingAmount }: SummaryFacts): string => {
  const realStage = displayValue(stage) ?? '';
  const descriptor = [realStage, industry].filter(Boolean).join(' ');
  const companyPart = company
    ? `${company}${descriptor ? `, ${article(descriptor)} ${descriptor} company` : ''}${raisingAmount ? ` raising ${raisingAmount}` : ''}`
    : '';
  const subject = name || company;
  if (!subject) return '';
  if (name && title && companyPart) return `${name} is ${title} at ${companyPart}.`;
  if (name && companyPart) return `${name} is building ${companyPart}.`;
  if (name && title) return `${name} is ${title}.`;
  if (!name && companyPart) {
    const rest = companyPart.slice(company.length).replace(/^, /, '');
    return rest ? `${company} is ${rest}.` : '';
  }
  return '';
};

const experienceSentence = ({ name, experience, years }: SummaryFacts): string => {
  const companies = [...new Set(experience.map((job) => job.company).filter(Boolean))].slice(0, 3);
  if (companies.length === 0) return '';
  const who = name.split(/\s+/)[0] || 'The founder';
  const span = years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : 'experience';
  return `${who} has ${span} at ${joinWords(companies)}.`;
};

const educationSentence = ({ name, education }: SummaryFacts): string => {
  const school = education.find((item) => item.school);
  if (!school) return '';
  const who = name.split(/\s+/)[0] || 'The founder';
  const degree = [school.degree, school.major && !school.degree.includes(school.major) ? `in ${school.major}` : '']
    .filter(Boolean)
    .join(' ');
  return degree
    ? `${who} holds ${article(degree)} ${degree} from ${school.school}.`
    : `${who} studied at ${school.school}.`;
};

/** A short summary of the founder from the parsed data; '' when there is nothing to say. */
const summarizeFounder = (facts: SummaryFacts): string => {
  const about = facts.aboutCompany || facts.companyBasics;
  const traction = facts.tractions.slice(0, 2);
  return [
    introSentence(facts),
    about ? firstSentence(about) : '',
    experienceSentence(facts),
    educationSentence(facts),
    traction.length > 0 ? withStop(`Traction: ${traction.join('; ')}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
};

// ---------------------------------------------------------------------------------------------------------------

/** The dashboard's founder profile from a get-info answer (spec §3). */
export const buildFounderProfile = (
  { user, founder, company }: GetInfoResponse,
  { now = new Date() }: BuildFounderProfileOptions = {},
): FounderProfile => {
  const summary = company.summary ?? {};
  const resume = user.profile;

  const experience = toExperience(resume.experience);
  const education = toEducation(resume.education);
  const tractions = textList(summary.tractions);

  const profile: FounderProfile = {
    name: firstText(user.name, resume.full_name),
    email: firstText(founder.Contact, user.email, resume.email),
    profileImage: firstText(user.avatar),
    title: firstText(founder['Title/Position']),
    location: firstText(founder.Location, resume.country_res, resume.location),
    linkedin: firstText(founder['LinkedIn Url'], resume.social?.linkedin),
    background: firstText(founder.Background, resume.summary),
    industry: firstText(founder.Industry, summary.industry),
    vibeScore: toVibeScore(founder.vibe_score),
    aiSummary: '',
    website: firstText(founder.website, company.website, summary.website),
    company: firstText(founder['Current Company/College'], company.company_name, summary.startupName),
    stage: firstText(founder.Stage, summary.companyStage) || DEFAULT_FOUNDER_STAGE,
    raisingAmount: firstText(summary.raisingAmount),
    phone: firstText(founder.phone, resume.phone),
    nationality: firstText(founder.nationality),
    education,
    experience,
    skills: textList(resume.skills),
    // The company's links win over the resume's for the same network.
    social: toSocial(resume.social, summary.socialLinks),
    companyAddress: firstText(summary.companyAddress),
    aboutCompany: firstText(founder.About_company, company.about_company, summary.about_company),
    companyBasics: firstText(summary.companyBasics),
    problemCustomer: firstText(summary.problemCustomer),
    solutionProduct: firstText(summary.solutionProduct),
    marketOpportunity: firstText(summary.marketOpportunity),
    vision: firstText(summary.vision),
    businessModel: firstText(summary.businessModel),
    product: firstText(summary.product),
    cofounders: toCofounders(summary.cofounders),
    tractions,
  };

  return {
    ...profile,
    aiSummary: summarizeFounder({ ...profile, years: yearsOfExperience(experience, now) }),
  };
};

import type { ParsedResume, PitchdeckAnalysis } from '@pear/shared/api';

import { ParsedFields } from './parsed-fields';

const SECTION_LABELS: Record<string, string> = {
  problem: 'Problem',
  solution: 'Solution',
  market: 'Market',
  business_model: 'Business model',
  traction: 'Traction',
  team: 'Team',
  competition: 'Competition',
  ask: 'The ask',
};

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const cofounderNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((person: unknown) => {
        if (typeof person === 'string') return [person];
        if (person && typeof person === 'object' && 'name' in person && typeof person.name === 'string') {
          const role = 'role' in person && typeof person.role === 'string' ? ` (${person.role})` : '';
          return [`${person.name}${role}`];
        }
        return [];
      })
    : [];

/** What the parser read from a pitch deck (sign-up page and the dashboard's Update Pitchdeck dialog). */
export function ParsedDeckResult({ analysis, headingLevel }: { analysis: PitchdeckAnalysis; headingLevel?: 2 | 3 }) {
  if (typeof analysis === 'string') {
    return (
      <ParsedFields
        title="What we read from your deck"
        headingLevel={headingLevel}
        fields={[{ label: 'Summary', value: analysis }]}
        empty=""
      />
    );
  }
  const sections =
    analysis.sections && typeof analysis.sections === 'object' ? (analysis.sections as Record<string, unknown>) : {};
  const found = Object.keys(SECTION_LABELS).filter((key) => sections[key] === true);
  const missing = Object.keys(SECTION_LABELS).filter((key) => sections[key] === false);
  return (
    <ParsedFields
      title="What we read from your deck"
      headingLevel={headingLevel}
      empty="We could not find company details in this deck."
      fields={[
        { label: 'Startup', value: analysis.startupName },
        { label: 'Website', value: analysis.website },
        { label: 'Industry', value: analysis.industry },
        { label: 'Stage', value: analysis.companyStage },
        { label: 'Raising', value: typeof analysis.raisingAmount === 'string' ? analysis.raisingAmount : null },
        { label: 'About', value: analysis.about_company ?? analysis.companyBasics },
        { label: 'Sections found', value: found.map((key) => SECTION_LABELS[key] ?? key) },
        { label: 'Sections missing', value: missing.map((key) => SECTION_LABELS[key] ?? key) },
        { label: 'Traction', value: textList(analysis.tractions), asList: true },
        { label: 'Team', value: cofounderNames(analysis.cofounders) },
        { label: 'Current investors', value: textList(analysis.investors) },
      ]}
    />
  );
}

const joined = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' · ');

/** What the parser read from a resume (sign-up page and the dashboard's Update Resume dialog). */
export function ParsedResumeResult({ profile, headingLevel }: { profile: ParsedResume; headingLevel?: 2 | 3 }) {
  return (
    <ParsedFields
      title="What we read from your resume"
      headingLevel={headingLevel}
      empty="We could not find profile details in this resume."
      fields={[
        { label: 'Name', value: profile.full_name },
        { label: 'E-mail', value: profile.email },
        { label: 'Phone', value: profile.phone },
        { label: 'Location', value: typeof profile.location === 'string' ? profile.location : profile.country_res },
        { label: 'LinkedIn', value: profile.social?.linkedin },
        { label: 'Summary', value: profile.summary },
        {
          label: 'Experience',
          asList: true,
          value: (profile.experience ?? []).map((job) => joined(job.title, job.company, joined(job.from, job.to))),
        },
        {
          label: 'Education',
          asList: true,
          value: (profile.education ?? []).map((school) => joined(school.degree, school.school)),
        },
        { label: 'Skills', value: profile.skills },
      ]}
    />
  );
}

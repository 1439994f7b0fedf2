import type { Cofounder, DeckAnalysis, DeckSection, ParsedResume } from '@pear/contract';

import { ParsedFields } from './parsed-fields';

const SECTION_LABELS: Record<DeckSection, string> = {
  problem: 'Problem',
  solution: 'Solution',
  market: 'Market',
  business_model: 'Business model',
  traction: 'Traction',
  team: 'Team',
  competition: 'Competition',
  ask: 'The ask',
};

const SECTIONS = Object.keys(SECTION_LABELS) as DeckSection[];

const cofounderName = ({ name, role }: Cofounder): string => (role ? `${name} (${role})` : name);

/** What the parser read from a pitch deck (sign-up page and the dashboard's Update Pitchdeck dialog). */
export function ParsedDeckResult({ analysis, headingLevel }: { analysis: DeckAnalysis; headingLevel?: 2 | 3 }) {
  const { sections } = analysis;
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
        { label: 'Raising', value: analysis.raisingAmount },
        { label: 'About', value: analysis.about_company ?? analysis.companyBasics },
        { label: 'Sections found', value: SECTIONS.filter((key) => sections[key]).map((key) => SECTION_LABELS[key]) },
        {
          label: 'Sections missing',
          value: SECTIONS.filter((key) => !sections[key]).map((key) => SECTION_LABELS[key]),
        },
        { label: 'Traction', value: analysis.tractions, asList: true },
        { label: 'Team', value: analysis.cofounders.map(cofounderName) },
        { label: 'Current investors', value: analysis.investors },
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
        { label: 'Location', value: profile.location ?? profile.country_res },
        { label: 'LinkedIn', value: profile.social.linkedin },
        { label: 'Summary', value: profile.summary },
        {
          label: 'Experience',
          asList: true,
          value: profile.experience.map((job) => joined(job.title, job.company, joined(job.from, job.to))),
        },
        {
          label: 'Education',
          asList: true,
          value: profile.education.map((school) => joined(school.degree, school.school)),
        },
        { label: 'Skills', value: profile.skills },
      ]}
    />
  );
}

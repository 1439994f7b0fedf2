import type { GetInfoResponse } from '@pear/contract';
import { buildFounderProfile, yearsOfExperience } from '@pear/shared/dashboard';
import { getInfoFixture } from '@pear/shared/testing';

const NOW = new Date(2025, 5, 15);

const INFO = {
  user: {
    name: 'Ada Lovelace',
    email: 'ada@acme.io',
    avatar: 'https://img.example/ada.png',
    role: 'founder',
    profile: {
      full_name: 'Ada L. (resume)',
      email: 'ada@resume.io',
      phone: '+44 20 7946 0000',
      country_res: 'United Kingdom',
      social: { linkedin: 'linkedin.com/in/ada-resume', github: 'github.com/ada' },
      summary: 'Engineer turned founder.',
      skills: ['Python', 'Go', 'N/A'],
      education: [{ school: 'University of London', degree: 'BSc', major: 'Mathematics', grad: '2012' }],
      experience: [
        {
          company: 'Stripe',
          title: 'Engineer',
          from: 'June 2015',
          to: 'May 2019',
          achievements: ['Built payouts'],
          skills: [],
        },
        {
          company: 'Monzo',
          title: 'Staff Engineer',
          from: 'June 2019',
          to: 'Present',
          achievements: [],
          skills: ['Kotlin'],
        },
      ],
    },
  },
  founder: {
    'Title/Position': 'CEO',
    Location: 'London',
    'LinkedIn Url': 'https://linkedin.com/in/ada',
    Background: 'Ten years in payments.',
    Industry: 'Fintech',
    vibe_score: 82,
    About_company: 'Acme builds payment rails for small shops. It launched in 2023.',
    website: 'https://acme.io',
    'Current Company/College': 'Acme',
    Stage: 'Seed',
    Contact: 'ada@founder.io',
    nationality: 'British',
  },
  company: {
    company_name: 'Acme Ltd (company)',
    about_company: 'Company record text.',
    website: 'https://company.example',
    summary: {
      startupName: 'Acme Deck',
      industry: 'Payments',
      companyStage: 'Series A',
      raisingAmount: '$2M',
      companyAddress: '1 Main St, London',
      problemCustomer: 'Small shops pay 3% per card payment.',
      solutionProduct: 'A flat-fee terminal.',
      cofounders: [
        { name: 'Grace Hopper', role: 'CTO', linkedin: null },
        { name: 'Unknown', role: null, linkedin: null },
      ],
      tractions: ['1,200 merchants', '$40k MRR', '20% MoM growth'],
      socialLinks: { linkedin: 'https://linkedin.com/company/acme', twitter: 'https://x.com/acme' },
    },
  },
} satisfies GetInfoResponse;

describe('buildFounderProfile', () => {
  it('takes founder fields over the company summary, and the summary over the parsed resume', () => {
    const profile = buildFounderProfile(INFO, { now: NOW });
    expect(profile).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@founder.io',
      profileImage: 'https://img.example/ada.png',
      title: 'CEO',
      location: 'London',
      linkedin: 'https://linkedin.com/in/ada',
      background: 'Ten years in payments.',
      industry: 'Fintech',
      vibeScore: 82,
      website: 'https://acme.io',
      company: 'Acme',
      stage: 'Seed',
      raisingAmount: '$2M',
      phone: '+44 20 7946 0000',
      nationality: 'British',
      aboutCompany: 'Acme builds payment rails for small shops. It launched in 2023.',
      companyAddress: '1 Main St, London',
      problemCustomer: 'Small shops pay 3% per card payment.',
      solutionProduct: 'A flat-fee terminal.',
      skills: ['Python', 'Go'],
      cofounders: [{ name: 'Grace Hopper', role: 'CTO' }],
      tractions: ['1,200 merchants', '$40k MRR', '20% MoM growth'],
    });
    expect(profile.education).toEqual([
      { school: 'University of London', degree: 'BSc', major: 'Mathematics', grad: '2012' },
    ]);
    expect(profile.experience[0]).toEqual({
      company: 'Stripe',
      title: 'Engineer',
      from: 'June 2015',
      to: 'May 2019',
      achievements: ['Built payouts'],
      skills: [],
    });
    // The company's social links win over the resume's for the same network.
    expect(profile.social).toEqual({
      linkedin: 'https://linkedin.com/company/acme',
      github: 'github.com/ada',
      twitter: 'https://x.com/acme',
    });
  });

  it('falls back to the company summary, then the resume, when the founder record lacks a field', () => {
    const profile = buildFounderProfile(
      { user: INFO.user, founder: { Stage: 'N/A', Industry: 'Unknown' }, company: INFO.company },
      { now: NOW },
    );
    expect(profile).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@acme.io',
      company: 'Acme Ltd (company)',
      industry: 'Payments',
      stage: 'Series A',
      website: 'https://company.example',
      aboutCompany: 'Company record text.',
      location: 'United Kingdom',
      linkedin: 'linkedin.com/in/ada-resume',
      background: 'Engineer turned founder.',
      title: '',
      nationality: '',
    });
  });

  it('defaults the stage to "N/A" and the VibeScore to "Calculating..." and hides placeholders', () => {
    const profile = buildFounderProfile(
      getInfoFixture({
        user: { name: 'Unknown', email: '' },
        founder: { Location: 'N/A', 'LinkedIn Url': 'unknown' },
      }),
    );
    expect(profile).toMatchObject({
      name: '',
      email: '',
      location: '',
      linkedin: '',
      stage: 'N/A',
      vibeScore: 'Calculating...',
      raisingAmount: '',
      education: [],
      experience: [],
      skills: [],
      social: {},
      cofounders: [],
      tractions: [],
      aiSummary: '',
    });
  });

  it('generates the AI summary from the data found, and only from it', () => {
    const { aiSummary } = buildFounderProfile(INFO, { now: NOW });
    expect(aiSummary).toBe(
      'Ada Lovelace is CEO at Acme, a Seed Fintech company raising $2M. ' +
        'Acme builds payment rails for small shops. ' +
        'Ada has 10 years of experience at Stripe and Monzo. ' +
        'Ada holds a BSc in Mathematics from University of London. ' +
        'Traction: 1,200 merchants; $40k MRR.',
    );
  });

  it('leaves out the parts of the summary it has no data for', () => {
    const { aiSummary } = buildFounderProfile(
      getInfoFixture({
        user: {
          name: 'Bo Chen',
          profile: {
            experience: [{ company: 'Google', title: 'PM', from: null, to: null, achievements: [], skills: [] }],
          },
        },
        company: { company_name: 'Orbit', summary: { industry: 'AI' } },
      }),
    );
    expect(aiSummary).toBe('Bo Chen is building Orbit, an AI company. Bo has experience at Google.');
  });
});

describe('yearsOfExperience', () => {
  const job = (from: string, to: string) => ({ company: 'X', title: '', from, to, achievements: [], skills: [] });

  it('spans the earliest start to the latest end, "Present" being now', () => {
    expect(yearsOfExperience([job('Jan 2018', 'Present')], NOW)).toBe(7);
    expect(yearsOfExperience([job('06/2010', '2012'), job('2015', '2016')], NOW)).toBe(5);
  });

  it('is 0 without dated roles', () => {
    expect(yearsOfExperience([job('', ''), job('summer', 'fall')], NOW)).toBe(0);
    expect(yearsOfExperience([], NOW)).toBe(0);
  });
});

/** API answers the dashboard tests share, typed against @pear/contract. Tests only. */
import type { GetInfoResponse, InvestorMatch, MatchStatus } from '@pear/contract';
import { getInfoFixture, investorMatchFixture } from '@pear/shared/testing';

export const GET_INFO = {
  user: {
    name: 'Ada Lovelace',
    email: 'ada@acme.io',
    avatar: null,
    role: 'founder',
    profile: {
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      skills: ['Python', 'Go'],
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
      ],
      social: { linkedin: null, github: 'github.com/ada' },
    },
  },
  founder: {
    'Title/Position': 'CEO',
    Location: 'London',
    'LinkedIn Url': 'https://linkedin.com/in/ada',
    Background: 'Ten years in payments.',
    Industry: 'Fintech',
    vibe_score: 82,
    website: 'acme.io',
    'Current Company/College': 'Acme',
    Stage: 'Seed',
  },
  company: {
    company_name: 'Acme',
    summary: {
      raisingAmount: '$2M',
      problemCustomer: 'Small shops pay 3% per card payment.',
      solutionProduct: 'A flat-fee terminal.',
      tractions: ['1,200 merchants'],
    },
  },
} satisfies GetInfoResponse;

/** get-info of a founder with nothing about the startup yet. */
export const GET_INFO_NO_STARTUP = getInfoFixture({ user: { name: 'Bo Chen', email: 'bo@example.com' } });

export const MATCHES = [
  investorMatchFixture({
    user_id: 'inv-1',
    name: 'Jane Partner',
    full_name: 'Jane Partner',
    company: 'Northwind Ventures',
    job_title: 'Venture firm',
    pear_score: 91.6,
    industries: ['Fintech', 'SaaS', 'Payments', 'Climate'],
    stages: ['Seed', 'Series A'],
    analysis: 'Invests in fintech; Backs seed rounds',
    reasons: ['Invests in fintech', 'Backs seed rounds'],
    previousInvestments: ['Stripe', 'Plaid'],
    email: 'jane@northwind.vc',
    linkedin: 'https://linkedin.com/in/jane',
  }),
  investorMatchFixture({
    user_id: 'inv-2',
    name: 'Sam Angel',
    full_name: 'Sam Angel',
    company: null,
    job_title: 'Angel investor',
    pear_score: 74,
    industries: ['General Investment'],
    stages: ['Unknown'],
    analysis: 'Writes small first cheques',
    reasons: ['Writes small first cheques'],
  }),
] satisfies InvestorMatch[];

export const MATCH_STATUS = {
  plan: 'pro',
  planName: 'Pro',
  trial: true,
  trialEndsAt: '2025-12-05T12:00:00.000Z',
  dailyQuota: 5,
  usedToday: 2,
  remainingToday: 3,
} satisfies MatchStatus;

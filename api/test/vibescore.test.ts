import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FounderDocuments } from '../src/modules/profiles/documents.js';
import { experienceYears, readMonth } from '../src/modules/vibescore/experience-years.js';
import { computeVibeScore } from '../src/modules/vibescore/vibescore.js';

const AS_OF = new Date('2026-01-15T00:00:00Z');

const ALL_SECTIONS = {
  problem: true,
  solution: true,
  market: true,
  business_model: true,
  traction: true,
  team: true,
  competition: true,
  ask: true,
};

const strongFounder: FounderDocuments = {
  deck: {
    sections: ALL_SECTIONS,
    tractions: ['$1.2M ARR', '40% MoM growth', '12,000 users', '3 enterprise pilots'],
    cofounders: [
      { name: 'Ada', role: 'CEO', linkedin: null },
      { name: 'Grace', role: 'CTO', linkedin: null },
    ],
    website: 'pear.vc',
    industry: 'Fintech',
    companyStage: 'Seed',
  },
  resume: {
    parsed_at: AS_OF.toISOString(),
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    social: { linkedin: 'linkedin.com/in/ada' },
    skills: ['Math'],
    education: [{ school: 'University of London', degree: null, major: null, grad: null }],
    experience: [
      {
        company: 'Analytical Engines',
        title: 'Founder',
        from: 'Jan 2014',
        to: 'Present',
        achievements: [],
        skills: [],
      },
    ],
  },
};

describe('experienceYears', () => {
  it('reads month-year, numeric and year-only dates, and "Present" as the as-of date', () => {
    assert.equal(readMonth('Jan 2019', AS_OF), 2019 * 12);
    assert.equal(readMonth('06/2020', AS_OF), 2020 * 12 + 5);
    assert.equal(readMonth('2018', AS_OF), 2018 * 12);
    assert.equal(readMonth('Present', AS_OF), 2026 * 12);
    assert.equal(readMonth('sometime', AS_OF), null);
  });

  it('counts overlapping jobs once and ignores unreadable ranges', () => {
    const years = experienceYears(
      [
        { from: 'Jan 2020', to: 'Dec 2021' },
        { from: 'Jan 2021', to: 'Dec 2022' },
        { from: 'whenever', to: 'Present' },
      ],
      AS_OF,
    );
    assert.equal(years, 3);
  });
});

describe('computeVibeScore', () => {
  it('is null without a deck and a resume', () => {
    assert.equal(computeVibeScore({ deck: null, resume: null }), null);
  });

  it('gives a complete, experienced founder 100 with every component full', () => {
    const vibe = computeVibeScore(strongFounder);
    assert.ok(vibe);
    assert.equal(vibe.vibe_score, 100);
    for (const part of Object.values(vibe.breakdown)) assert.equal(part.score, part.max, part.explanation);
    assert.match(vibe.breakdown.deck.explanation, /all 7 sections/);
  });

  it('explains what is missing and scores it lower', () => {
    const vibe = computeVibeScore({
      resume: null,
      deck: { sections: { ...ALL_SECTIONS, traction: false, ask: false }, tractions: [], cofounders: [] },
    });
    assert.ok(vibe);
    assert.equal(vibe.breakdown.deck.score, 25);
    assert.match(vibe.breakdown.deck.explanation, /5 of 7 key sections; add traction and the ask/);
    assert.equal(vibe.breakdown.traction.score, 0);
    assert.match(vibe.breakdown.team.explanation, /No team members named in the deck, no resume yet/);
    assert.match(vibe.breakdown.profile.explanation, /missing name, e-mail/);
    assert.equal(vibe.vibe_score, 25);
  });

  it('is deterministic: the same documents give the same score and breakdown', () => {
    assert.deepEqual(computeVibeScore(strongFounder), computeVibeScore(structuredClone(strongFounder)));
  });
});

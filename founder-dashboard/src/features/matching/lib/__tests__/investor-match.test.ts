import { findMatchResultFixture, introRequestFixture, investorMatchFixture } from '@pear/shared/testing';

import { fromFindResult, fromMatchRecord, mergeMatches, withIntro } from '../investor-match';
import { formatMatchStatus } from '../match-status';

describe('fromMatchRecord', () => {
  it('reads full_name, Contact when there is no e-mail, and the analysis when there are no reasons', () => {
    expect(
      fromMatchRecord(
        investorMatchFixture({
          user_id: '12',
          name: 'Kim',
          full_name: 'Kim Fund',
          company: 'Acme Capital',
          job_title: 'Partner',
          email: null,
          Contact: 'kim@acme.vc',
          industries: ['Health', 'Bio'],
          stages: ['Seed', 'Unknown'],
          analysis: 'Backs health at seed',
          reasons: [],
          pear_score: 101,
          previousInvestments: ['Oscar', 'Ro', 'Unknown'],
        }),
        0,
      ),
    ).toEqual({
      key: 'investor-12',
      investorId: '12',
      name: 'Kim Fund',
      title: 'Partner',
      firm: 'Acme Capital',
      email: 'kim@acme.vc',
      linkedin: null,
      meetingLink: null,
      onPear: null,
      tags: ['Health', 'Bio'],
      matchPercent: 100,
      reasons: ['Backs health at seed'],
      stages: ['Seed'],
      previousInvestments: ['Oscar', 'Ro'],
    });
  });

  it('hides placeholders: "Unknown Investor", "Independent Investor", "N/A" e-mails', () => {
    const match = fromMatchRecord(
      investorMatchFixture({
        user_id: '',
        name: 'Unknown Investor',
        full_name: 'Unknown Investor',
        company: 'Independent Investor',
        email: 'N/A',
        linkedin: '',
        pear_score: Number.NaN,
      }),
      3,
    );
    expect(match).toMatchObject({
      name: null,
      firm: null,
      email: null,
      linkedin: null,
      matchPercent: null,
      investorId: null,
    });
    expect(match.key).toBe('match-3-');
  });
});

describe('fromFindResult', () => {
  it('keeps the first 3 interests and rounds the score', () => {
    expect(
      fromFindResult(
        findMatchResultFixture({
          InvestorId: 'inv-5',
          InvestorName: 'Lee',
          InvestorInterests: 'AI, General Investment, Robotics, Health, Space',
          MatchScore: 66.5,
          Reason: 'Fit',
          InvestorEmail: 'lee@x.vc',
          InvestorLinkedin: 'linkedin.com/in/lee',
        }),
        0,
      ),
    ).toMatchObject({
      investorId: 'inv-5',
      tags: ['AI', 'Robotics', 'Health'],
      matchPercent: 67,
      reasons: ['Fit'],
      email: 'lee@x.vc',
    });
  });
});

describe('mergeMatches', () => {
  it('puts new matches first without duplicates', () => {
    const a = fromMatchRecord(investorMatchFixture({ user_id: 'a', full_name: 'A' }), 0);
    const b = fromMatchRecord(investorMatchFixture({ user_id: 'b', full_name: 'B' }), 1);
    const newA = fromFindResult(findMatchResultFixture({ InvestorId: 'a', InvestorName: 'A (new)' }), 0);
    expect(mergeMatches([newA], [a, b]).map((match) => match.name)).toEqual(['A (new)', 'B']);
  });

  it('keeps who is on Pear and the intro when a find returns the same investor', () => {
    const onPear = { member_user_id: 'u-a', member_name: 'Ann Member', intro: null };
    const a = fromMatchRecord(investorMatchFixture({ user_id: 'a', full_name: 'A', on_pear: onPear }), 0);
    const newA = fromFindResult(findMatchResultFixture({ InvestorId: 'a', InvestorName: 'A (new)' }), 0);
    expect(mergeMatches([newA], [a])[0]?.onPear).toEqual({
      memberUserId: 'u-a',
      memberName: 'Ann Member',
      intro: null,
    });
  });
});

describe('withIntro', () => {
  const onPear = { member_user_id: 'u-a', member_name: 'Ann Member', intro: null };
  const match = fromMatchRecord(investorMatchFixture({ user_id: 'a', on_pear: onPear }), 0);

  it("takes an accepted intro's status and the member's e-mail, LinkedIn and meeting link", () => {
    const intro = introRequestFixture({
      id: 'i-1',
      direction: 'sent',
      status: 'accepted',
      counterpart: {
        userId: 'u-a',
        email: 'ann@fund.vc',
        linkedin: 'linkedin.com/in/ann',
        meetingLink: 'https://cal.example/ann',
      },
    });
    expect(withIntro(match, intro)).toMatchObject({
      onPear: { memberUserId: 'u-a', intro: { id: 'i-1', direction: 'sent', status: 'accepted' } },
      email: 'ann@fund.vc',
      linkedin: 'linkedin.com/in/ann',
      meetingLink: 'https://cal.example/ann',
    });
  });

  it("leaves another investor's match alone", () => {
    const intro = introRequestFixture({ counterpart: { userId: 'u-other', email: 'x@y.vc' } });
    expect(withIntro(match, intro)).toBe(match);
  });
});

describe('formatMatchStatus', () => {
  const base = {
    plan: 'pro' as const,
    planName: 'Pro',
    trial: false,
    trialEndsAt: null,
    dailyQuota: 5,
    usedToday: 0,
    remainingToday: 5,
  };

  it('says the plan, the trial end and the matches left today', () => {
    expect(
      formatMatchStatus({ ...base, trial: true, trialEndsAt: '2025-12-05T12:00:00Z', usedToday: 2, remainingToday: 3 }),
    ).toBe('Plan: Pro (trial until Dec 5) · 3 of 5 matches left today');
    expect(formatMatchStatus({ ...base, trial: true })).toBe('Plan: Pro (trial) · 5 of 5 matches left today');
  });

  it('counts what is left when the server does not, and says "Unlimited matches" without a quota', () => {
    expect(
      formatMatchStatus({ ...base, plan: 'basic', planName: '', dailyQuota: 2, usedToday: 3, remainingToday: null }),
    ).toBe('Plan: Basic · 0 of 2 matches left today');
    expect(formatMatchStatus({ ...base, plan: 'team', planName: 'Team', dailyQuota: null, remainingToday: null })).toBe(
      'Plan: Team · Unlimited matches',
    );
  });
});

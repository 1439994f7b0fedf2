import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { investorQuestions } from '../src/modules/outreach/investor-questions.js';
import { templateDraft } from '../src/modules/outreach/outreach-draft.js';
import type { FounderFacts } from '../src/modules/profiles/founder-facts.js';

const facts: FounderFacts = {
  name: 'Zak Winnick',
  email: 'zak@rangewayev.com',
  title: 'Founder & CEO',
  startupName: 'Rangeway',
  website: 'rangewayev.com',
  industry: 'Mobility / EV',
  stage: 'Pre-Seed',
  raisingAmount: '$1.5M',
  raisingAmountUsd: 1_500_000,
  location: 'California',
  pitch: "America's first hospitality-driven EV charging network.",
  marketOpportunity: 'EV charging is a $40B market by 2030. More text follows here.',
  businessModel: 'Charging revenue plus hospitality margins.',
  solutionProduct: 'Charging stations with lounges and food.',
  tractions: ['20 — First two sites under LOI: 20 chargers committed', '500+ — podcast subscribers'],
  cofounders: [
    { name: 'Zak Winnick', role: 'Founder & CEO' },
    { name: 'Theo Reichgelt', role: 'CMO' },
  ],
  currentInvestors: [],
  sections: {
    problem: true,
    solution: true,
    market: true,
    business_model: true,
    traction: true,
    team: true,
    competition: false,
    ask: true,
  },
  pastCompanies: ['Tesla'],
  resume: {
    parsed_at: '2026-01-01T00:00:00.000Z',
    experience: [
      { company: 'Tesla', title: 'Manager', from: 'Jan 2016', to: 'Jan 2022', achievements: [], skills: [] },
    ],
  },
  deck: null,
  deckText: '',
};

describe('templateDraft', () => {
  it('writes a specific e-mail from the founder facts and the match reasons', () => {
    const draft = templateDraft(facts, { name: 'Khosla Ventures', kind: 'firm', portfolio: ['ChargePoint', 'Tesla'] }, [
      'Backed 12 cleantech companies, 4 at seed',
      'Typical round $1–2M fits your $1.5M raise',
    ]);
    assert.equal(draft.subject, 'Rangeway — Pre-Seed Mobility / EV — raising $1.5M');
    assert.match(draft.body, /^Hi Khosla Ventures team,/);
    assert.match(
      draft.body,
      /because you have backed 12 cleantech companies, 4 at seed \(including ChargePoint and Tesla\)\./,
    );
    assert.match(
      draft.body,
      /I'm Zak Winnick, Founder & CEO of Rangeway\. America's first hospitality-driven EV charging network\./,
    );
    assert.match(
      draft.body,
      /So far: 20 — First two sites under LOI: 20 chargers committed; 500\+ — podcast subscribers\./,
    );
    assert.match(
      draft.body,
      /We are raising \$1\.5M \(Pre-Seed\)\. Typical round \$1–2M fits your \$1\.5M raise, which is why I think we fit\./,
    );
    assert.match(draft.body, /Best,\nZak Winnick\nFounder & CEO, Rangeway\nrangewayev\.com\nzak@rangewayev\.com$/);
  });

  it('greets an angel by first name and leaves out what it does not know', () => {
    const draft = templateDraft(
      { ...facts, raisingAmount: null, stage: null, tractions: [], pitch: null, title: null },
      { name: 'Ron Conway', kind: 'person', portfolio: [] },
      ['Last invested in March 2013'],
    );
    assert.match(draft.body, /^Hi Ron,/);
    assert.match(draft.body, /because you last invested in March 2013\./);
    assert.doesNotMatch(draft.body, /So far|We are raising|undefined|null/);
    assert.equal(draft.subject, 'Rangeway — Mobility / EV');
  });
});

describe('investorQuestions', () => {
  it('asks about the gaps first, then the numbers, with outlines from the founder data', () => {
    const questions = investorQuestions(facts);
    assert.equal(questions[0]?.question, 'Who else is solving this, and why will you win?');
    assert.match(questions[0]?.why ?? '', /no competition slide/);
    const ask = questions.find((question) => question.question === 'How will you use the $1.5M?');
    assert.ok(ask);
    assert.match(ask.answerOutline.join(' '), /20 chargers committed/);
    const team = questions.find((question) => question.question.startsWith('Why is this team'));
    assert.ok(team);
    assert.match(team.answerOutline.join(' '), /Theo Reichgelt \(CMO\)/);
    assert.match(team.answerOutline.join(' '), /6 years of experience at Tesla/);
    assert.ok(questions.length <= 6);
  });

  it('asks for evidence and an amount when the deck has neither', () => {
    const questions = investorQuestions({ ...facts, tractions: [], raisingAmount: null });
    assert.deepEqual(
      questions.slice(0, 2).map((question) => question.question),
      ['What evidence do you have that customers want this?', 'How much are you raising, and what will it get you to?'],
    );
  });
});

// The applications catalogue, its ranking, the template drafter and the export, without a server.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APPLICATION_STATUSES,
  PROGRAMME_TYPES,
  programmeParamsSchema,
  programmeSchema,
  type Application,
} from '@pear/contract';
import { PDFDocument } from 'pdf-lib';
import {
  CATALOGUE,
  nextDeadline,
  publicProgramme,
  type CatalogueProgramme,
} from '../src/modules/applications/catalogue.js';
import { draftApplication, slideText, templateAnswer, type DraftFacts } from '../src/modules/applications/draft.js';
import { applicationMarkdown, applicationPdf } from '../src/modules/applications/export.js';
import { fitFor, rankProgrammes, regionOf, stageKey } from '../src/modules/applications/rank.js';
import { isDeadlineSoon } from '../src/modules/applications/store.js';
import { FOUNDER_ONLY_TOPICS, isTopic } from '../src/modules/applications/topics.js';
import { extractPdfText } from '../src/modules/parsing/pdf-text.js';
import type { FounderFacts } from '../src/modules/profiles/founder-facts.js';

const byId = (id: string): CatalogueProgramme => {
  const programme = CATALOGUE.find((entry) => entry.id === id);
  assert.ok(programme, `no programme ${id}`);
  return programme;
};

/** A founder as loadFounderFacts reads one after the seed deck and a resume. */
const founder: FounderFacts = {
  name: 'Maya Chen',
  email: 'maya@tidewise.io',
  title: 'Co-founder & CEO',
  startupName: 'Tidewise',
  website: 'tidewise.io',
  industry: 'Fintech',
  stage: 'Seed',
  raisingAmount: '$2.5M',
  raisingAmountUsd: 2_500_000,
  location: '120 Harbor Way, Suite 4, Oakland, CA 94607',
  pitch: 'Tidewise gets small businesses paid on time.',
  marketOpportunity: '30M small businesses in the US send invoices.',
  businessModel: 'A 1% fee on every invoice paid through Tidewise.',
  solutionProduct: 'Invoicing with instant payouts',
  tractions: ['$1.2M ARR (annual recurring revenue)', '2,300 paying small businesses'],
  cofounders: [
    { name: 'Maya Chen', role: 'Co-founder & CEO' },
    { name: 'Daniel Okafor', role: 'Co-founder & CTO' },
  ],
  currentInvestors: ['Harbor Angels', 'Northwind Seed Fund'],
  sections: {},
  pastCompanies: ['Stripe'],
  resume: {
    parsed_at: '2026-01-01T00:00:00.000Z',
    experience: [
      { company: 'Stripe', title: 'Product Manager', from: '2017', to: '2021', achievements: [], skills: [] },
    ],
    education: [{ school: 'UC Berkeley', degree: 'BS', major: 'Computer Science', grad: '2017' }],
  },
  deck: {
    startupName: 'Tidewise',
    industry: 'Fintech',
    companyStage: 'Seed',
    companyAddress: '120 Harbor Way, Suite 4, Oakland, CA 94607',
    companyBasics: 'Tidewise gets small businesses paid on time. More follows.',
    problemCustomer: 'Small businesses run out of cash, not customers',
    website: 'tidewise.io',
  },
  deckText: '',
};
const facts: DraftFacts = { founder, investorsInConversation: 3 };

const empty: FounderFacts = {
  ...founder,
  title: null,
  startupName: null,
  website: null,
  industry: null,
  stage: null,
  raisingAmount: null,
  raisingAmountUsd: null,
  location: null,
  pitch: null,
  marketOpportunity: null,
  businessModel: null,
  solutionProduct: null,
  tractions: [],
  cofounders: [],
  currentInvestors: [],
  pastCompanies: [],
  resume: null,
  deck: null,
};

describe('the catalogue', () => {
  it('has at least 20 real programmes of every type, with unique ids the contract accepts', () => {
    assert.ok(CATALOGUE.length >= 20, `${CATALOGUE.length} programmes`);
    assert.equal(new Set(CATALOGUE.map((programme) => programme.id)).size, CATALOGUE.length);
    for (const type of PROGRAMME_TYPES) {
      assert.ok(
        CATALOGUE.some((programme) => programme.type === type),
        `no ${type}`,
      );
    }
    for (const programme of CATALOGUE) {
      assert.ok(programmeParamsSchema.safeParse({ programmeId: programme.id }).success, programme.id);
      assert.ok(programmeSchema.safeParse(publicProgramme(programme, '2026-11-25')).success, programme.id);
      assert.match(programme.url, /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//, programme.id);
      assert.ok(programme.description.length >= 40, `${programme.id}: describe it`);
      assert.ok(programme.deadline.note.length > 0, `${programme.id}: say how deadlines work`);
      for (const day of programme.deadline.dates) assert.match(day, /^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives every programme 5 to 10 questions, each with a topic the drafter knows and an https source', () => {
    for (const programme of CATALOGUE) {
      assert.ok(
        programme.questions.length >= 5 && programme.questions.length <= 10,
        `${programme.id}: ${programme.questions.length} questions`,
      );
      assert.equal(new Set(programme.questions.map((q) => q.id)).size, programme.questions.length, programme.id);
      for (const question of programme.questions) {
        assert.ok(isTopic(question.topic), `${programme.id}/${question.id}: unknown topic ${question.topic}`);
        assert.match(question.sourceUrl, /^https:\/\//, `${programme.id}/${question.id}`);
        assert.ok(question.id.length <= 80, question.id);
        assert.match(question.text, /[?.]$/, `${programme.id}/${question.id}`);
      }
    }
  });

  it('asks Y Combinator’s well-known questions', () => {
    const topics = byId('y-combinator').questions.map((question) => question.topic);
    for (const topic of ['one_liner', 'solution', 'why_this_idea', 'competition', 'traction', 'business_model']) {
      assert.ok(topics.includes(topic as never), topic);
    }
  });

  it('computes the next deadline from the dates it knows, and null when it knows none', () => {
    const withDates: CatalogueProgramme = {
      ...byId('hult-prize'),
      deadline: { kind: 'fixed', note: 'Once a year.', dates: ['2027-03-01', '2026-12-01'] },
    };
    assert.equal(nextDeadline(withDates, '2026-11-25'), '2026-12-01');
    assert.equal(nextDeadline(withDates, '2026-12-02'), '2027-03-01');
    assert.equal(nextDeadline(withDates, '2027-03-02'), null);
    assert.equal(publicProgramme(byId('antler'), '2026-11-25').deadline.next, null);
  });

  it('flags a deadline at most 14 days ahead, never a past one', () => {
    assert.equal(isDeadlineSoon('2026-11-25', '2026-11-25'), true);
    assert.equal(isDeadlineSoon('2026-12-09', '2026-11-25'), true);
    assert.equal(isDeadlineSoon('2026-12-10', '2026-11-25'), false);
    assert.equal(isDeadlineSoon('2026-11-24', '2026-11-25'), false);
    assert.equal(isDeadlineSoon(null, '2026-11-25'), false);
  });
});

describe('ranking', () => {
  it('reads stage names and places locations in regions', () => {
    assert.equal(stageKey('pre seed'), 'pre-seed');
    assert.equal(stageKey('Seed round'), 'seed');
    assert.equal(stageKey('Series A'), 'series-a');
    assert.equal(stageKey('Angel round'), 'pre-seed');
    assert.equal(regionOf('Oakland, CA 94607'), 'North America');
    assert.equal(regionOf('Tallinn, Estonia'), 'Europe');
    assert.equal(regionOf('Lagos'), 'Africa');
    assert.equal(regionOf('somewhere'), null);
  });

  it('explains a full match in words that name what matched', () => {
    const { fit, reason } = fitFor(byId('startup-wise-guys'), {
      stage: 'Seed',
      industry: 'Fintech',
      location: 'Tallinn, Estonia',
    });
    assert.equal(fit, 100);
    assert.equal(reason, 'Takes Seed-stage startups · focuses on Fintech · runs in Europe, where you are');
  });

  it('says what does not match, and gives sector-agnostic programmes partial credit', () => {
    const hax = fitFor(byId('hax'), { stage: 'Series B', industry: 'Fintech', location: 'Berlin, Germany' });
    assert.equal(hax.fit, 0);
    assert.equal(
      hax.reason,
      'Usually takes Pre-Seed and Seed startups (you are Series B) · focuses on Hardware, Robotics, Climate, Industrial, Deep tech and Energy · runs in Newark, USA',
    );
    const techstars = fitFor(byId('techstars'), { stage: 'Seed', industry: 'Fintech', location: 'Berlin' });
    assert.equal(techstars.fit, 40 + 21 + 15);
    assert.match(techstars.reason, /open to every sector · open to founders from any region$/);
  });

  it('matches industries by words, whatever their case', () => {
    assert.match(
      fitFor(byId('hax'), { stage: null, industry: 'climate tech / ENERGY', location: null }).reason,
      /focuses on Climate and Energy/,
    );
  });

  it('ranks every programme for a founder with no profile, with honest reasons, in a stable order', () => {
    const ranked = rankProgrammes(CATALOGUE, null);
    assert.equal(ranked.length, CATALOGUE.length);
    for (const { programme, fit } of ranked) {
      assert.doesNotMatch(fit.reason, /where you are|you are/, programme.id);
      assert.ok(fit.fit >= 0 && fit.fit <= 100);
    }
    const sorted = [...ranked].sort(
      (a, b) => b.fit.fit - a.fit.fit || a.programme.name.localeCompare(b.programme.name),
    );
    assert.deepEqual(
      ranked.map((entry) => entry.programme.id),
      sorted.map((entry) => entry.programme.id),
    );
    assert.deepEqual(
      rankProgrammes(CATALOGUE, founder).map((entry) => entry.programme.id),
      rankProgrammes([...CATALOGUE].reverse(), founder).map((entry) => entry.programme.id),
    );
  });

  it('puts what fits a Seed fintech founder in California first: the sector, then the region', () => {
    const ranked = rankProgrammes(CATALOGUE, founder);
    assert.deepEqual(
      ranked.slice(0, 2).map(({ programme, fit }) => [programme.id, fit.fit, fit.reason]),
      [
        [
          'village-capital',
          40 + 35 + 15,
          'Takes Seed-stage startups · focuses on Fintech · open to founders from any region',
        ],
        [
          'berkeley-skydeck',
          40 + 21 + 25,
          'Takes Seed-stage startups · open to every sector · runs in North America, where you are',
        ],
      ],
    );
  });
});

describe('the template drafter', () => {
  it('answers from the deck, the resume and the CRM, saying which', () => {
    assert.deepEqual(templateAnswer('one_liner', facts), {
      answer: 'Tidewise gets small businesses paid on time.',
      sources: ['deck'],
    });
    assert.deepEqual(templateAnswer('team', facts), {
      answer: 'Our founding team: Maya Chen (Co-founder & CEO) and Daniel Okafor (Co-founder & CTO).',
      sources: ['deck'],
    });
    assert.deepEqual(templateAnswer('funding_ask', facts), {
      answer: 'We are raising $2.5M (Seed round). We are in conversation with 3 investors about this round.',
      sources: ['deck', 'crm'],
    });
    assert.deepEqual(templateAnswer('founder_background', facts), {
      answer: 'Maya Chen: Product Manager at Stripe (2017 – 2021). Education: BS, Computer Science, UC Berkeley.',
      sources: ['resume'],
    });
    assert.deepEqual(templateAnswer('current_investors', facts), {
      answer: 'Our current investors include Harbor Angels and Northwind Seed Fund.',
      sources: ['deck'],
    });
    assert.equal(templateAnswer('problem', facts).answer, 'Small businesses run out of cash, not customers.');
    assert.equal(
      templateAnswer('traction', facts).answer,
      'Our traction so far: $1.2M ARR (annual recurring revenue); 2,300 paying small businesses.',
    );
    assert.deepEqual(templateAnswer('location', facts).sources, ['deck']);
  });

  it('puts a slide’s bullets back on lines of their own', () => {
    assert.equal(
      slideText('Small businesses run out of cash • Late invoices drain them •  Owners lose 11 hours a month.'),
      'Small businesses run out of cash.\n- Late invoices drain them.\n- Owners lose 11 hours a month.',
    );
    assert.equal(
      slideText('• Subscription: $49 a month • Payments: a 0.5% fee'),
      '- Subscription: $49 a month.\n- Payments: a 0.5% fee.',
    );
  });

  it('names the founder’s own edit as the source when it differs from the deck', () => {
    const edited = { ...facts, founder: { ...founder, industry: 'Payments', location: 'Austin, TX' } };
    assert.deepEqual(templateAnswer('industry', edited), { answer: 'We work in Payments.', sources: ['profile'] });
    assert.deepEqual(templateAnswer('location', edited), {
      answer: 'We are based in Austin, TX.',
      sources: ['profile'],
    });
  });

  it('leaves motives, agreements and anything the data lacks to the founder', () => {
    for (const topic of FOUNDER_ONLY_TOPICS)
      assert.deepEqual(templateAnswer(topic, facts), { answer: '', sources: [] });
    assert.equal(templateAnswer('competition', facts).answer, '');
    const nothing: DraftFacts = { founder: empty, investorsInConversation: 0 };
    for (const topic of ['one_liner', 'traction', 'team', 'funding_ask', 'location', 'founder_background'] as const) {
      assert.equal(templateAnswer(topic, nothing).answer, '', topic);
    }
  });

  it('never states CRM conversations without a raise, nor an outcome', async () => {
    const { answers } = await draftApplication(byId('y-combinator'), facts, undefined);
    const text = answers.map((answer) => answer.answer).join('\n');
    assert.doesNotMatch(text, /committed|closed|invested in us/i);
    assert.match(text, /in conversation with 3 investors/);
  });

  it('drafts every question of a programme, marking the ones that need input', async () => {
    const { drafter, answers } = await draftApplication(byId('y-combinator'), facts, undefined);
    assert.equal(drafter, 'template');
    assert.deepEqual(
      answers.map((answer) => answer.questionId),
      byId('y-combinator').questions.map((question) => question.id),
    );
    const needs = answers.filter((answer) => answer.needsInput).map((answer) => answer.questionId);
    assert.deepEqual(needs, ['why-idea', 'competitors', 'equity']);
    for (const answer of answers) assert.equal(answer.needsInput, answer.answer === '');
  });
});

describe('export', () => {
  const application = (answers: Application['answers']): Application => ({
    id: '00000000-0000-4000-8000-000000000000',
    programme: publicProgramme(byId('y-combinator'), '2026-11-25'),
    status: APPLICATION_STATUSES[1],
    history: [
      { status: 'drafting', at: '2026-11-20T10:00:00.000Z' },
      { status: 'submitted', at: '2026-11-24T10:00:00.000Z' },
    ],
    deadline: null,
    deadlineSoon: false,
    drafter: 'template',
    answers,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  });
  const answer = (questionId: string, text: string): Application['answers'][number] => ({
    questionId,
    question: `Question ${questionId}?`,
    sourceUrl: 'https://www.ycombinator.com/apply',
    answer: text,
    needsInput: text === '',
    sources: text ? ['deck'] : [],
  });

  it('writes Markdown with the programme, status, deadline and each question as a heading', () => {
    const markdown = applicationMarkdown(application([answer('a', 'We build invoicing.'), answer('b', '')]));
    assert.equal(
      markdown,
      [
        '# Application to Y Combinator',
        '',
        '- **Programme:** Y Combinator (Accelerator)',
        '- **Apply at:** https://www.ycombinator.com/apply',
        '- **Status:** Submitted since 2026-11-24',
        '- **Deadline:** See the official page',
        '',
        '## Question a?',
        '',
        'We build invoicing.',
        '',
        'Question source: https://www.ycombinator.com/apply',
        '',
        '## Question b?',
        '',
        '_Needs your input_',
        '',
        'Question source: https://www.ycombinator.com/apply',
        '',
      ].join('\n'),
    );
  });

  it('writes a PDF that wraps long answers over pages and replaces what Helvetica cannot draw', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const bytes = await applicationPdf(
      application([answer('a', `Привет “quotes” — ünïcödé 🚀 ${long}`), answer('b', ''), answer('c', 'x'.repeat(300))]),
    );
    const pdf = await PDFDocument.load(bytes);
    assert.ok(pdf.getPageCount() >= 2, `${pdf.getPageCount()} pages`);
    const text = (await extractPdfText(bytes)).text.replace(/\s+/g, ' ');
    assert.match(text, /Application to Y Combinator/);
    assert.match(text, /\?\?\?\?\?\? “quotes” — ünïcödé \?/);
    assert.match(text, /word399/);
    assert.match(text, /Needs your input/);
  });
});

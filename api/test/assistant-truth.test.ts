import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as contract from '@pear/contract';
import { PRODUCT_FEATURES, type FeatureEvidence } from '../src/modules/assistant/features.js';
import { KNOWLEDGE_BASE, PLAN_ITEMS, type KnowledgeEntry } from '../src/modules/assistant/knowledge-base.js';

/*
 * The chat assistant says only what is true: every knowledge-base entry names the features it claims, each claimed
 * feature is implemented (its endpoints are in the contract, its tabs in the dashboards, its pages in the shell's
 * route table), an entry cannot mention a feature without claiming it nor mention something Pear does not offer
 * without saying so, and every number it states is one of the contract's constants. The checks are plain functions,
 * run on the real knowledge base and on planted false entries (which they must catch).
 */

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const quoted = (source: string, pattern: RegExp) => new Set([...source.matchAll(pattern)].map((match) => match[1]!));

/** What the code implements: endpoint names, each dashboard's tab labels, the app's paths. */
const IMPLEMENTED = {
  endpoints: new Set(Object.keys(contract.endpoints)),
  tabs: {
    founder: quoted(read('founder-dashboard/src/lib/dashboard-tabs.tsx'), /label: '([^']+)'/g),
    investor: quoted(read('investor-dashboard/src/lib/investor-tabs.ts'), /label: '([^']+)'/g),
  },
  pages: quoted(read('shell/src/app/route-table.ts'), /'(\/[^']*)'/g),
};

type FeatureMap = Record<string, FeatureEvidence>;

/** Each feature's endpoints, tabs and pages that the code does not have. */
function missingEvidence(features: FeatureMap): string[] {
  const problems: string[] = [];
  for (const [id, evidence] of Object.entries(features)) {
    const { endpoints = [], tabs = [], pages = [] } = evidence;
    if (endpoints.length + tabs.length + pages.length === 0) problems.push(`${id}: nothing implements it`);
    for (const name of endpoints) {
      if (!IMPLEMENTED.endpoints.has(name)) problems.push(`${id}: no endpoint ${name}`);
    }
    for (const tab of tabs) {
      if (!IMPLEMENTED.tabs[tab.dashboard].has(tab.label))
        problems.push(`${id}: no ${tab.dashboard} tab "${tab.label}"`);
    }
    for (const page of pages) {
      if (!IMPLEMENTED.pages.has(page)) problems.push(`${id}: no page ${page}`);
    }
  }
  return problems;
}

/** Names in an entry's text that mean it talks about a feature (and so must claim it). */
const MENTIONS: Record<string, RegExp> = {
  applications: /Auto Apply|Applications tab/,
  'video-pitch': /video pitch/i,
  'media-content': /Media & Content/,
  'data-room': /Data Room tab|"Share" creates/,
  'deal-flow': /Deal Flow tab|Deal Flow CRM/,
  'deal-flow-meetings': /Schedule meeting/,
  'investor-matches': /AI Matching/,
  intros: /Request Intro/,
  kudos: /Request a kudo|Request Kudo/,
  resources: /Resources tab/,
};

/** What Pear does not offer: an entry may name it only in a sentence that says so. */
const NOT_OFFERED = [
  /FormFill Bot/i,
  /meeting fees?\b/i,
  /success fee/i,
  /white-label/i,
  /API access/i,
  /mentor office hours/i,
  /team collaboration/i,
  /custom integrations/i,
  /analytics dashboard/i,
];
const NEGATION = /\b(not|no|cannot|never|none)\b|n't/i;

/**
 * Every number the contract's constants hold, plus the same limits as people read them: byte limits in MB, second
 * limits in minutes. Zod schemas and functions are not constants.
 */
function contractNumbers(): Set<number> {
  const numbers = new Set<number>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'number') {
      numbers.add(value);
      if (/bytes$/i.test(key)) numbers.add(value / (1024 * 1024));
      if (/seconds$/i.test(key)) numbers.add(value / 60);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value) || '_zod' in value) return;
    seen.add(value);
    for (const [childKey, child] of Object.entries(value)) visit(child, Array.isArray(value) ? key : childKey);
  };
  for (const [name, value] of Object.entries(contract)) visit(value, name);
  return numbers;
}
const CONTRACT_NUMBERS = contractNumbers();
/** Numbers that are facts about the world rather than product numbers: the CrunchBase export's year. */
const WORLD_FACTS = new Set([2013]);

// Not the digits of a name (MP4).
const numbersIn = (text: string) => [...text.matchAll(/(?<![\p{L}\d])\d+(?:[.,]\d+)*/gu)].map((match) => match[0]);

/** Everything wrong with these entries' claims, given the feature map. */
function falseClaims(entries: readonly KnowledgeEntry[], features: FeatureMap): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const said = `${entry.title}. ${entry.text}`;
    for (const feature of entry.features) {
      if (!(feature in features)) problems.push(`${entry.id}: claims ${feature}, which nothing implements`);
    }
    for (const [feature, mention] of Object.entries(MENTIONS)) {
      if (mention.test(said) && !(entry.features as readonly string[]).includes(feature)) {
        problems.push(`${entry.id}: talks about ${feature} without claiming it`);
      }
    }
    for (const sentence of said.split(/(?<=[.!?])\s+/)) {
      const unoffered = NOT_OFFERED.find((pattern) => pattern.test(sentence));
      if (unoffered && !NEGATION.test(sentence)) {
        problems.push(`${entry.id}: offers ${unoffered.source}, which Pear does not have: "${sentence}"`);
      }
    }
    for (const written of numbersIn(said)) {
      const value = Number(written.replaceAll(',', ''));
      if (!CONTRACT_NUMBERS.has(value) && !WORLD_FACTS.has(value)) {
        problems.push(`${entry.id}: states ${written}, which is none of the contract's constants`);
      }
    }
  }
  return problems;
}

const planted = (overrides: Partial<KnowledgeEntry>): KnowledgeEntry => ({
  id: 'planted',
  title: 'Planted entry',
  text: 'Pear helps founders raise.',
  keywords: ['planted'],
  features: [],
  ...overrides,
});

describe('the assistant says only what is true', () => {
  it('maps every feature it may claim to endpoints, tabs and pages the code has', () => {
    assert.deepEqual(missingEvidence(PRODUCT_FEATURES), []);
    // The dashboards' tab lists were found, so a missing tab is a real miss, not an unread file.
    assert.ok(IMPLEMENTED.tabs.founder.has('Applications') && IMPLEMENTED.tabs.investor.has('Matches'));
    assert.ok(IMPLEMENTED.pages.has('/founders') && IMPLEMENTED.endpoints.has('getMedia'));
  });

  it('has no entry that claims an unimplemented feature, hides a claim, offers what Pear lacks or restates a number', () => {
    assert.deepEqual(falseClaims(KNOWLEDGE_BASE, PRODUCT_FEATURES), []);
    assert.ok(
      KNOWLEDGE_BASE.every((entry) => Array.isArray(entry.features)),
      'every entry declares its features',
    );
  });

  it('knows what each item a plan lists is in Pear, or that Pear does not have it', () => {
    for (const plan of contract.PLANS) {
      for (const item of plan.features.filter((feature) => !/investor matches/i.test(feature))) {
        assert.ok(item in PLAN_ITEMS, `${plan.name}: "${item}" is neither mapped to a feature nor marked missing`);
        for (const feature of PLAN_ITEMS[item]?.features ?? []) assert.ok(feature in PRODUCT_FEATURES, feature);
      }
    }
  });

  it('quotes the plans, the trial and the add-ons from the contract', () => {
    const text = (id: string) => KNOWLEDGE_BASE.find((entry) => entry.id === id)?.text ?? '';
    for (const plan of contract.PLANS) {
      assert.match(text(`plan-${plan.id}`), new RegExp(`\\$${plan.price}/month`));
      assert.match(text('plans-overview'), new RegExp(`${plan.name} at \\$${plan.price}/month`));
    }
    assert.match(text('free-trial'), new RegExp(`${contract.TRIAL_DAYS} days`));
    assert.match(
      text('addon-formfill'),
      new RegExp(`\\$${contract.FORMFILL_BOT_USD_PER_MONTH}/month, but it cannot be bought`),
    );
    assert.match(
      text('addon-success-fee'),
      new RegExp(`${contract.SUCCESS_FEE_PERCENT}% success fee .* does not charge it`),
    );
    assert.match(text('applications'), new RegExp(`within ${contract.APPLICATION_LIMITS.deadlineSoonDays} days`));
    const { seconds, bytes } = contract.VIDEO_PITCH_LIMITS;
    assert.match(text('video-pitch'), new RegExp(`up to ${seconds / 60} minutes and ${bytes / (1024 * 1024)} MB`));
  });

  it('catches planted false entries, each for its own reason', () => {
    const cases: [KnowledgeEntry, RegExp][] = [
      [planted({ features: ['meeting-scheduler' as never] }), /claims meeting-scheduler, which nothing implements/],
      [planted({ text: 'The Pro plan costs $79/month.' }), /states 79, which is none of the contract's constants/],
      [planted({ text: 'Auto Apply fills in your applications.' }), /talks about applications without claiming it/],
      [
        planted({ text: 'Buy the FormFill Bot to fill your forms.', features: ['applications'] }),
        /offers FormFill Bot, which Pear does not have/,
      ],
      [planted({ text: 'White-label options come with Team.' }), /offers white-label/],
      [
        planted({ text: 'Upload a video pitch of up to 7 minutes.', features: ['video-pitch'] }),
        /states 7, which is none of the contract's constants/,
      ],
    ];
    for (const [entry, problem] of cases) {
      const problems = falseClaims([entry], PRODUCT_FEATURES);
      assert.equal(problems.length, 1, `${entry.text}: ${problems.join(' | ')}`);
      assert.match(problems[0]!, problem);
    }

    const invented: FeatureMap = {
      'meeting-scheduler': { endpoints: ['bookMeeting' as never], pages: ['/calendar'] },
      'analytics-dashboard': { tabs: [{ dashboard: 'founder', label: 'Analytics' }] },
      'team-seats': {},
    };
    assert.deepEqual(missingEvidence(invented), [
      'meeting-scheduler: no endpoint bookMeeting',
      'meeting-scheduler: no page /calendar',
      'analytics-dashboard: no founder tab "Analytics"',
      'team-seats: nothing implements it',
    ]);
  });
});

/** Deals as the API sends them, for the detail panel and CSV tests. Tests only. */
import type { Deal, DealActivity, DealDetail } from '@pear/contract';

export const DEAL_ID = '5f0c3a52-7a1e-4c55-9d8e-2f6f3b1e0a01';
export const MEETING_ID = '9b2d1c44-1e2f-4a3b-8c5d-6e7f8a9b0c12';

export const dealFixture = (overrides: Partial<Deal> = {}): Deal => ({
  id: DEAL_ID,
  counterpart: {
    kind: 'investor',
    investorId: 'inv-1',
    userId: null,
    name: 'Jane Partner',
    firm: 'Northwind Ventures',
    email: 'jane@northwind.vc',
    linkedinUrl: null,
    photoUrl: null,
  },
  stage: 'Lead',
  round: 'Seed 2026',
  amountUsd: 250000,
  nextFollowUp: '2026-12-01',
  introSource: 'Demo day',
  outcome: 'open',
  passReason: null,
  notes: 'Warm intro',
  lastContact: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const MEETING = {
  uid: `${MEETING_ID}@pear`,
  sequence: 0,
  start: '2026-12-03T10:30:00.000Z',
  minutes: 45,
  attendee: 'jane@northwind.vc',
  title: 'Intro call',
};

/** One entry of every kind, newest first. */
export const FULL_TIMELINE: DealActivity[] = [
  { id: MEETING_ID, kind: 'meeting', payload: MEETING, occurredAt: '2026-11-20T10:00:00.000Z' },
  { id: 'a8', kind: 'imported', payload: {}, occurredAt: '2026-11-19T10:00:00.000Z' },
  { id: 'a7', kind: 'reopened', payload: {}, occurredAt: '2026-11-18T10:00:00.000Z' },
  { id: 'a6', kind: 'passed', payload: { reason: 'Too early for us' }, occurredAt: '2026-11-17T10:00:00.000Z' },
  {
    id: 'a5',
    kind: 'email_sent',
    payload: { subject: 'Intro: Acme', body: 'Hi Jane' },
    occurredAt: '2026-11-16T10:00:00.000Z',
  },
  { id: 'a4', kind: 'note', payload: { text: 'Loves the flat fee' }, occurredAt: '2026-11-15T10:00:00.000Z' },
  {
    id: 'a3',
    kind: 'stage_changed',
    payload: { from: 'Lead', to: 'Contacted' },
    occurredAt: '2026-11-14T10:00:00.000Z',
  },
  {
    id: 'a2',
    kind: 'match_reasons',
    payload: { reasons: ['Invests in fintech', 'Backs seed rounds'] },
    occurredAt: '2026-11-13T10:00:00.000Z',
  },
  { id: 'a1', kind: 'created', payload: {}, occurredAt: '2026-11-12T10:00:00.000Z' },
];

export const detailFixture = (deal: Partial<Deal> = {}, timeline: DealActivity[] = FULL_TIMELINE): DealDetail => ({
  deal: dealFixture(deal),
  timeline,
});

/** What a browser download saw: the file name and the text behind the Blob URL. */
export const captureDownloads = () => {
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const clicked: { fileName: string; blob: Blob }[] = [];
  // jsdom cannot navigate; the click is where the browser would save the file.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return {
    files: async () =>
      Promise.all(clicked.map(async ({ fileName, blob }) => ({ fileName, type: blob.type, text: await blob.text() }))),
  };
};

import type { DataRoomAuditEntry } from '@pear/contract';
import { dataRoomItemFixture } from '@pear/shared/testing';

import { describeAuditEntry, formatDuration, formatTimeAgo, sortItems } from '../data-room-view';

const entry = (overrides: Partial<DataRoomAuditEntry>): DataRoomAuditEntry => ({
  id: 'a1',
  kind: 'viewed',
  actorEmail: 'investor@fund.com',
  itemId: 'i1',
  itemName: 'Pitch deck',
  viewerEmail: null,
  detail: null,
  occurredAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('data room view', () => {
  it('puts the pitch deck first and keeps the rest in order', () => {
    const items = [
      dataRoomItemFixture({ id: 'a', name: 'A' }),
      dataRoomItemFixture({ id: 'deck', name: 'Deck', kind: 'pitch_deck' }),
      dataRoomItemFixture({ id: 'b', name: 'B' }),
    ];
    expect(sortItems(items).map((item) => item.id)).toEqual(['deck', 'a', 'b']);
  });

  it.each([
    [0, '0 s'],
    [42.4, '42 s'],
    [60, '1 min'],
    [185, '3 min 5 s'],
    [3720, '1 h 2 min'],
    [7200, '2 h'],
  ])('formats %p seconds as %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('says how long ago, then the date', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(formatTimeAgo('2026-11-25T11:59:30.000Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-25T11:58:00.000Z', now)).toBe('2 min ago');
    expect(formatTimeAgo('2026-11-25T09:00:00.000Z', now)).toBe('3 h ago');
    expect(formatTimeAgo('2026-11-24T11:00:00.000Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-21T12:00:00.000Z', now)).toBe('4 days ago');
    expect(formatTimeAgo('2026-10-01T12:00:00.000Z', now)).toBe('Oct 1, 2026');
  });

  it('describes each audit entry as who did what', () => {
    expect(describeAuditEntry(entry({}))).toBe('investor@fund.com viewed Pitch deck');
    expect(describeAuditEntry(entry({ kind: 'uploaded', actorEmail: null, detail: 'v2' }))).toBe(
      'You uploaded Pitch deck (v2)',
    );
    expect(
      describeAuditEntry(entry({ kind: 'access_requested', itemName: 'NDA', detail: 'For the partner meeting' })),
    ).toBe('investor@fund.com requested access to NDA: “For the partner meeting”');
    expect(
      describeAuditEntry(
        entry({ kind: 'access_approved', actorEmail: null, itemName: 'NDA', viewerEmail: 'investor@fund.com' }),
      ),
    ).toBe('You approved access to NDA for investor@fund.com');
    expect(
      describeAuditEntry(entry({ kind: 'link_revoked', actorEmail: null, itemName: null, viewerEmail: 'a@b.co' })),
    ).toBe('You revoked the link of a@b.co');
  });
});

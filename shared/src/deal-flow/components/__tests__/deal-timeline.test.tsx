import type { DealActivity } from '@pear/contract';
import { renderWithUi } from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';

import { DealTimeline } from '../detail/deal-timeline';

/** The data room's events on a deal (issue 13), newest first. */
const DATA_ROOM_TIMELINE: DealActivity[] = [
  {
    id: 'r4',
    kind: 'data_room_access_requested',
    payload: { email: 'jane@northwind.vc', document: 'Cap table', message: 'For the partner meeting' },
    occurredAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 'r3',
    kind: 'data_room_downloaded',
    payload: { email: 'jane@northwind.vc', document: 'Pitch deck' },
    occurredAt: '2026-11-23T10:00:00.000Z',
  },
  {
    id: 'r2',
    kind: 'data_room_viewed',
    payload: { email: 'jane@northwind.vc', document: 'Pitch deck' },
    occurredAt: '2026-11-22T10:00:00.000Z',
  },
  {
    id: 'r1',
    kind: 'data_room_shared',
    payload: { email: 'jane@northwind.vc' },
    occurredAt: '2026-11-21T10:00:00.000Z',
  },
];

describe('DealTimeline', () => {
  it('says who shared, viewed, downloaded and asked for what in the data room', () => {
    renderWithUi(<DealTimeline timeline={DATA_ROOM_TIMELINE} onDownloadInvite={jest.fn()} onReschedule={jest.fn()} />);
    const entries = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'jane@northwind.vc requested access to Cap table',
      'jane@northwind.vc downloaded Pitch deck',
      'jane@northwind.vc viewed Pitch deck',
      'Data room shared with jane@northwind.vc',
    ]);
    expect(entries[0]).toHaveTextContent('For the partner meeting');
    expect(entries[1]?.querySelector('p')).toBeNull();
  });

  it('shows an access request without a message as the title alone', () => {
    renderWithUi(
      <DealTimeline
        timeline={[
          {
            id: 'r5',
            kind: 'data_room_access_requested',
            payload: { email: 'omar@angel.example', document: 'NDA', message: null },
            occurredAt: '2026-11-24T10:00:00.000Z',
          },
        ]}
        onDownloadInvite={jest.fn()}
        onReschedule={jest.fn()}
      />,
    );
    const [entry] = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(entry?.querySelector('strong')).toHaveTextContent('omar@angel.example requested access to NDA');
    expect(entry?.querySelector('p')).toBeNull();
  });

  it('says who asked for an accepted intro on Pear, with their message', () => {
    renderWithUi(
      <DealTimeline
        timeline={[
          {
            id: 'i1',
            kind: 'intro_accepted',
            payload: { requestedBy: 'Jane Doe', message: 'Loved your thesis on fintech' },
            occurredAt: '2026-11-25T10:00:00.000Z',
          },
        ]}
        onDownloadInvite={jest.fn()}
        onReschedule={jest.fn()}
      />,
    );
    const [entry] = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(entry?.querySelector('strong')).toHaveTextContent('Intro accepted on Pear (requested by Jane Doe)');
    expect(entry).toHaveTextContent('Loved your thesis on fintech');
  });
});

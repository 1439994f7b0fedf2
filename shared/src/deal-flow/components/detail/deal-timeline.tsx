import styled from '@emotion/styled';
import type { DealActivity, MeetingPayload } from '@pear/contract';
import { Button } from '@pear/shared/ui';
import type { ReactNode } from 'react';

import { ButtonRow } from './form-controls';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export type MeetingEntry = { id: string; meeting: MeetingPayload };

/** What one timeline entry says, by kind. */
const describe = (activity: DealActivity): { title: string; body?: ReactNode } => {
  switch (activity.kind) {
    case 'created':
      return { title: 'Deal created' };
    case 'stage_changed':
      return { title: `Stage changed from ${activity.payload.from} to ${activity.payload.to}` };
    case 'note':
      return { title: 'Note', body: <p>{activity.payload.text}</p> };
    case 'email_sent':
      return { title: `E-mail sent: ${activity.payload.subject}`, body: <p>{activity.payload.body}</p> };
    case 'meeting': {
      const { title, start, minutes, attendee } = activity.payload;
      return {
        title: `Meeting: ${title}`,
        body: <p>{`${formatDateTime(start)} · ${minutes} min · with ${attendee}`}</p>,
      };
    }
    case 'match_reasons':
      return {
        title: 'Added from AI Matching',
        body: (
          <ul>
            {activity.payload.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ),
      };
    case 'passed':
      return { title: `Passed: ${activity.payload.reason}` };
    case 'reopened':
      return { title: 'Reopened' };
    case 'imported':
      return { title: 'Imported from CSV' };
    case 'data_room_shared':
      return { title: `Data room shared with ${activity.payload.email}` };
    case 'data_room_viewed':
      return { title: `${activity.payload.email} viewed ${activity.payload.document}` };
    case 'data_room_downloaded':
      return { title: `${activity.payload.email} downloaded ${activity.payload.document}` };
    case 'data_room_access_requested': {
      const { email, document, message } = activity.payload;
      return {
        title: `${email} requested access to ${document}`,
        body: message ? <p>{message}</p> : undefined,
      };
    }
    case 'intro_accepted': {
      const { requestedBy, message } = activity.payload;
      return {
        title: `Intro accepted on Pear (requested by ${requestedBy})`,
        body: message ? <p>{message}</p> : undefined,
      };
    }
  }
};

const StyledTimeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.border};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  p,
  ul {
    margin: ${({ theme }) => theme.space[1]} 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export type DealTimelineProps = {
  /** Newest first, as the API gives it. */
  timeline: DealActivity[];
  onDownloadInvite: (entry: MeetingEntry) => void;
  onReschedule: (entry: MeetingEntry) => void;
};

/** The deal's activity, newest first; a meeting offers its invite and a reschedule. */
export function DealTimeline({ timeline, onDownloadInvite, onReschedule }: DealTimelineProps) {
  return (
    <StyledTimeline aria-label="Timeline">
      {timeline.map((activity) => {
        const { title, body } = describe(activity);
        return (
          <li key={activity.id}>
            <time dateTime={activity.occurredAt}>{formatDateTime(activity.occurredAt)}</time>
            <strong>{title}</strong>
            {body}
            {activity.kind === 'meeting' ? (
              <ButtonRow>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Download invite: ${activity.payload.title}`}
                  onClick={() => onDownloadInvite({ id: activity.id, meeting: activity.payload })}
                >
                  Download invite
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Reschedule: ${activity.payload.title}`}
                  onClick={() => onReschedule({ id: activity.id, meeting: activity.payload })}
                >
                  Reschedule
                </Button>
              </ButtonRow>
            ) : null}
          </li>
        );
      })}
    </StyledTimeline>
  );
}

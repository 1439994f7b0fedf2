import { CRM_LIMITS, type DealDetail } from '@pear/contract';
import {
  describeCallError,
  getDealMeetingInvite,
  MEETING_ERROR,
  MEETING_INVITE_ERROR,
  scheduleDealMeeting,
} from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { type FormEvent, useState } from 'react';

import { localToday } from '../../lib/deal-view';
import { downloadText } from '../../lib/download-text';
import type { MeetingEntry } from './deal-timeline';
import { ButtonRow, FieldGrid, StackedForm } from './form-controls';
import { useDealAction } from './use-deal-action';

/** "Intro call: Northwind / Acme" → "Intro call- Northwind - Acme.ics": no characters a file system refuses. */
const inviteFileName = (title: string): string => `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'invite'}.ics`;

/** Fetches a meeting's invite and hands it to the browser as `<title>.ics`. */
export const downloadInvite = async (dealId: string, meetingId: string, title: string): Promise<void> => {
  downloadText(await getDealMeetingInvite(dealId, meetingId), inviteFileName(title), 'text/calendar');
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

type Values = { date: string; time: string; minutes: string; attendeeEmail: string; title: string };

/** A reschedule starts from the meeting as it is, in the browser's time zone. */
const valuesOf = (defaults: { attendeeEmail: string; title: string }, entry?: MeetingEntry): Values => {
  if (!entry) return { date: '', time: '', minutes: '30', ...defaults };
  const start = new Date(entry.meeting.start);
  return {
    date: localToday(start),
    time: `${twoDigits(start.getHours())}:${twoDigits(start.getMinutes())}`,
    minutes: String(entry.meeting.minutes),
    attendeeEmail: entry.meeting.attendee,
    title: entry.meeting.title,
  };
};

export type MeetingFormProps = {
  dealId: string;
  /** Prefills a new meeting. */
  defaults: { attendeeEmail: string; title: string };
  /** The meeting being rescheduled; none for a new one. */
  reschedule?: MeetingEntry;
  /** After the save; `inviteError` when the invite could not be downloaded. */
  onScheduled: (detail: DealDetail, inviteError: string | null) => void;
  onCancel: () => void;
};

/** Schedules (or reschedules) a meeting, then downloads its .ics invite. */
export function MeetingForm({ dealId, defaults, reschedule, onScheduled, onCancel }: MeetingFormProps) {
  const [values, setValues] = useState(() => valuesOf(defaults, reschedule));
  const { busy, error, run } = useDealAction();
  const field = (name: keyof Values) => ({
    value: values[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scheduled = await run(
      () =>
        scheduleDealMeeting(dealId, {
          date: values.date,
          time: values.time,
          // The offset of that day, not today's: a meeting after a daylight-saving change keeps its wall-clock time.
          timezoneOffsetMinutes: new Date(`${values.date}T${values.time}`).getTimezoneOffset(),
          minutes: Number(values.minutes),
          attendeeEmail: values.attendeeEmail.trim(),
          title: values.title.trim(),
          ...(reschedule ? { meetingId: reschedule.id } : {}),
        }),
      MEETING_ERROR,
    );
    if (!scheduled) return;
    // The meeting is saved even if its invite cannot be fetched: the timeline offers "Download invite" again.
    let inviteError: string | null = null;
    try {
      await downloadInvite(dealId, scheduled.meetingId, scheduled.meeting.title);
    } catch (caught) {
      inviteError = describeCallError(caught, MEETING_INVITE_ERROR);
    }
    onScheduled(scheduled.detail, inviteError);
  };

  return (
    <StackedForm
      aria-label={reschedule ? 'Reschedule meeting' : 'Schedule meeting'}
      onSubmit={(event) => void submit(event)}
    >
      <FieldGrid>
        <TextField label="Date" type="date" {...field('date')} />
        <TextField label="Time" type="time" {...field('time')} />
        <TextField label="Length (minutes)" type="number" min={5} max={1440} step={5} {...field('minutes')} />
        <TextField label="Attendee e-mail" type="email" maxLength={CRM_LIMITS.email} {...field('attendeeEmail')} />
      </FieldGrid>
      <TextField label="Title" maxLength={CRM_LIMITS.meetingTitle} {...field('title')} />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <ButtonRow>
        <Button type="submit" disabled={busy}>
          {busy ? 'Scheduling…' : reschedule ? 'Reschedule and download invite' : 'Schedule and download invite'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </ButtonRow>
    </StackedForm>
  );
}

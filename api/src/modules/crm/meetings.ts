// Meetings on a deal: one `meeting` timeline entry per meeting, rescheduled in place (same UID, SEQUENCE + 1), and
// its iCalendar invite generated with the `ics` package.
import { randomUUID } from 'node:crypto';
import type { MeetingPayload, ScheduleMeetingBody } from '@pear/contract';
import { and, eq, sql } from 'drizzle-orm';
import { createEvent } from 'ics';
import type { Database } from '../../db/client.js';
import { dealActivities, deals, users } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { advancedStage, changeStage, getDealDetail, withDeal } from './deals.js';

const MEETING_NOT_FOUND = 'No such meeting on this deal.';

/** The UTC instant of a wall-clock date and time at the client's offset (Date#getTimezoneOffset: UTC − local). */
export function meetingStart(date: string, time: string, timezoneOffsetMinutes = 0): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) + timezoneOffsetMinutes * 60_000);
}

/** Schedules a meeting, or reschedules `body.meetingId`; moves the deal to Meetings if it was at an earlier stage. */
export async function scheduleMeeting(db: Database, ownerId: string, dealId: string, body: ScheduleMeetingBody) {
  const start = meetingStart(body.date, body.time, body.timezoneOffsetMinutes);
  let meetingId = body.meetingId;
  let meeting: MeetingPayload | undefined;
  const details = {
    start: start.toISOString(),
    minutes: body.minutes,
    attendee: body.attendeeEmail,
    title: body.title,
  };
  const detail = await withDeal(db, ownerId, dealId, async (tx, row) => {
    if (meetingId) {
      const previous = await meetingEntry(tx, row.id, meetingId);
      meeting = { ...details, uid: previous.uid, sequence: previous.sequence + 1 };
      await tx
        .update(dealActivities)
        .set({ payload: meeting, occurredAt: sql`now()` })
        .where(eq(dealActivities.id, meetingId));
    } else {
      // The UID is fixed once, from the entry's own id, so every later version of the invite updates the same event.
      meetingId = randomUUID();
      meeting = { ...details, uid: `${meetingId}@pear`, sequence: 0 };
      await tx.insert(dealActivities).values({ id: meetingId, dealId: row.id, kind: 'meeting', payload: meeting });
    }
    const next = advancedStage(row.stage, 'Meetings');
    if (next) await changeStage(tx, row, next, 1);
    await tx
      .update(deals)
      .set({ updatedAt: sql`now()` })
      .where(eq(deals.id, row.id));
  });
  return { detail, meetingId: meetingId!, meeting: meeting! };
}

async function meetingEntry(db: Database, dealId: string, meetingId: string): Promise<MeetingPayload> {
  const [entry] = await db
    .select({ payload: dealActivities.payload })
    .from(dealActivities)
    .where(
      and(eq(dealActivities.id, meetingId), eq(dealActivities.dealId, dealId), eq(dealActivities.kind, 'meeting')),
    );
  if (!entry) throw new HttpError(404, MEETING_NOT_FOUND);
  return entry.payload as MeetingPayload;
}

/** The invite as text/calendar: the owner organizes, the attendee is asked to reply. */
export async function meetingInvite(db: Database, ownerId: string, dealId: string, meetingId: string): Promise<string> {
  const { deal } = await getDealDetail(db, ownerId, dealId);
  const meeting = await meetingEntry(db, deal.id, meetingId);
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, ownerId));
  const start = new Date(meeting.start);
  const { error, value } = createEvent({
    uid: meeting.uid,
    sequence: meeting.sequence,
    method: 'REQUEST',
    productId: 'pear/deal-flow',
    title: meeting.title,
    description: `Deal Flow: ${deal.counterpart.name}${deal.round ? ` (${deal.round})` : ''}`,
    // As UTC fields: ics refuses a timestamp before 1970.
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: meeting.minutes },
    organizer: { name: owner?.name ?? 'Pear user', email: owner?.email ?? 'no-reply@pear.invalid' },
    attendees: [
      {
        name: meeting.attendee,
        email: meeting.attendee,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

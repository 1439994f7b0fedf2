import type { ApplicationStatus, DeadlineKind, Programme } from '@pear/contract';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@pear/contract';

/* How the Applications tab words deadlines, dates and statuses. */

const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Dec 1, 2026" for a YYYY-MM-DD day or an ISO time, read in UTC as the server counts days. */
export const formatDay = (day: string): string =>
  dateFormat.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day));

/** Today as YYYY-MM-DD in UTC, the day the server's "due soon" counts from. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Whole days from `today` to `day` (both YYYY-MM-DD). */
export const daysUntil = (day: string, today: string): number =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export const dueLabel = (days: number): string =>
  days <= 0 ? 'Due today' : `Due in ${days} ${days === 1 ? 'day' : 'days'}`;

const UNDATED: Record<DeadlineKind, string> = {
  rolling: 'Rolling',
  cycle: 'Each batch — see the official page',
  fixed: 'Once a year — see the official page',
};

/** The deadline as a date when one is known (the founder's own first), else how the programme's deadlines work. */
export const deadlineLabel = (programme: Programme, own: string | null = null): string => {
  const day = own ?? programme.deadline.next;
  return day ? formatDay(day) : UNDATED[programme.deadline.kind];
};

/** The flag beside a deadline that is at most 14 days away: with the day count when the date is known. */
export const soonLabel = (day: string | null, today: string): string =>
  day ? dueLabel(daysUntil(day, today)) : 'Due within 14 days';

export type StatusLabel = (typeof APPLICATION_STATUS_LABELS)[ApplicationStatus];

export const STATUS_LABELS: readonly StatusLabel[] = APPLICATION_STATUSES.map(
  (status) => APPLICATION_STATUS_LABELS[status],
);

export const statusOfLabel = (label: StatusLabel): ApplicationStatus =>
  APPLICATION_STATUSES.find((status) => APPLICATION_STATUS_LABELS[status] === label) ?? 'drafting';

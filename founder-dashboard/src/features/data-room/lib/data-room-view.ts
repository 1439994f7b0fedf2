import type { DataRoomAuditEntry, DataRoomItem, DataRoomLink } from '@pear/contract';

/** The data room's items as the tab lists them: the pitch deck first, then the server's order. */
export const sortItems = (items: readonly DataRoomItem[]): DataRoomItem[] => [
  ...items.filter((item) => item.kind === 'pitch_deck'),
  ...items.filter((item) => item.kind !== 'pitch_deck'),
];

/** "42 s", "3 min 5 s", "1 h 2 min": reading time as people say it. */
export const formatDuration = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
};

const calendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 25, 2026" in the browser's time zone. */
export const formatDate = (iso: string): string => calendarDate.format(new Date(iso));

/** A calendar day "2026-12-31" as "Dec 31, 2026" (read as that day, whatever the time zone); "Never" when null. */
export const formatDay = (day: string | null): string =>
  day === null ? 'Never' : calendarDate.format(new Date(`${day}T00:00:00`));

/** "just now", "2 min ago", "3 h ago", "4 days ago", then the date. */
export const formatTimeAgo = (iso: string, now: Date = new Date()): string => {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDate(iso);
};

/** The last day a link may be given: today, as the API counts days (UTC). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const LINK_STATUS_LABELS: Record<DataRoomLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** One audit line without its time: "jane@fund.com viewed Pitch deck", "You shared the data room with jane@fund.com". */
export const describeAuditEntry = (entry: DataRoomAuditEntry): string => {
  const who = entry.actorEmail ?? 'You';
  const item = entry.itemName ?? 'a document';
  const viewer = entry.viewerEmail ?? 'a viewer';
  const detail = entry.detail ? ` (${entry.detail})` : '';
  switch (entry.kind) {
    case 'uploaded':
      return `${who} uploaded ${item}${detail}`;
    case 'deleted':
      return `${who} deleted ${item}`;
    case 'shared':
      return `${who} shared the data room with ${viewer}${detail}`;
    case 'link_revoked':
      return `${who} revoked the link of ${viewer}`;
    case 'code_sent':
      return `A sign-in code was sent to ${entry.actorEmail ?? viewer}`;
    case 'viewer_verified':
      return `${entry.actorEmail ?? viewer} opened the data room`;
    case 'viewed':
      return `${who} viewed ${item}`;
    case 'downloaded':
      return `${who} downloaded ${item}`;
    case 'access_requested':
      return `${who} requested access to ${item}${entry.detail ? `: “${entry.detail}”` : ''}`;
    case 'access_approved':
      return `${who} approved access to ${item} for ${viewer}`;
    case 'access_denied':
      return `${who} denied access to ${item} for ${viewer}`;
  }
};

import type { CrmStage, Deal } from '@pear/contract';

/** The browser's own calendar day as YYYY-MM-DD (not the UTC day): "due today" means the founder's today. */
export const localToday = (now: Date = new Date()): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** An open deal whose next follow-up is today or earlier (YYYY-MM-DD strings compare as days). */
export const isFollowUpDue = (deal: Deal, today: string): boolean =>
  deal.outcome === 'open' && deal.nextFollowUp !== null && deal.nextFollowUp <= today;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,500,000"; "—" when no amount is set. */
export const formatAmount = (amountUsd: number | null): string => (amountUsd === null ? '—' : usd.format(amountUsd));

const calendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 25, 2026" in the browser's time zone; "—" when never. */
export const formatLastContact = (iso: string | null): string =>
  iso === null ? '—' : calendarDate.format(new Date(iso));

/** A calendar day "2026-11-25" shown as "Nov 25, 2026" (read as that day, whatever the time zone). */
export const formatDay = (day: string | null): string =>
  day === null ? '—' : calendarDate.format(new Date(`${day}T00:00:00`));

export type StageColumn = { stage: CrmStage; deals: Deal[]; totalUsd: number };

/** One column per stage, in `stages` order, with its deals (in the order given) and the sum of their amounts. */
export const groupByStage = (deals: readonly Deal[], stages: readonly CrmStage[]): StageColumn[] =>
  stages.map((stage) => {
    const inStage = deals.filter((deal) => deal.stage === stage);
    return { stage, deals: inStage, totalUsd: inStage.reduce((sum, deal) => sum + (deal.amountUsd ?? 0), 0) };
  });

export type DealSortKey = 'lastContact' | 'nextFollowUp';
export type DealSort = { key: DealSortKey; direction: 'ascending' | 'descending' };

/** Sorted by the key (ISO times and days compare as text); deals without a value always come last. */
export const sortDeals = (deals: readonly Deal[], { key, direction }: DealSort): Deal[] => {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...deals].sort((left, right) => {
    const a = left[key];
    const b = right[key];
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return a < b ? -sign : sign;
  });
};

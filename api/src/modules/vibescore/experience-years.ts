// Years of work experience from the resume's printed date ranges ("Jan 2019", "06/2020", "2018", "Present").

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ONGOING = /\b(present|current|now|today|ongoing)\b/i;

/** A printed date as a month index (year × 12 + month); `asOf` for "Present"; null when unreadable. */
export function readMonth(printed: string | null | undefined, asOf: Date): number | null {
  if (!printed) return null;
  if (ONGOING.test(printed)) return asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  const year = printed.match(/\b(19[5-9]\d|20\d\d)\b/);
  if (!year) return null;
  const lower = printed.toLowerCase();
  const named = MONTHS.findIndex((month) => lower.includes(month));
  const numeric = printed.match(/\b(0?[1-9]|1[0-2])\s*[/.-]\s*(?:19|20)\d\d\b/);
  const month = named >= 0 ? named : numeric ? Number(numeric[1]) - 1 : 0;
  return Number(year[1]) * 12 + month;
}

export type DateRange = { from?: string | null; to?: string | null };

/**
 * Total years covered by the ranges, counting overlapping jobs once. A range without a readable end ends at its
 * start (one month), so an unreadable date never inflates the total.
 */
export function experienceYears(ranges: readonly DateRange[], asOf: Date): number {
  const spans = ranges
    .map((range) => {
      const start = readMonth(range.from, asOf);
      if (start === null) return null;
      const end = readMonth(range.to, asOf) ?? start;
      return end >= start ? ([start, end + 1] as const) : null;
    })
    .filter((span): span is readonly [number, number] => span !== null)
    .sort((a, b) => a[0] - b[0]);

  let months = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredUntil);
    if (end > from) months += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return months / 12;
}

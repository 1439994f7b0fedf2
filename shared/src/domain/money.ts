const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "$250K", "$1.5M", "$2M": a dollar amount short enough for a badge or a column header. */
export const formatCompactUsd = (amountUsd: number): string => compactUsd.format(amountUsd);

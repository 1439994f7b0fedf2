import { formatCompactUsd } from '@pear/shared/domain';

/** "$250K – $1M", "from $250K", "up to $1M"; null when neither end is known. */
export const formatCheckSize = (minUsd: number | null, maxUsd: number | null): string | null => {
  if (minUsd !== null && maxUsd !== null) {
    return minUsd === maxUsd ? formatCompactUsd(minUsd) : `${formatCompactUsd(minUsd)} – ${formatCompactUsd(maxUsd)}`;
  }
  if (minUsd !== null) return `from ${formatCompactUsd(minUsd)}`;
  if (maxUsd !== null) return `up to ${formatCompactUsd(maxUsd)}`;
  return null;
};

/** A list typed as "Climate, Developer Tools": trimmed, blanks dropped. */
export const parseList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * A whole number of dollars typed as "50000000", "$50,000,000", "50M" or "1.5k"; null for a blank; NaN for text
 * that is not an amount (the form says so instead of sending it).
 */
export const parseUsd = (text: string): number | null => {
  const match = /^\$?\s*([\d,]*\.?\d+)\s*([kmb])?$/i.exec(text.trim().replace(/\s+/g, ''));
  if (text.trim() === '') return null;
  if (!match?.[1]) return Number.NaN;
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Math.round(Number(match[1].replace(/,/g, '')) * scale);
};

// Amounts of money as printed ("$1.5M", "₹2.5 Cr", "150,000", "$250K") and their value in US dollars.

/** Rough US-dollar rates, enough to place a raise or a check size in a bracket. */
const USD_PER_UNIT: Record<string, number> = {
  $: 1,
  usd: 1,
  '€': 1.08,
  eur: 1.08,
  '£': 1.27,
  gbp: 1.27,
  '₹': 0.012,
  inr: 0.012,
  '₦': 0.00065,
  ngn: 0.00065,
  cad: 0.73,
  aud: 0.66,
};

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
};

const CURRENCY = '(?:[$€£₹₦]|usd|eur|gbp|inr|ngn|cad|aud)';
const UNIT = '(?:k|mm|mn|m|bn|b|thousand|million|billion|l|lakhs?|cr|crores?)';
const NUMBER = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?';

/** An amount with a currency, a unit, or thousands separators: "$500K", "2.5 Cr", "150,000". */
export const MONEY = new RegExp(
  `(?:${CURRENCY}\\s?(?:${NUMBER})(?:\\s?${UNIT}\\b)?\\+?|(?:${NUMBER})\\s?${UNIT}\\b\\+?(?:\\s?${CURRENCY})?|\\b\\d{1,3}(?:,\\d{3})+\\b)`,
  'gi',
);

/** "$1-3M", "$250K–$1M", "€500k to €2m": a range whose first bound may borrow the second's unit. */
export const MONEY_RANGE = new RegExp(
  `(${CURRENCY})?\\s?(${NUMBER})\\s?(${UNIT})?\\b\\s*(?:-|–|—|to|and)\\s*(${CURRENCY})?\\s?(${NUMBER})\\s?(${UNIT})\\b`,
  'gi',
);

export function toUsd(amount: string): number | null {
  const match = amount
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .match(new RegExp(`(${CURRENCY})?\\s?(${NUMBER})\\s?(${UNIT})?\\b\\s?(${CURRENCY})?`, 'i'));
  if (!match) return null;
  const [, before, number, unit, after] = match;
  const value = Number(number!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  const rate = USD_PER_UNIT[(before ?? after ?? '$').toLowerCase()] ?? 1;
  return Math.round(value * (unit ? (MULTIPLIERS[unit.toLowerCase()] ?? 1) : 1) * rate);
}

/** Both bounds of a range in US dollars, the first taking the second's currency and unit when it has none. */
export function rangeToUsd(match: RegExpMatchArray): [number, number] | null {
  const [, currencyA, numberA, unitA, currencyB, numberB, unitB] = match;
  const currency = currencyA ?? currencyB ?? '$';
  const low = toUsd(`${currency}${numberA}${unitA ?? unitB ?? ''}`);
  const high = toUsd(`${currencyB ?? currency}${numberB}${unitB ?? ''}`);
  return low !== null && high !== null && low <= high ? [low, high] : null;
}

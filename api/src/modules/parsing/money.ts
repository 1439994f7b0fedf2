// Amounts of money as printed ("$1.5M", "₹2.5 Cr", "150,000", "$250K", "US$ 6M", "DKK 55M", "1,8 Mio. €",
// "750.000 €") and their value in US dollars.

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
  us$: 1,
  c$: 0.73,
  a$: 0.66,
  nz$: 0.6,
  hk$: 0.13,
  s$: 0.74,
  r$: 0.18,
  brl: 0.18,
  mx$: 0.055,
  mxn: 0.055,
  chf: 1.13,
  sek: 0.095,
  nok: 0.094,
  dkk: 0.145,
  pln: 0.25,
  zar: 0.055,
  // South African rand, printed touching the amount: "R12m".
  r: 0.055,
  jpy: 0.0067,
  // West and Central African CFA francs, Kenyan shillings, Chilean, Colombian and Argentine pesos.
  fcfa: 0.0016,
  xof: 0.0016,
  kes: 0.0077,
  ksh: 0.0077,
  clp: 0.001,
  cop: 0.00024,
  ars: 0.001,
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
  // German and Spanish: "1,8 Mio. €", "2 Mrd. €", "3 millones", "750 mil €".
  mio: 1e6,
  mrd: 1e9,
  millones: 1e6,
  mil: 1e3,
  // French: "1,2 milliard de FCFA".
  milliard: 1e9,
  milliards: 1e9,
  // Portuguese: "R$ 2,5 milhões", "R$ 4,1 bi".
  milhões: 1e6,
  milhão: 1e6,
  mi: 1e6,
  bilhões: 1e9,
  bilhão: 1e9,
  bi: 1e9,
};

/** A dollar with its country: "US$", "R$", "MX$" (the rates above). */
export const COUNTRY_DOLLAR = '(?<![a-z])(?:us|r|a|c|mx|nz|hk|s)\\$';
/** The South African rand, touching its amount ("R12m", "R1.9m"). */
export const RAND = '(?<![\\w$])r(?=\\d)';
/** A currency sign, a dollar with its country, an ISO code ("DKK", "CHF") or the rand. */
const CURRENCY = `(?:${COUNTRY_DOLLAR}|[$€£₹₦]|(?<![a-z])(?:usd|eur|gbp|inr|ngn|cad|aud|brl|mxn|chf|sek|nok|dkk|pln|zar|jpy|kes|ksh|clp|cop|ars|fcfa|xof)(?![a-z])|${RAND})`;
const UNIT =
  '(?:k|mm|mn|m|bn|b|thousand|million|billion|l|lakhs?|cr|crores?|mio|mrd|millones|milliards?|milh(?:õ|o)es|milh(?:ã|a)o|bilh(?:õ|o)es|bilh(?:ã|a)o|mil|mi|bi)';
/** The end of a unit: a word boundary, and the full stop of "Mio." and "Mrd.". */
const UNIT_END = '\\b(?:(?<=mio|mrd)\\.)?';
/** A currency named in words after an amount: "4,5 millones de euros". */
const CURRENCY_WORDS = '(?:\\s(?:de\\s)?(?:euros?|d[óo]lares|reais|f\\s?cfa))';
/** A currency written after a bare amount ("750.000 €", "12.000 CHF"). */
const CURRENCY_AFTER = '(?:€|(?<![a-z])(?:eur|chf|sek|nok|dkk|pln|f\\s?cfa|xof)(?![a-z]))';
/**
 * "1,500,000.5", European "1.500.000,5" and a decimal comma before a unit ("1,8 Mio."), or plain "2.5".
 */
const NUMBER =
  '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?(?![\\d.])|\\d+(?:\\.\\d+|,\\d{1,2}(?![\\d,]))?';

/** An amount with a currency, a unit, or thousands separators: "$500K", "2.5 Cr", "150,000", "750.000 €". */
export const MONEY = new RegExp(
  `(?:${CURRENCY}\\s?(?:${NUMBER})(?:\\s?${UNIT}${UNIT_END})?\\+?|(?:${NUMBER})\\s?${UNIT}${UNIT_END}\\+?(?:\\s?${CURRENCY}|${CURRENCY_WORDS})?|(?:${NUMBER})\\s?${CURRENCY_AFTER}|\\b\\d{1,3}(?:,\\d{3})+\\b)`,
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
    .replace(/ (?:de )?euros?$/, ' €')
    .replace(/ (?:de )?reais$/, ' brl')
    .replace(/ (?:de )?f ?cfa$/, ' fcfa')
    .replace(/ (?:de )?d[óo]lares$/, ' $')
    .match(new RegExp(`(${CURRENCY})?\\s?(${NUMBER})\\s?(${UNIT})?${UNIT_END}\\s?(${CURRENCY})?`, 'i'));
  if (!match) return null;
  const [, before, number, unit, after] = match;
  const value = Number(plainNumber(number!));
  if (!Number.isFinite(value)) return null;
  const rate = USD_PER_UNIT[(before ?? after ?? '$').toLowerCase()] ?? 1;
  return Math.round(value * (unit ? (MULTIPLIERS[unit.toLowerCase()] ?? 1) : 1) * rate);
}

/** "1,500,000.5" → "1500000.5"; European "1.500.000,5" and "1,8" → "1500000.5" and "1.8". */
function plainNumber(number: string): string {
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(number)) return number.replace(/\./g, '').replace(',', '.');
  if (/^\d+,\d{1,2}$/.test(number)) return number.replace(',', '.');
  return number.replace(/,/g, '');
}

/** Both bounds of a range in US dollars, the first taking the second's currency and unit when it has none. */
export function rangeToUsd(match: RegExpMatchArray): [number, number] | null {
  const [, currencyA, numberA, unitA, currencyB, numberB, unitB] = match;
  const currency = currencyA ?? currencyB ?? '$';
  const low = toUsd(`${currency}${numberA}${unitA ?? unitB ?? ''}`);
  const high = toUsd(`${currencyB ?? currency}${numberB}${unitB ?? ''}`);
  return low !== null && high !== null && low <= high ? [low, high] : null;
}

// From what Pear knows about a founder (the parsed deck, the profile's location) to a query in the
// corpus' vocabulary. The tables are deliberately small: the corpus is US-only CrunchBase 2013 data.
import { createHash } from 'node:crypto';
import type { FounderQuery } from './types.js';
import { roundTypeOfStage, sectorOfIndustry, sectorsMentioned } from './vocabulary.js';

/**
 * What matching reads about a founder, in their own words (deck, profile), before founderQueryFrom maps it to the
 * corpus' vocabulary. (FounderFacts, in profiles/founder-facts.ts, is the founder's stored profile it is read from.)
 */
export type FounderMatchingProfile = {
  /** Free text: "Fintech", "Mobility / EV", "Travel marketplace", … */
  industry?: string | null;
  /** "Pre-Seed", "Seed", "Angel round", "Series A", … */
  companyStage?: string | null;
  raisingAmountUsd?: number | null;
  companyAddress?: string | null;
  /** The founder's own location, used when the deck has no address. */
  location?: string | null;
  /** Current investors named in the deck. */
  investors?: string[] | null;
  deckText?: string | null;
};

/** CrunchBase regions (metro areas) and the places that belong to them. */
const REGIONS: [string, RegExp][] = [
  [
    'SF Bay',
    /\b(san francisco|sf|bay area|silicon valley|palo alto|mountain view|menlo park|san mateo|redwood city|sunnyvale|santa clara|san jose|cupertino|oakland|berkeley|burlingame|los altos|foster city|emeryville|fremont|south san francisco)\b/i,
  ],
  ['New York', /\b(new york|nyc|brooklyn|manhattan)\b/i],
  ['Boston', /\b(boston|cambridge,? (ma|massachusetts)|somerville|waltham|burlington,? ma)\b/i],
  ['Los Angeles', /\b(los angeles|santa monica|venice,? (ca|california)|pasadena|culver city|beverly hills)\b/i],
  ['Seattle', /\b(seattle|bellevue|redmond|kirkland)\b/i],
  ['Washington DC', /\b(washington,? d\.?c\.?|arlington,? va|reston|bethesda)\b/i],
  ['Denver', /\b(denver|boulder)\b/i],
  ['Raleigh-Durham', /\b(raleigh|durham|chapel hill)\b/i],
  ['Pittsburg', /\bpittsburgh?\b/i],
  // Regions CrunchBase names after their main city.
  ...[
    'San Diego',
    'Chicago',
    'Austin',
    'Atlanta',
    'Philadelphia',
    'Dallas',
    'Salt Lake City',
    'Portland',
    'Minneapolis',
    'Phoenix',
    'Houston',
    'Detroit',
    'Nashville',
    'Miami',
  ].map((city): [string, RegExp] => [city, new RegExp(`\\b${city}\\b`, 'i')]),
];

/** Countries by name, capital or largest startup cities → ISO 3166 alpha-3 (the corpus' country codes). */
const COUNTRIES: [string, RegExp][] = [
  ['GBR', /\b(united kingdom|uk|england|scotland|london|manchester|edinburgh)\b/i],
  ['CAN', /\b(canada|toronto|vancouver|montreal|ontario)\b/i],
  ['IND', /\b(india|bangalore|bengaluru|mumbai|delhi|hyderabad)\b/i],
  ['ISR', /\b(israel|tel aviv)\b/i],
  ['DEU', /\b(germany|berlin|munich)\b/i],
  ['FRA', /\b(france|paris)\b/i],
  ['NLD', /\b(netherlands|amsterdam)\b/i],
  ['IRL', /\b(ireland|dublin)\b/i],
  ['ESP', /\b(spain|madrid|barcelona)\b/i],
  ['SWE', /\b(sweden|stockholm)\b/i],
  ['SGP', /\bsingapore\b/i],
  ['AUS', /\b(australia|sydney|melbourne)\b/i],
  ['CHN', /\b(china|beijing|shanghai|shenzhen)\b/i],
  ['BRA', /\b(brazil|s[ãa]o paulo)\b/i],
  ['MEX', /\b(mexico|ciudad de m[ée]xico)\b/i],
  ['NGA', /\b(nigeria|lagos|abuja)\b/i],
  ['KEN', /\b(kenya|nairobi)\b/i],
  ['ZAF', /\b(south africa|cape town|johannesburg)\b/i],
  ['ARE', /\b(united arab emirates|uae|dubai|abu dhabi)\b/i],
  ['USA', /\b(united states|usa|u\.s\.a?\.?)\b/i],
];

// "…, CA 94301" or "…, NY": a US state abbreviation after a comma.
const US_STATE =
  /,\s*(AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)\b/;

/** Country (ISO3) and CrunchBase region of an address or location, as far as they can be told. */
export function placeOf(address: string): { country: string | null; region: string | null } {
  const region = REGIONS.find(([, places]) => places.test(address))?.[0] ?? null;
  // A US metro area or state wins over a country word: "London, KY" is in the USA.
  if (region || US_STATE.test(address)) return { country: 'USA', region };
  return { country: COUNTRIES.find(([, names]) => names.test(address))?.[0] ?? null, region: null };
}

/** The query for a founder's raise; `asOf` is when they raise (defaults to the corpus' latest deal). */
/** Decks whose main sector is remembered (by a digest of the text, not the text): an investor's founder matches rank
 * every founder on each visit. */
const MAIN_SECTORS_KEPT = 5_000;
const mainSectors = new Map<string, string | null>();

/** The sector a text mentions most: twenty-odd sector patterns run over the whole deck, so the answer is remembered. */
function mainSectorOf(text: string): string | null {
  if (!text) return null;
  const digest = createHash('sha256').update(text).digest('base64');
  const known = mainSectors.get(digest);
  if (known !== undefined) return known;
  const sector = [...sectorsMentioned(text)].sort(([, a], [, b]) => b - a)[0]?.[0] ?? null;
  if (mainSectors.size >= MAIN_SECTORS_KEPT) mainSectors.delete(mainSectors.keys().next().value as string);
  mainSectors.set(digest, sector);
  return sector;
}

export function founderQueryFrom(facts: FounderMatchingProfile, asOf?: Date): FounderQuery {
  const text = facts.deckText ?? '';
  const industrySector = facts.industry ? sectorOfIndustry(facts.industry) : null;
  const place = placeOf(facts.companyAddress || facts.location || '');
  return {
    // Without a usable industry, the sector the deck talks about most stands in.
    sector: industrySector ?? mainSectorOf(text),
    stage: facts.companyStage ? roundTypeOfStage(facts.companyStage) : null,
    roundSizeUsd: facts.raisingAmountUsd && facts.raisingAmountUsd > 0 ? facts.raisingAmountUsd : null,
    country: place.country,
    region: place.region,
    priorInvestors: (facts.investors ?? []).map((name) => name.trim()).filter(Boolean),
    text: text || undefined,
    asOf,
  };
}

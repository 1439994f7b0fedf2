// How well each catalogue programme fits the founder: stage (40 points), industry (35) and location (25), with the
// reason in words that names only what is true. A founder with no profile still gets every programme, each with a
// reason that says what the programme takes.
import type { FounderFacts } from '../profiles/founder-facts.js';
import type { CatalogueProgramme, Region } from './catalogue.js';
import { listOf } from '../../lib/text.js';

export type Fit = { fit: number; reason: string };

const STAGE_POINTS = 40;
const INDUSTRY_POINTS = 35;
const LOCATION_POINTS = 25;

/** Stage names as decks and profiles write them ("pre seed", "Seed round", "Series A") → one key each. */
export function stageKey(stage: string): string | null {
  const text = stage.toLowerCase();
  if (/\b(idea|concept|pre[-\s]?product)\b/.test(text)) return 'idea';
  if (/\b(pre[-\s]?seed|angel)\b/.test(text)) return 'pre-seed';
  if (/\bseed\b/.test(text)) return 'seed';
  if (/\bseries\s*a\b/.test(text)) return 'series-a';
  if (/\bseries\s*b\b/.test(text)) return 'series-b';
  if (/\b(series\s*[c-h]|growth|late[-\s]?stage)\b/.test(text)) return 'growth';
  return null;
}

const STOP_WORDS = new Set(['and', 'the', 'for', 'of', 'tech', 'technology', 'technologies', 'services', 'other']);

/** Lower-case word tokens of an industry ("Fintech / Payments" → fintech, payments), without filler words. */
function industryTokens(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((token) => token.length >= 2 && !STOP_WORDS.has(token)),
  );
}

/** Words in a location that place it in a region (countries, US states, big cities). */
const REGION_WORDS: Record<Region, RegExp> = {
  'North America':
    /\b(usa?|united states|america|canada|california|ca|ny|new york|texas|tx|massachusetts|ma|washington|wa|illinois|florida|colorado|oregon|georgia|san francisco|oakland|berkeley|palo alto|los angeles|seattle|boston|austin|chicago|miami|denver|toronto|vancouver|montreal|waterloo)\b/i,
  'Latin America':
    /\b(mexico|brazil|brasil|argentina|chile|colombia|peru|uruguay|costa rica|s[aã]o paulo|buenos aires|santiago|bogot[aá]|lima)\b/i,
  Europe:
    /\b(uk|united kingdom|england|scotland|wales|ireland|france|germany|spain|portugal|italy|netherlands|belgium|switzerland|austria|sweden|norway|denmark|finland|estonia|latvia|lithuania|poland|czechia|czech republic|greece|romania|ukraine|london|paris|berlin|munich|amsterdam|dublin|madrid|barcelona|lisbon|stockholm|copenhagen|helsinki|tallinn|zurich|vienna|warsaw|europe|eu)\b/i,
  Asia: /\b(india|china|japan|korea|singapore|indonesia|vietnam|thailand|malaysia|philippines|pakistan|bangladesh|hong kong|taiwan|bangalore|bengaluru|mumbai|delhi|tokyo|seoul|shanghai|beijing|shenzhen|jakarta)\b/i,
  Africa:
    /\b(nigeria|kenya|south africa|egypt|ghana|rwanda|ethiopia|morocco|tanzania|uganda|senegal|lagos|nairobi|cape town|johannesburg|cairo|accra|kigali)\b/i,
  Oceania: /\b(australia|new zealand|sydney|melbourne|brisbane|auckland|wellington)\b/i,
  'Middle East':
    /\b(israel|uae|united arab emirates|saudi arabia|qatar|jordan|lebanon|turkey|t[uü]rkiye|dubai|abu dhabi|riyadh|tel aviv|istanbul)\b/i,
};

/** The region a free-text location is in, or null when Pear cannot tell. */
export function regionOf(location: string): Region | null {
  for (const [region, words] of Object.entries(REGION_WORDS) as [Region, RegExp][]) {
    if (words.test(location)) return region;
  }
  return null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function stagePart(programme: CatalogueProgramme, stage: string | null): [number, string] {
  if (programme.stages.length === 0) return [STAGE_POINTS * 0.6, 'Takes startups at any stage'];
  const takes = `${listOf(programme.stages)} startups`;
  if (!stage) return [STAGE_POINTS * 0.25, `Takes ${takes}`];
  const key = stageKey(stage);
  const match = key !== null && programme.stages.some((name) => stageKey(name) === key);
  return match ? [STAGE_POINTS, `Takes ${stage}-stage startups`] : [0, `Usually takes ${takes} (you are ${stage})`];
}

function industryPart(programme: CatalogueProgramme, industry: string | null): [number, string] {
  if (programme.industries.length === 0) return [INDUSTRY_POINTS * 0.6, 'Open to every sector'];
  const founder = industryTokens(industry ?? '');
  const matched = programme.industries.filter((sector) => [...industryTokens(sector)].some((t) => founder.has(t)));
  if (matched.length > 0) return [INDUSTRY_POINTS, `Focuses on ${listOf(matched)}`];
  return [industry ? 0 : INDUSTRY_POINTS * 0.25, `Focuses on ${listOf(programme.industries)}`];
}

function locationPart(programme: CatalogueProgramme, location: string | null): [number, string] {
  if (programme.regions.length === 0) return [LOCATION_POINTS * 0.6, 'Open to founders from any region'];
  const region = location ? regionOf(location) : null;
  if (region && programme.regions.includes(region)) {
    return [LOCATION_POINTS, `Runs in ${region}, where you are`];
  }
  return [region ? 0 : LOCATION_POINTS * 0.25, `Runs in ${programme.location}`];
}

/** The fit (0–100) and its reason: "Takes Seed-stage startups · focuses on Fintech · runs in …, where you are". */
export function fitFor(
  programme: CatalogueProgramme,
  founder: Pick<FounderFacts, 'stage' | 'industry' | 'location'> | null,
): Fit {
  const parts = [
    stagePart(programme, founder?.stage ?? null),
    industryPart(programme, founder?.industry ?? null),
    locationPart(programme, founder?.location ?? null),
  ];
  const fit = Math.round(parts.reduce((sum, [points]) => sum + points, 0));
  const reason = parts.map(([, text], index) => (index === 0 ? upperFirst(text) : lowerFirst(text))).join(' · ');
  return { fit, reason };
}

/** Best fit first, then by name: the same founder always sees the same order. */
export function rankProgrammes(
  programmes: readonly CatalogueProgramme[],
  founder: Pick<FounderFacts, 'stage' | 'industry' | 'location'> | null,
): { programme: CatalogueProgramme; fit: Fit }[] {
  return programmes
    .map((programme) => ({ programme, fit: fitFor(programme, founder) }))
    .sort((a, b) => b.fit.fit - a.fit.fit || a.programme.name.localeCompare(b.programme.name, 'en'));
}

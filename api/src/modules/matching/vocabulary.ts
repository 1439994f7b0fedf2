// The corpus' vocabulary (CrunchBase 2013 category codes and round types): how founders' words map to it,
// and how it reads in a sentence.

/**
 * Words that place a company in a CrunchBase category, most specific first: the first match of an industry
 * name is its sector ("Travel marketplace" is travel, not e-commerce).
 */
const SECTOR_WORDS: [string, RegExp][] = [
  ['education', /\b(ed-?tech|education\w*|e-?learning|learning|schools?|students?|teachers?|courses?|tutor\w*)\b/i],
  ['travel', /\b(travel\w*|trips?|tourism|vacations?|flights?)\b/i],
  ['real_estate', /\b(real estate|prop-?tech|propert(y|ies)|rentals?|tenants?|mortgages?|housing)\b/i],
  [
    'finance',
    /\b(fin-?tech|finance|financial|payments?|banking|neobank|lending|loans?|credit|insur\w*|crypto\w*|blockchain|web3|wallets?|remittances?)\b/i,
  ],
  ['automotive', /\b(mobility|ev|evs|electric vehicles?|cars?|automotive|self-driving|autonomous vehicles?)\b/i],
  ['transportation', /\b(transport\w*|logistics|shipping|freight|deliver(y|ies)|supply chain|fleets?)\b/i],
  ['cleantech', /\b(climate|clean-?tech|energy|solar|renewables?|carbon|batter(y|ies)|sustainab\w*|water)\b/i],
  ['biotech', /\b(biotech\w*|pharma\w*|therapeutics?|drugs?|genomics?|life sciences)\b/i],
  ['medical', /\b(medical|med-?tech|diagnostics?|hospitals?|surgical|clinical)\b/i],
  ['health', /\b(health\w*|wellness|fitness|patients?|clinics?|telemedicine|care)\b/i],
  ['hospitality', /\b(hospitality|hotels?|restaurants?|food|dining|agri\w*|farm\w*|grocer\w*)\b/i],
  ['security', /\b(cyber\w*|security|privacy|fraud|identity)\b/i],
  ['music', /\b(music\w*|songs?|artists?)\b/i],
  ['games_video', /\b(gam(e|es|ing)|video|streaming|esports|entertainment|media)\b/i],
  ['fashion', /\b(fashion|apparel|clothing|beauty)\b/i],
  ['advertising', /\b(ad-?tech|advertis\w*|marketing|ads)\b/i],
  ['analytics', /\b(analytics|big data|data|business intelligence|insights)\b/i],
  [
    'enterprise',
    /\b(enterprise|b2b|saas|hr|recruit\w*|hiring|payroll|future of work|workflows?|ai|machine learning|ml|llms?|automation|crm)\b/i,
  ],
  ['social', /\b(social|communit(y|ies)|dating|friends)\b/i],
  ['messaging', /\b(messaging|chat|communications?|email)\b/i],
  ['hardware', /\b(hardware|iot|devices?|robot\w*|drones?|3d printing|wearables?|sensors?)\b/i],
  ['semiconductor', /\b(semiconductors?|chips?)\b/i],
  ['mobile', /\b(mobile|apps?|ios|android|smartphones?)\b/i],
  ['ecommerce', /\b(e-?commerce|retail|shopping|marketplaces?|d2c|dtc|consumer goods|merchants?)\b/i],
  ['software', /\b(software|developer tools|developers?|devtools|apis?|open[- ]source|sdks?|cloud)\b/i],
  ['web', /\b(web|internet|online|websites?)\b/i],
];

/** The CrunchBase category an industry name ("Fintech", "Mobility / EV", "Edtech") stands for, if any. */
export function sectorOfIndustry(industry: string): string | null {
  return SECTOR_WORDS.find(([, words]) => words.test(industry))?.[0] ?? null;
}

// Global copies for counting mentions (a global pattern's test() is stateful, so the table holds plain ones).
const SECTOR_WORDS_GLOBAL = SECTOR_WORDS.map(([sector, words]) => [sector, new RegExp(words.source, 'gi')] as const);

/**
 * Sectors a text talks about, each with its share of the mentions; sectors mentioned fewer than `minHits`
 * times are noise (a deck names many things in passing).
 */
export function sectorsMentioned(text: string, minHits = 3): Map<string, number> {
  const hits = SECTOR_WORDS_GLOBAL.map(([sector, words]) => [sector, text.match(words)?.length ?? 0] as const).filter(
    ([, count]) => count >= minHits,
  );
  const total = hits.reduce((sum, [, count]) => sum + count, 0);
  return new Map(hits.map(([sector, count]) => [sector, count / total]));
}

const SECTOR_LABELS: Record<string, string> = {
  games_video: 'games & video',
  ecommerce: 'e-commerce',
  network_hosting: 'networking & hosting',
  public_relations: 'PR',
  photo_video: 'photo & video',
  real_estate: 'real estate',
  cleantech: 'cleantech',
};

/** "games_video" → "games & video"; `null` for the catch-all "other", which says nothing. */
export function sectorLabel(sector: string): string | null {
  if (sector === 'other') return null;
  return SECTOR_LABELS[sector] ?? sector.replace(/_/g, ' ');
}

const STAGE_LABELS: Record<string, string> = {
  angel: 'angel',
  seed: 'seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c+': 'Series C+',
  venture: 'venture',
  'private-equity': 'private equity',
  debt_financing: 'debt',
  crowdfunding: 'crowdfunding',
  'post-ipo': 'post-IPO',
};

/** "series-a" → "Series A"; `null` for "other", which says nothing. */
export function stageLabel(stage: string): string | null {
  return STAGE_LABELS[stage] ?? null;
}

/** Pear's stage names (as decks and theses write them) → round types, most specific first. */
const STAGE_WORDS: [string, RegExp][] = [
  // The corpus predates "pre-seed"; such rounds, and those from friends and family, were recorded as angel rounds.
  ['angel', /\b(pre[-\s]?seed|angel|friends and family)\b/i],
  // A "Pre-Series A" round extends the seed.
  ['seed', /\b(seed|pre-?\s?(?:series\s*)?a)\b/i],
  ['series-a', /\bseries\s*a\b/i],
  ['series-b', /\bseries\s*b\b/i],
  ['series-c+', /\b(series\s*[c-h]\+?|growth|late[-\s]?stage)\b/i],
  ['private-equity', /\bprivate[-\s]?equity\b/i],
  ['debt_financing', /\b(debt|venture debt|loan)\b/i],
  ['crowdfunding', /\bcrowd[-\s]?funding\b/i],
  ['venture', /\b(venture|bridge)\b/i],
];

export function roundTypeOfStage(stage: string): string | null {
  return STAGE_WORDS.find(([, words]) => words.test(stage))?.[0] ?? null;
}

// Industries, stages and geographies, each recognised from the words a deck or a thesis uses for it.

export const INDUSTRIES: [string, RegExp][] = [
  [
    'Fintech',
    /\b(fintech|payments?|wallets?|banking|neobank|lending|loans?|credit|remittances?|insurtech|insurance|invoic\w*)\b/gi,
  ],
  ['Crypto / Web3', /\b(crypto\w*|blockchain|web3|tokens?|defi|nfts?|ethereum|bitcoin|on-chain)\b/gi],
  [
    'Mobility / EV',
    /\b(ev|electric vehicles?|charging|mobility|autonomous vehicles?|self-driving|transportation|ride[- ]?hailing|drones?)\b/gi,
  ],
  ['Travel & Hospitality', /\b(travel\w*|hotels?|hospitality|bookings?|trips?|tourism|vacation|hosts?)\b/gi],
  ['Edtech', /\b(edtech|education\w*|learning|students?|teachers?|schools?|kids|literacy|courses?)\b/gi],
  [
    'AI / Enterprise software',
    /\b(ai|machine learning|ml|llms?|automation|workflows?|saas|enterprise|document ai|ocr|agentic)\b/gi,
  ],
  ['Healthtech', /\b(health\w*|medical|patients?|clinics?|hospitals?|biotech|pharma\w*|wellness|diagnostics?)\b/gi],
  ['Climate / Energy', /\b(climate|energy|solar|renewables?|carbon|emissions?|batter(y|ies)|grid|sustainab\w*)\b/gi],
  ['E-commerce / Retail', /\b(e-?commerce|retail|shopping|consumers? goods|d2c|dtc|merchants?|checkout)\b/gi],
  ['Marketplace', /\b(marketplaces?|two-sided|buyers and sellers|listings?|peer-to-peer)\b/gi],
  [
    'Logistics / Supply chain',
    /\b(logistics|supply chain|shipping|freight|delivery|deliveries|warehous\w*|fleets?)\b/gi,
  ],
  ['Real estate / Proptech', /\b(real estate|proptech|property|properties|rental|tenants?|mortgages?)\b/gi],
  ['Food & Agriculture', /\b(food|restaurants?|agri\w*|farm\w*|grocer\w*)\b/gi],
  ['Media & Gaming', /\b(gaming|games?|media|content creators?|streaming|music|esports)\b/gi],
  ['Cybersecurity', /\b(cyber\w*|security|privacy|fraud|identity)\b/gi],
  ['HR / Future of work', /\b(hiring|recruit\w*|hr|payroll|talent|workforce)\b/gi],
  ['Developer tools', /\b(developers?|devtools|apis?|open[- ]source|sdks?)\b/gi],
];

/** Industries ranked by how often their words occur; those under `minHits` are dropped. */
export function rankIndustries(text: string, minHits = 2): string[] {
  return INDUSTRIES.map(([name, pattern]) => ({ name, hits: text.match(pattern)?.length ?? 0 }))
    .filter((industry) => industry.hits >= minHits)
    .sort((a, b) => b.hits - a.hits)
    .map((industry) => industry.name);
}

/** A round named in Spanish or Portuguese, before "semilla"/"semente", which alone may be a farm's seed. */
const ROUND_WORD = String.raw`(?:ronda|rodada|fase|etapa|capital|investimento|inversi[óo]n|est[áa]gio|financiamiento|financiaci[óo]n|financiamento)\s+(?:de\s+)?`;
/** A bridge named for the stage it leads to: "Bridge to", "Brückenfinanzierung vor der", "Puente hacia la". */
const BRIDGE_TO = String.raw`(?:\bbridge\s+(?:round\s+)?to|\bbr[üu]ckenfinanzierung\s+vor|\bpuente\s+hacia|\bponte\s+(?:per|verso)|\bpont\s+vers)\s+(?:the\s+|a\s+|der\s+|la\s+)?`;
/** A lettered series, also in the Polish genitive ("Runda serii A"). */
const SERIES = String.raw`(?:s[eé]ries?|serii)`;

/**
 * Stage names as written, in the five languages decks come in, with the name each stands for: French "amorçage",
 * Spanish "semilla", Portuguese "semente" are the seed ("Ronde d'amorçage", "Ronda Semilla", "Ronda pré-semente").
 */
export const STAGES: [string, RegExp][] = [
  // "Pre-Seed" may wrap after its hyphen ("(Pre-" / "Seed, Wandeldarlehen)"); Portuguese writes "Pré-Seed".
  [
    'Pre-Seed',
    new RegExp(
      String.raw`\bpr[eé](?:-\s?|\s)?seed(?:-?ronde)?\b|${ROUND_WORD}pr[eé]-?\s?(?:semilla|semente)\b|(?<!\p{L})pr[eé]-?\s?amor[çc]age(?!\p{L})`,
      'iu',
    ),
  ],
  [
    'Seed',
    new RegExp(
      String.raw`(?<!pr[eé](?:-\s?|\s)?)\bseed(?:-?ronde)?\b|(?:ronda|rodada|tour|round)\s+(?:de\s+)?(?:inversi[óo]n|investimento|financement|financiaci[óo]n|financiamento|investment)\s+ini[ct]ial(?!\p{L})|${ROUND_WORD}(?:semilla|semente)\b|\bsaat(?:phase|runde)\b|(?<!\p{L})(?:runda\s+)?zal[aą][żz]kow\p{L}*|(?<!pr[eé]-?\s?)(?<!\p{L})amor[çc]age(?!\p{L})`,
      'iu',
    ),
  ],
  [
    'Angel round',
    /\bangel\s+(round|investment|funding)\b|\bronda\s+[aá]ngel\b|\b(?:rodada|ronda)\s+anjo\b|\bround\s+angel\b|\bangel-?runde\b/i,
  ],
  // Money from the founders' circle, named as a round ("Friends & family round", "Ronda de amigos y familia",
  // "Rodada de amigos e família"); "friends and family" alone may be the customers.
  [
    'Friends and family',
    /\bfriends?\s*(?:&|and|n)\s*family\s+(?:round|funding|raise)\b|\bF&F\s+round\b|\b(?:ronda|rodada)\s+(?:de\s+)?amigos\s+[ye]\s+fam[ií]lia(?!\p{L})/iu,
  ],
  // A round between seed and Series A ("Pre-Series A", "Pre-A", "Pré-série A"), or a bridge to it ("Bridge to Series
  // A", "Brückenfinanzierung vor der Serie A"); "Series-A-Runde" is hyphenated.
  ['Pre-Series A', new RegExp(String.raw`\bpr[eé]-?\s?(?:s[eé]ries?\s+)?a\b(?! ?\d)|${BRIDGE_TO}${SERIES}\s+a\b`, 'i')],
  ['Series A', new RegExp(String.raw`(?<!pr[eé]-?\s?)\b${SERIES}[\s-]+a\b`, 'i')],
  ['Series B', new RegExp(String.raw`\b${SERIES}\s+b\b`, 'i')],
  ['Series C', new RegExp(String.raw`\b${SERIES}\s+c\b`, 'i')],
  ['Growth', new RegExp(String.raw`\b(growth[- ]stage|growth equity|late[- ]stage|${SERIES}\s+[c-f]\+?)\b`, 'i')],
  // "Bridge" named as the round ("Bridge round terms"); a bridge mentioned in passing counts only last (findStage).
  [
    'Bridge',
    /\bbridge\s+(?:rounds?|financing|loans?|notes?)\b|\bronda\s+puente\b|\bround\s+ponte\b|\bbr[üu]ckenfinanzierung\b|^\s*(?:bridge|puente|ponte)(?=\s*(?:\(|$))/im,
  ],
];

export const GEOGRAPHIES: [string, RegExp][] = [
  ['Global', /\b(global|worldwide|anywhere)\b/i],
  ['North America', /\bnorth america\b/i],
  ['United States', /\b(United States|U\.S\.A?\.?|USA|US-based|US)\b/],
  ['Canada', /\bcanada\b/i],
  ['Latin America', /\b(latin america|latam|south america)\b/i],
  ['Europe', /\b(europe|european|eu)\b/i],
  ['United Kingdom', /\b(united kingdom|uk|britain)\b/i],
  ['Africa', /\b(africa|african|sub-saharan)\b/i],
  ['Nigeria', /\bnigeria\b/i],
  ['Kenya', /\bkenya\b/i],
  ['Middle East', /\b(middle east|mena|gcc|gulf)\b/i],
  ['India', /\bindia\b/i],
  ['Southeast Asia', /\b(southeast asia|south-east asia|sea region|asean)\b/i],
  ['Asia', /\b(asia|apac|asia[- ]pacific)\b/i],
  ['Israel', /\bisrael\b/i],
  ['Australia', /\baustralia\b/i],
];

// Amounts of money as printed ("$1.5M", "₹2.5 Cr", "150,000", "$250K", "US$ 6M", "DKK 55M", "1,8 Mio. €",
// "750.000 €", "1 800 000 $", "CHF 120'000", "IDR 38 billion", "1,9 M$", "TSh 7.2bn", "4,5 MDT") and their value in US
// dollars.

/**
 * ISO 4217 codes decks print beside amounts ("PLN 48K", "IDR 38 billion", "12.000 CHF"), with rough US-dollar
 * rates, enough to place a raise or a check size in a bracket. Codes that are also everyday words or names are left
 * out ("all 3 products", "PHP 8", "TRY", "PEN", "MAD", "TOP"); those currencies count by their signs, and the Cuban
 * peso's and the lari's codes only before millions or grouped thousands (WORD_CODES).
 */
const CODE_RATES: Record<string, number> = {
  usd: 1,
  eur: 1.08,
  gbp: 1.27,
  chf: 1.13,
  cad: 0.73,
  aud: 0.66,
  nzd: 0.6,
  jpy: 0.0067,
  cny: 0.14,
  rmb: 0.14,
  hkd: 0.128,
  sgd: 0.74,
  twd: 0.031,
  krw: 0.00073,
  inr: 0.012,
  pkr: 0.0036,
  bdt: 0.0084,
  lkr: 0.0033,
  npr: 0.0075,
  idr: 0.000062,
  myr: 0.21,
  thb: 0.028,
  vnd: 0.00004,
  sek: 0.095,
  nok: 0.094,
  dkk: 0.145,
  isk: 0.0072,
  pln: 0.25,
  czk: 0.043,
  huf: 0.0027,
  ron: 0.22,
  bgn: 0.55,
  rsd: 0.0092,
  uah: 0.025,
  kzt: 0.0021,
  ils: 0.27,
  aed: 0.27,
  sar: 0.27,
  qar: 0.27,
  kwd: 3.25,
  bhd: 2.65,
  omr: 2.6,
  jod: 1.41,
  egp: 0.021,
  dzd: 0.0074,
  tnd: 0.32,
  ngn: 0.00065,
  ghs: 0.068,
  kes: 0.0077,
  // Kenyans write the shilling "KSh" as well.
  ksh: 0.0077,
  ugx: 0.00027,
  tzs: 0.00038,
  rwf: 0.00076,
  etb: 0.0175,
  zar: 0.055,
  zmw: 0.038,
  bwp: 0.073,
  mur: 0.022,
  mzn: 0.0157,
  aoa: 0.0011,
  // West and Central African CFA francs, also written "FCFA".
  xof: 0.0016,
  xaf: 0.0016,
  fcfa: 0.0016,
  brl: 0.18,
  mxn: 0.055,
  ars: 0.001,
  clp: 0.001,
  cop: 0.00024,
  uyu: 0.025,
  pyg: 0.00013,
  gtq: 0.13,
  crc: 0.0019,
  dop: 0.017,
  jmd: 0.0064,
  ttd: 0.15,
  cve: 0.0098,
  mop: 0.124,
  mga: 0.00022,
  nad: 0.055,
  fjd: 0.44,
  pab: 1,
  htg: 0.0076,
  pgk: 0.25,
  sle: 0.044,
  hnl: 0.04,
  szl: 0.055,
  xpf: 0.009,
  lyd: 0.21,
  bnd: 0.74,
  ern: 0.067,
  gnf: 0.000116,
  stn: 0.044,
  mru: 0.025,
  srd: 0.027,
  mvr: 0.065,
  cdf: 0.00036,
  awg: 0.56,
  bif: 0.00034,
  xcg: 0.56,
  // The rest of the world's codes, except those that are also words or initials in decks ("AMD", "IRR", "SDG",
  // "KGS", "BBD" barrels a day, "BSD", "NIO", "SCR", "MDL", "TMT", "SSP", "SVC", "BMD", "BOB", "SOS"; "BAM" is read
  // beside millions only, as a WORD_CODE).
  afn: 0.0145,
  azn: 0.59,
  byn: 0.31,
  mkd: 0.0175,
  gyd: 0.0048,
  kyd: 1.2,
  xcd: 0.37,
  bzd: 0.5,
  sbd: 0.12,
  wst: 0.36,
  vuv: 0.0084,
  kmf: 0.0022,
  djf: 0.0056,
  mwk: 0.00058,
  lsl: 0.055,
  lrd: 0.005,
  gmd: 0.014,
  iqd: 0.00076,
  syp: 0.000077,
  lbp: 0.0000112,
  yer: 0.004,
  mnt: 0.00029,
  uzs: 0.000079,
  khr: 0.00025,
  mmk: 0.00048,
  lak: 0.000046,
  fkp: 1.27,
  gip: 1.27,
  zwg: 0.037,
  hrk: 0.143,
  // The Venezuelan bolívar, at a recent rate.
  ves: 0.01,
};

/** Currency signs, dollars with their country, and the rupiah's "Rp", by what each stands for. */
const SIGN_RATES: Record<string, number> = {
  $: 1,
  '€': 1.08,
  '£': 1.27,
  '¥': 0.0067,
  '₹': 0.012,
  '₦': 0.00065,
  '₱': 0.018,
  '₩': 0.00073,
  '₺': 0.031,
  '₴': 0.025,
  '₽': 0.011,
  '₫': 0.00004,
  '₪': 0.27,
  '฿': 0.028,
  '₵': 0.068,
  '₲': 0.00013,
  '₸': 0.0021,
  '₮': 0.00029,
  '₾': 0.37,
  '₼': 0.59,
  '₡': 0.0019,
  '₭': 0.000046,
  '৳': 0.0084,
  us$: 1,
  c$: 0.73,
  a$: 0.66,
  nz$: 0.6,
  hk$: 0.13,
  s$: 0.74,
  r$: 0.18,
  mx$: 0.055,
  fj$: 0.44,
  f$: 0.44,
  nt$: 0.031,
  bz$: 0.5,
  n$: 0.055,
  rd$: 0.017,
  tt$: 0.147,
  // "B$" is Brunei's dollar (and the Bahamas', at par with the US dollar).
  b$: 0.74,
  // The Panamanian balboa, "B/. 2.5 millones".
  'b/.': 1,
  rp: 0.000062,
  // The Egyptian pound ("E£ 24 milioni", also "£E").
  'e£': 0.021,
  '£e': 0.021,
  // Local abbreviations printed before the amount: Tanzanian and Ugandan shillings ("TSh 7.2bn"), the kwanza ("Kz
  // 45.000"), rupees ("Rs 12 lakh"), the ringgit ("RM 2.5M").
  tsh: 0.00038,
  ush: 0.00027,
  kz: 0.0011,
  rs: 0.012,
  rm: 0.21,
  // The Bangladeshi taka as "Tk" ("Tk 38 crore").
  tk: 0.0084,
  // The Swiss franc as "Fr." ("Fr. 2'400'000") and the Uruguayan peso as "$U" ("$U 48 millones").
  'fr.': 1.13,
  $u: 0.025,
  // Chile's Unidad de Fomento ("UF 48.000"), and millions of pesos ("MM$ 410").
  uf: 40,
  mm$: 1000,
  // South African rand, printed touching the amount: "R12m".
  r: 0.055,
  // Written after the amount: Polish złoty and Czech koruna ("48 tys. zł", "120 000 Kč").
  zł: 0.25,
  kč: 0.043,
  // Tunisian dinars and Moroccan dirhams, after the amount, alone or in millions ("24 300 DT", "4,5 MDT", "12 MDH").
  dt: 0.32,
  mdt: 320_000,
  dh: 0.1,
  mdh: 100_000,
  // The Malagasy ariary and the Albanian lek, after the amount ("480 millions Ar", "180 milioni di lek").
  ar: 0.00022,
  lek: 0.011,
  // Haitian gourdes ("350 gdes") and Bulgarian leva, in German or Cyrillic ("5 Mio. Lewa", "2,3 Mio. лв.").
  gde: 0.0076,
  gdes: 0.0076,
  lewa: 0.55,
  лв: 0.55,
  // The Papua New Guinean kina, touching its amount: "K14 million"; the Honduran lempira ("L 42 millones"); Sierra
  // Leone's new leone ("NLe 34 million"); Algerian dinars after the amount, alone or in millions ("2 400 DA", "31,5 MDA").
  k: 0.25,
  l: 0.04,
  nle: 0.044,
  da: 0.0074,
  mda: 7400,
  // The lilangeni as "E" ("E 640 per hectare"), CFP francs ("F CFP", "MXPF") and Libyan dinars after the amount ("85 LD").
  e: 0.055,
  'f cfp': 0.009,
  fcfp: 0.009,
  mxpf: 9000,
  ld: 0.21,
  // The Eritrean nakfa before the amount ("Nfa 15 milioni"), Guinean francs after it ("25 000 FG"), and the Cuban
  // peso's code, which is also a word, only before millions or grouped thousands ("CUP 210 millones"), at the street
  // rate.
  nfa: 0.067,
  fg: 0.000116,
  cup: 0.003,
  // The Peruvian sol ("S/ 9.5 millones"), the Aruban florin ("Afl. 6,3 miljoen"), Congolese francs after the amount
  // ("8,7 Md FC"), and the Georgian lari's code, also a word, only beside millions or grouped thousands ("GEL 14 Mio.").
  's/': 0.27,
  afl: 0.56,
  fc: 0.00036,
  // Burundian francs ("8,5 milliards FBu"), Nordic crowns after the amount ("18 tys. kr."; kroner and kronor near
  // 0.1, krónur less), and the quetzal's "Q" before millions or grouped thousands ("Q 23 millones", never "Q1 2024").
  fbu: 0.00034,
  kr: 0.1,
  q: 0.13,
  // The Caribbean guilder as "Cg" ("Cg 4,1 miljoen"); the Omani rial "RO", bolivianos "Bs" and the ngultrum "Nu."
  // are words or initials too: codes of WORD_CODE.
  cg: 0.56,
  ro: 2.6,
  bs: 0.145,
  nu: 0.012,
  gel: 0.37,
  // Vanuatu's vatu ("VT 96 millions"), the birr ("Br 46.5M"; Belarus's rouble is "Br" too, at about 0.31), the
  // guaraní ("Gs. 14.000 millones") and the forint after its magnitude ("12 Mrd. Ft", never "12 ft"): WORD_CODE.
  vt: 0.0084,
  br: 0.0175,
  gs: 0.00013,
  ft: 0.0027,
  // Romanian lei after "Mio." ("9,5 Mio. Lei"), Rwandan francs after the amount ("2,8 milliards FRw"); the pula and
  // the metical before millions ("P 4.1m", "MT 4 milhões": after an amount "MT" is metric tons) — BEFORE_WORD_CODE.
  lei: 0.22,
  frw: 0.00076,
  p: 0.073,
  mt: 0.0157,
  // The Philippine peso's code, also a programming language's name ("PHP 310M", never "PHP 8"), and the Serbian
  // dinar's "din." after its magnitude ("38 Mio. din.").
  php: 0.018,
  din: 0.0092,
  // The convertible mark's code is a word too ("BAM 1,1 Mio."), the Ghanaian cedi is also "GH₵", the Djiboutian
  // franc "FDJ" after the amount.
  bam: 0.55,
  'gh₵': 0.068,
  fdj: 0.0056,
  // Codes that are also a chip maker, kilograms and bone density, beside millions only: "AMD 640 M", "1,9 milliard
  // AMD", "KGS 12 Mio." (after an amount "kgs" stays kilograms), "BMD 1,2 milhões"; and the Bermudian "BD$".
  amd: 0.0026,
  kgs: 0.0115,
  bmd: 1,
  bd$: 1,
  // The euro written out after the amount: "1.900 Euro im Monat".
  euro: 1.08,
  euros: 1.08,
};

const USD_PER_UNIT: Record<string, number> = { ...CODE_RATES, ...SIGN_RATES };

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
  // German and Spanish: "1,8 Mio. €", "2 Mrd. €", "3 millones", "750 mil €"; Italian "EUR 340 mila".
  mio: 1e6,
  mila: 1e3,
  mrd: 1e9,
  millones: 1e6,
  mil: 1e3,
  // Italian: "180 milioni", "2 miliardi".
  milioni: 1e6,
  miliardi: 1e9,
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
  // A thousand millions, in Spanish and Portuguese; the Spanish "billón" is a million millions.
  'mil millones': 1e9,
  'mil milhões': 1e9,
  'mil milhoes': 1e9,
  billones: 1e12,
  billón: 1e12,
  // French "1,9 M$", "1,3 G$", "2 Md€"; German "Millionen", "Milliarden", "Tsd."; Polish "tys.", "mln", "mld";
  // Indonesian "juta", "miliar", "triliun"; "trillion", "tn".
  g: 1e9,
  md: 1e9,
  mds: 1e9,
  millions: 1e6,
  millionen: 1e6,
  milliarden: 1e9,
  tsd: 1e3,
  tys: 1e3,
  mln: 1e6,
  mld: 1e9,
  juta: 1e6,
  // Dutch: "SRD 95 miljoen", "1,2 miljard".
  miljoen: 1e6,
  miljard: 1e9,
  miliar: 1e9,
  triliun: 1e12,
  trillion: 1e12,
  tn: 1e12,
};

/** A dollar with its country: "US$", "R$", "MX$" (the rates above). */
export const COUNTRY_DOLLAR = '(?<![a-z])(?:us|r|a|c|mx|nz|hk|s|fj|f|n|nt|rd|b|bz|bd|tt)\\$';
/** The South African rand, touching its amount ("R12m", "R1.9m"). */
export const RAND = '(?<![\\w$])r(?=\\d)';
/** The kina, touching its amount in capitals ("K14 million", "K4,800"), never "k" after a figure. */
const KINA = '(?<![\\w$.,])K(?=\\d[\\d.,]*(?:\\s|$|[kmb]\\b))';
/**
 * The lempira and the lilangeni: a capital L or E before an amount ("L 42 millones", "E 1.9M"), never litres after
 * one.
 */
const LEMPIRA_OR_LILANGENI = '(?<![\\w$.,]\\s?)[LE](?=\\s?\\d[\\d.,]*(?:[kmb]\\b|\\s|$))';
const CODES = Object.keys(CODE_RATES).join('|');
/** Codes that are also words or initials (the Cuban peso, the lari, the vatu, the forint, the leu). */
const WORD_CODE = 'cup|gel|ro|bs\\.?|nu\\.?|cg|vt|br|gs\\.?|ft|lei|php|din\\.?|bam|amd|bmd';
/** Such codes read only before an amount: the pula's "P", the metical's "MT" (after one, metric tons). */
const BEFORE_WORD_CODE = 'p|mt|kgs';
/** Those codes after an amount, only after its magnitude: "14 Mio. GEL". */
const WORD_CODES_AFTER = `(?<=(?:mio\\.|mrd\\.|millones|millions?|milliards?|milioni|miliardi|miljoen|miljard|mil|[kmb])\\s?)(?:${WORD_CODE})(?![a-z])`;
/** Those codes before an amount, only before millions or grouped thousands: "CUP 210 millones". */
const WORD_CODES = `(?<![a-z])(?:${WORD_CODE}|${BEFORE_WORD_CODE})(?=\\s?\\d[\\d.,]*\\s?(?:mil|millones|millions?|miljoen|milh(?:õ|o)es|milioni|milliards?|miliardi|mln|mio\\.|mrd\\.|[kmb])(?![a-z])|\\s?\\d{1,3}(?:[.,]\\d{3})+)`;
const QUETZAL = '(?<![\\w$.,])q(?=\\s\\d[\\d.,]*\\s?(?:millones|mil|[kmb])(?![a-z])|\\s\\d{1,3}(?:[.,]\\d{3})+)';
const SIGNS = '[$€£¥₹₦₱₩₺₴₽₫₪฿₵₲₸₮₾₼₡৳₭]';
/** Currencies printed only after the amount: dinars and dirhams, alone or in millions. */
const AFTER_ONLY = 'm?dt|m?dh|m?da|ar|lek|gdes?|lewa|лв|euros?|m?xpf|f\\s?cfp|ld|fg|fc|fbu|frw|fdj|kr\\.?';
/**
 * A currency before an amount: a sign, a dollar with its country ("$U" is Uruguay's), an ISO code ("DKK", "CHF"),
 * a local abbreviation (the rupiah's "Rp", "TSh", "Kz", "Rs" or "Rs.", "RM", the Swiss "Fr.", Sierra Leone's "NLe"),
 * or a letter touching or beside the amount (the rand, the kina, the lempira, the lilangeni).
 */
export const CURRENCY = `(?:${COUNTRY_DOLLAR}|\\$u(?![a-z])|${SIGNS}|(?<![a-z])(?:${CODES}|rp|tsh|ush|kz|rs\\.?|rm|tk|uf|fr\\.|nle|nfa|afl\\.?)(?![a-z])|(?<![a-z])(?:e£|£e|gh₵)|${WORD_CODES}|(?<![a-z])s\\/(?=\\s?\\d)|${QUETZAL}|(?<![a-z])mm\\$|(?<![a-z])b\\/\\.|${RAND}|${KINA}|${LEMPIRA_OR_LILANGENI})`;
const UNIT =
  '(?:k|mm|mn|m|bn|b|thousand|millions?|billion|trillion|tn|l|lakhs?|cr|crores?|mio|mrd|mila|milioni|miliardi|millionen|milliarden|tsd|tys|mln|mld|miljoen|miljard|mil millones|millones|billones|bill[óo]n|milliards?|mil milh(?:õ|o)es|milh(?:õ|o)es|milh(?:ã|a)o|bilh(?:õ|o)es|bilh(?:ã|a)o|mil|mi|bi|juta|miliar|triliun|(?:g|mds?)(?=\\s?(?:[$€£]|dt|dh|f\\s?cfa|fc(?![a-z]))))';
/**
 * The end of a unit: a word boundary, and the full stop of "Mio.", "Mrd.", "Tsd." and "tys."; "6.900 m³" is a volume,
 * not millions, and "14.500 Bäume" trees, not billions (\b stops at an accented letter).
 */
const UNIT_END = '\\b(?![À-ɏ²³])(?:(?<=mio|mrd|tsd|tys)\\.)?';
/**
 * Currencies named in words after an amount ("4,5 millones de euros", "31 milioni di lire egiziane"), with the code
 * each stands for. Pesos, rupees and dinars of no named country have no rate: theirs differ a hundredfold.
 */
const CURRENCY_NAMES: Record<string, string | null> = {
  euro: 'eur',
  euros: 'eur',
  dólares: 'usd',
  dolares: 'usd',
  dollari: 'usd',
  reais: 'brl',
  ienes: 'jpy',
  dinar: null,
  dinari: null,
  dinars: null,
  dinares: null,
  'dinari tunisini': 'dt',
  'dinars tunisiens': 'dt',
  'dinares tunecinos': 'dt',
  'dinars algériens': 'da',
  pesos: null,
  'pesos mexicanos': 'mxn',
  'pesos argentinos': 'ars',
  'pesos colombianos': 'cop',
  'pesos chilenos': 'clp',
  'pesos filipinos': 'php',
  'philippine pesos': 'php',
  rupees: null,
  roupies: null,
  rupias: null,
  'roupies mauriciennes': 'mur',
  'indian rupees': 'inr',
  ringgit: 'myr',
  bolívares: 'ves',
  bolivares: 'ves',
  dollars: 'usd',
  'dólares de hong kong': 'hkd',
  'hong kong dollars': 'hkd',
  'dollari canadesi': 'cad',
  'dólares canadienses': 'cad',
  'dollars canadiens': 'cad',
  'canadian dollars': 'cad',
  lek: 'lek',
  lekë: 'lek',
  leke: 'lek',
  // Algerian dinars as "de DA" ("12 millions de DA"); "da" alone is Italian for "from".
  'de da': 'da',
  cfa: 'fcfa',
  fcfa: 'fcfa',
  'f cfa': 'fcfa',
  'francos cfa': 'fcfa',
  'francs cfa': 'fcfa',
  'franchi cfa': 'fcfa',
  fcfp: 'fcfp',
  'f cfp': 'fcfp',
  meticais: 'mzn',
  meticales: 'mzn',
  'lire egiziane': 'egp',
  'libras egipcias': 'egp',
  'livres égyptiennes': 'egp',
  'francs rwandais': 'rwf',
  'francos ruandeses': 'rwf',
  'franchi svizzeri': 'chf',
  'francs suisses': 'chf',
  kwanzas: 'aoa',
  cedis: 'ghs',
  yuan: 'cny',
  renminbi: 'cny',
  won: 'krw',
  som: 'kgs',
  'kirgisische som': 'kgs',
  dram: 'amd',
  drams: 'amd',
  'dólares bermudenses': 'bmd',
  'dollari di singapore': 'sgd',
  'keniaanse shilling': 'kes',
  'konvertible mark': 'bam',
  'francs djibouti': 'djf',
  'nieuw-zeelandse dollar': 'nzd',
  'new zealand dollars': 'nzd',
};
/** Those names, longest first, each a whole word. */
export const NAMED_CURRENCY = `(?:${Object.keys(CURRENCY_NAMES)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, '\\s?'))
  .join('|')})(?![a-zà-ÿ])`;
/** A currency named in words after an amount, perhaps after "de" or "di". */
export const CURRENCY_WORDS = `(?:\\s(?:de\\s|di\\s)?${NAMED_CURRENCY})`;
/**
 * The words of a currency's name, as a line may wrap between them: the first ("francos", "dollari") and the rest
 * ("CFA", "canadesi", "de Hong Kong").
 */
const multiWordNames = Object.keys(CURRENCY_NAMES).filter(
  (name) => /^\p{L}{3,} /u.test(name) && !name.startsWith('de '),
);
export const CURRENCY_NAME_HEAD = `(?:${[...new Set(multiWordNames.map((name) => name.split(' ')[0]!))].join('|')})`;
export const CURRENCY_NAME_TAIL = `(?:${[...new Set(multiWordNames.map((name) => name.split(' ').slice(1).join('\\s')))].join('|')})(?![a-zà-ÿ])`;
/** A dollar sign and the code of its dollar after an amount ("420.000 $ CAD"): the code says which. */
const DOLLAR_AND_CODE = `\\$\\s?(?:${CODES})(?![a-z])`;
/**
 * A currency written after an amount ("750.000 €", "12.000 CHF", "1 800 000 $", "48 tys. zł", "420.000 $ CAD"), not
 * the next amount's ("41 $38K").
 */
export const CURRENCY_AFTER = `(?:${DOLLAR_AND_CODE}|(?:${SIGNS}|zł|kč)(?! ?\\d)|(?<![a-z])(?:${CODES}|f\\s?cfa|${AFTER_ONLY})(?![a-z])|${WORD_CODES_AFTER})`;
/** Thousands grouped by spaces ("1 800 000"), read as one amount only beside a currency. */
const SPACED_NUMBER = '\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?!\\d)';
/**
 * "1,500,000.5", European "1.500.000,5" and a decimal comma before a unit ("1,8 Mio."), or plain "2.5".
 */
const NUMBER =
  "\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?(?![\\d.])|\\d{1,3}(?:['’]\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+|,\\d{1,2}(?![\\d,]))?";

/** An amount with a currency, a unit, or thousands separators: "$500K", "2.5 Cr", "150,000", "750.000 €". */
export const MONEY = new RegExp(
  `(?:${CURRENCY}\\s?(?:${SPACED_NUMBER}|${NUMBER})(?:\\s?${UNIT}${UNIT_END})?\\+?|(?:${NUMBER})\\s?${UNIT}${UNIT_END}\\+?(?:\\s?(?:${CURRENCY}|${CURRENCY_AFTER})|${CURRENCY_WORDS})?|(?:${SPACED_NUMBER}|${NUMBER})\\s?${CURRENCY_AFTER}|\\b\\d{1,3}(?:,\\d{3})+\\b)`,
  'gi',
);

/** "$1-3M", "$250K–$1M", "€500k to €2m": a range whose first bound may borrow the second's unit. */
export const MONEY_RANGE = new RegExp(
  `(${CURRENCY})?\\s?(${NUMBER})\\s?(${UNIT})?\\b\\s*(?:-|–|—|to|and)\\s*(${CURRENCY})?\\s?(${NUMBER})\\s?(${UNIT})\\b`,
  'gi',
);

const NAMES_CURRENCY = new RegExp(`${CURRENCY}|${CURRENCY_AFTER}|${CURRENCY_WORDS}`, 'i');
/** Whether an amount says its currency ("PLN 9.5M", "1 800 000 $", "4,5 millones de euros"), not only a size. */
export const namesCurrency = (amount: string) => NAMES_CURRENCY.test(amount);

const DOLLAR_AND_CODE_IN_AMOUNT = new RegExp(DOLLAR_AND_CODE);
const CURRENCY_WORDS_AT_END = new RegExp(`\\s(?:de\\s|di\\s)?(${NAMED_CURRENCY})$`);
/** An amount's parts: the currency before, the number, the unit, the currency after. */
const AMOUNT_PARTS = new RegExp(
  `(${CURRENCY})?\\s?(${SPACED_NUMBER}|${NUMBER})\\s?(${UNIT})?${UNIT_END}\\s?(${CURRENCY}|zł|kč|${AFTER_ONLY}|${WORD_CODE}|${BEFORE_WORD_CODE})?`,
  'i',
);

export function toUsd(amount: string): number | null {
  const text = amount.toLowerCase().replace(/\s+/g, ' ');
  const name = text.match(CURRENCY_WORDS_AT_END)?.[1]?.replace(/\s+/g, ' ');
  // A currency named without its country ("1.4 billion pesos") has no rate.
  if (name !== undefined && CURRENCY_NAMES[name] === null) return null;
  const match = text
    .replace(CURRENCY_WORDS_AT_END, ` ${name ? CURRENCY_NAMES[name] : ''}`)
    // A dollar with its code after the amount: "420.000 $ CAD" is in Canadian dollars.
    .replace(DOLLAR_AND_CODE_IN_AMOUNT, (dollarAndCode) => dollarAndCode.replace(/^\$\s?/, ''))
    .match(AMOUNT_PARTS);
  if (!match) return null;
  const [, before, number, unit, after] = match;
  const value = Number(plainNumber(number!));
  if (!Number.isFinite(value)) return null;
  const currency = (before ?? after ?? '$').toLowerCase();
  // "Rs." is "Rs"; the Swiss "Fr." keeps its full stop, as "fr" alone is no currency.
  const rate = USD_PER_UNIT[currency] ?? USD_PER_UNIT[currency.replace(/\.$/, '')] ?? 1;
  return Math.round(value * (unit ? (MULTIPLIERS[unit.toLowerCase()] ?? 1) : 1) * rate);
}

/**
 * "1,500,000.5" → "1500000.5"; European "1.500.000,5" and "1,8" → "1500000.5" and "1.8"; "1 800 000" and Swiss
 * "120'000" → "1800000" and "120000".
 */
function plainNumber(grouped: string): string {
  const number = grouped.replace(/[ \u00a0\u202f'’]/g, '');
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(number)) return number.replace(/\./g, '').replace(',', '.');
  // A leading zero is never a thousands group: "0,800 DT" is eight tenths of a dinar.
  if (/^\d+,\d{1,2}$|^0,\d+$/.test(number)) return number.replace(',', '.');
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

// Pitch-deck parsing: each page is a slide whose title (its biggest text, plus short labels at the top or
// bottom) says which section it is; slides whose titles do not are placed by position and layout (a pain right
// after the cover, a comparison table); the rest is read from the whole deck with vocabulary (deck-vocabulary.ts)
// and patterns.
import { escapeRegExp } from '../../lib/text.js';
import {
  FOUNDER_ROLE_CELL,
  LABEL_TOUCHING_NUMBER,
  OTHER_TOPIC_TITLES,
  PAIN_WORDS,
  PERCENTAGE_BASE_BEFORE,
  PERIOD_BEFORE_NUMBER,
  PERIOD_BEFORE_YEAR,
  PRICING_WORDS,
  REVENUE_STREAM_LED,
  RAISE_CUE,
  SECTION_TITLES,
} from './deck-vocabulary.js';
import {
  CURRENCY,
  CURRENCY_AFTER,
  CURRENCY_NAME_HEAD,
  CURRENCY_NAME_TAIL,
  CURRENCY_WORDS,
  MONEY,
  NAMED_CURRENCY,
  namesCurrency,
  toUsd,
} from './money.js';
import type { PdfCell, PdfLine, PdfText } from './pdf-text.js';
import { EMAIL, findUrls, firstSentences, normalizeKey, plain, wordCount } from './patterns.js';
import { rankIndustries, STAGES } from './taxonomy.js';
import { DECK_SECTIONS, type Cofounder, type DeckSection, type ParsedDeck } from './types.js';

type Slide = { number: number; lines: PdfLine[]; title: string; text: string; sections: Set<DeckSection> };

const MAX_TEXT_CHARS = 20_000;
/** A round named as past: "since our seed round", "after the pre-seed raise", "depuis notre levée". */
const PAST_ROUND =
  /\b(?:since|after|from|before|depuis|apr[eè]s|seit|nach|desde|despu[eé]s de|ap[oó]s)\s+(?:our|the|its|their|notre|la|unserer|der|nuestra|la|nossa|a)\s+(?:[\p{L}-]+\s+){0,2}(?:round|raise|funding|investment|lev[ée]e|runde|finanzierung|ronda|rodada)\b/iu;

/** Cover-slide words that are not a company name. */
const GENERIC_TITLE =
  /^(welcome|introducing|introduction|pitch deck|investor (pitch )?deck|investor presentation|presentation|confidential|cover|agenda|thank you|contact)$/i;
const PERSON_NAME = /^(?:(?:dr|mr|ms|mrs|prof)\.?\s+)?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{L}][\p{L}'’-]+){1,2}$/u;
const ROLE_WORDS =
  /\b(co-?founder|founder|ceo|cto|coo|cfo|cmo|cpo|chief|president|head|lead|director|engineer|developer|manager|partner|advisor|adviser|designer|vp|officer|user interface|business development|pr)\b/i;
const FOUNDER_ROLE = /\b(co-?founder|founder|ceo|cto|coo|cfo|cmo|cpo|chief|president)\b/i;
const SOCIAL_HOSTS: [string, RegExp][] = [
  ['linkedin', /linkedin\.com\//i],
  ['twitter', /(twitter\.com|\bx\.com)\//i],
  ['instagram', /instagram\.com\//i],
  ['facebook', /facebook\.com\//i],
  ['youtube', /youtube\.com\/|youtu\.be\//i],
  ['github', /github\.com\//i],
  ['medium', /medium\.com\//i],
];
const FREE_MAIL = /@(gmail|yahoo|hotmail|outlook|icloud|proton|aol)\./i;
const INVESTOR_CUE =
  /\b(backed by|(?:our |current |existing )?investors(?: include|:)|supported by|funded by|participation from|led by|alumni of|accelerated by)\s*:?\s*(.+)$/i;
/** Accelerators and funds decks name as backers. */
const KNOWN_BACKERS =
  /\b(y combinator|techstars|500 (startups|global)|sequoia|andreessen horowitz|a16z|accel|benchmark|greylock|kleiner perkins|index ventures|lightspeed|general catalyst|first round|founders fund|tiger global|softbank|plug and play|antler|entrepreneur first|google for startups|microsoft for startups|seedcamp|village capital)\b/gi;
const STREET_ADDRESS =
  /\b\d{1,5}\s+[\p{L} .'-]{2,40}\b(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|place|pl|suite|ste)\b[^\n|]{0,60}?(\b\d{5}(?:-\d{4})?\b|$)/imu;

export function parseDeck(text: PdfText): ParsedDeck {
  const furniture = repeatedLines(text);
  const slides = text.pages.map((page) => toSlide(page.number, page.lines, page.height, furniture));
  inferUntitledSections(slides);
  const fullText = joinWrappedUrls(text.lines.map((line) => line.text).join('\n'));
  const bodyText = slides.map((slide) => slide.text).join('\n');

  const sections = Object.fromEntries(
    DECK_SECTIONS.map((section) => [section, slides.some((slide) => slide.sections.has(section))]),
  ) as Record<DeckSection, boolean>;
  const slideFor = (section: DeckSection) => slides.find((slide) => slide.sections.has(section));
  const summaryOf = (section: DeckSection) => {
    const slide = slideFor(section);
    return slide ? firstSentences(withoutTitle(slide)) : null;
  };

  const contactUrls = websiteCandidates(text, slides, furniture, fullText);
  const startupName = findStartupName(slides, furniture, fullText, contactUrls);
  const website = pickWebsite(contactUrls, startupName);
  const raise = findRaise(slides);
  const firstSlide = slides.find((slide) => slide.text.trim());

  return {
    startupName,
    website,
    industry: rankIndustries(bodyText, 2)[0] ?? null,
    companyStage: findStage(slides, fullText),
    companyAddress: fullText.match(STREET_ADDRESS)?.[0].trim() ?? null,
    activeFundraising: raise !== null || sections.ask,
    raisingAmount: raise,
    raisingAmountUsd: raise ? toUsd(raise) : null,
    companyBasics: firstSlide ? firstSentences(firstSlide.text) : null,
    problemCustomer: summaryOf('problem'),
    solutionProduct: summaryOf('solution'),
    marketOpportunity: summaryOf('market'),
    businessModel: summaryOf('business_model'),
    vision: summaryOfTitle(slides, /\b(vision|mission|why we.?re here|why now|future)\b/i),
    product: summaryOfTitle(slides, /\b(product|how it works|features)\b/i),
    about_company:
      summaryOfTitle(slides, /\b(about|what is|who we are|overview|company)\b/i) ??
      (firstSlide ? firstSentences(firstSlide.text) : null),
    cofounders: findCofounders(slides, fullText),
    tractions: findTractions(slides),
    socialLinks: findSocialLinks(fullText),
    investors: findInvestors(fullText),
    sections,
    pageCount: text.pageCount,
    text: bodyText.slice(0, MAX_TEXT_CHARS),
    emails: [...new Set((fullText.match(new RegExp(EMAIL, 'gi')) ?? []).map((email) => email.replace(/\.$/, '')))],
  };
}

// ---- Slides ---------------------------------------------------------------------------------------------

/**
 * Lines printed on many slides (footers, logos, page furniture), digits ignored so page numbers match. A
 * slide's biggest text is its title, not furniture: a name on the cover, as a slide title and in a comparison
 * table is the company, not a logo.
 */
function repeatedLines(text: PdfText): Set<string> {
  const biggest = new Map<number, number>();
  for (const line of text.lines) biggest.set(line.page, Math.max(biggest.get(line.page) ?? 0, line.fontSize));
  const pagesByKey = new Map<string, Set<number>>();
  for (const line of text.lines) {
    if (line.fontSize >= biggest.get(line.page)! * 0.85) continue;
    const key = furnitureKey(line.text);
    if (!pagesByKey.has(key)) pagesByKey.set(key, new Set());
    pagesByKey.get(key)!.add(line.page);
  }
  const minPages = Math.max(3, Math.ceil(text.pages.length * 0.3));
  return new Set([...pagesByKey].filter(([key, pages]) => key && pages.size >= minPages).map(([key]) => key));
}

function furnitureKey(text: string): string {
  return normalizeKey(text)
    .replace(/\d+/g, '#')
    .replace(/(^| )#( |$)/g, ' ')
    .trim();
}

function isLetterText(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 2 && letters >= text.replace(/\s/g, '').length * 0.5;
}

function toSlide(number: number, allLines: PdfLine[], pageHeight: number, furniture: Set<string>): Slide {
  // The slide's number alone in a bottom corner is furniture too, not a figure.
  // A magnitude wrapped under its figure is part of it for every reader of the slide: the title, the raise, traction.
  const lines = joinWrappedMagnitudes(
    allLines.filter(
      (line) =>
        !furniture.has(furnitureKey(line.text)) && !(line.text.trim() === String(number) && line.y > pageHeight * 0.85),
    ),
  );
  // A stat card's figure is often set bigger than the title, and "3.2 GWh" has letters, but it is no title; nor is
  // a row of them ("R$ 410 mil" beside "12 MWp", "58.000 ¦ 6,2 milioni di euro", "12,4 mln" beside a unit "ha"), nor
  // a magnitude wrapped under its figure ("millones", "mln" | "het"), nor a narrow card's currency set above its
  // figure ("AED" / "940" / "mil").
  const texty = lines.filter(
    (line) =>
      isLetterText(line.text) &&
      !line.cells.every((cell) => FIGURE_ALONE.test(plain(cell.text))) &&
      !(line.cells.length > 1 && line.cells.every((cell) => FIGURE_LED.test(plain(cell.text)))) &&
      !(
        line.cells.length > 1 &&
        line.cells.some((cell) => /\p{L}/u.test(cell.text) && FIGURE_ALONE.test(plain(cell.text)))
      ) &&
      !line.cells.some((cell) => MAGNITUDE_ALONE.test(plain(cell.text)) || CURRENCY_ALONE.test(plain(cell.text))),
  );
  const maxSize = Math.max(0, ...texty.map((line) => line.fontSize));
  // The title: the biggest text, and short labels at the very top or bottom ("PROBLEM", "MARKET SIZE").
  // The slide's first line, at the top, is its title even under a bigger headline ("Combien, et pour quoi faire ?"
  // over "HTG 185 millions …").
  const top = texty[0];
  const biggest = texty.filter(
    (line) =>
      line.fontSize >= maxSize * 0.85 ||
      (wordCount(line.text) <= 6 && (line.y < pageHeight * 0.2 || line.y > pageHeight * 0.9)) ||
      (line === top && line.y < pageHeight * 0.2 && line.fontSize >= maxSize * 0.7),
  );
  // A title that wraps keeps its last line, even one with figures ("… call at" / "2 a.m.?").
  const titleLines = lines.filter((line, index) => {
    const previous = lines[index - 1];
    return (
      biggest.includes(line) ||
      (previous !== undefined &&
        biggest.includes(previous) &&
        Math.abs(line.fontSize - previous.fontSize) < 0.5 &&
        Math.abs(line.x - previous.x) < 2 &&
        line.y - previous.y < line.fontSize * 1.6 &&
        !line.cells.every((cell) => FIGURE_ALONE.test(plain(cell.text))))
    );
  });
  const title = titleLines
    .slice(0, 6)
    .map((line) => line.cells.map((cell) => cell.text).join(' '))
    .join(' · ');
  const slideText = lines.map((line) => line.text).join('\n');
  const sections = new Set<DeckSection>();
  for (const section of DECK_SECTIONS) if (SECTION_TITLES[section].test(title)) sections.add(section);
  // A round the company already raised is history, not the ask ("Advances have grown fivefold since our seed round").
  if (PAST_ROUND.test(title) && !SECTION_TITLES.ask.test(title.replace(PAST_ROUND, ''))) sections.delete('ask');
  // An ask can be a "Financial" slide that says it is looking for money, or a slide whose headline asks for an
  // amount ("Next step" over "Pre-seed: €600K to reach 5,000 families").
  const asksInTitle = RAISE_CUE.test(title) && new RegExp(MONEY).test(title);
  if (
    !sections.has('ask') &&
    (asksInTitle ||
      (RAISE_CUE.test(slideText) && new RegExp(MONEY).test(slideText) && /financ|invest|fund/i.test(title + slideText)))
  ) {
    sections.add('ask');
  }
  return { number, lines, title, text: slideText, sections };
}

/**
 * Sections decks show without naming them, read from where a slide sits and what it holds: an untitled slide
 * right after the cover that describes a pain is the problem ("Returns are broken", "Installers are the bottleneck"),
 * the untitled slide after the problem is the solution ("Kelp-based film", "ParcelPilot"), a slide sizing money in
 * hundreds of millions is the market ("Where the heat pumps go" over "€1.6B"), a price on a slide about charging is
 * the business model ("Clinics pay a monthly fee per dental chair" over "฿2,400 per chair per month"), a split of
 * the money into shares of 100 % is the ask ("À quoi serviront les 4,5 MDT" over 40 % / 35 % / 25 %), a chart or a
 * row of big figures is traction ("Lo que llevamos" over "18.400"), and so is a slide of big figures right after a
 * traction slide; a comparison table or a positioning chart is the competition, and cards of founders' roles ("CEO",
 * "CTO") are the team. Each applies only where no title names the section.
 */
function inferUntitledSections(slides: Slide[]): void {
  const untitled = (slide: Slide | undefined): slide is Slide =>
    slide !== undefined && slide.sections.size === 0 && !OTHER_TOPIC_TITLES.test(slide.title);
  const named = (section: DeckSection) => slides.some((slide) => slide.sections.has(section));
  const cover = slides.findIndex((slide) => slide.text.trim());
  if (cover < 0) return;
  if (!named('problem')) {
    // The next slide needs one pain word; one or two slides further (after an agenda, say), two. Words inside
    // hyphenated compounds do not count ("Break-even at the first port" in an update's highlights).
    for (const [offset, slide] of slides.slice(cover + 1, cover + 4).entries()) {
      // A question right after the cover that names the market without sizing it asks the problem: "¿Por qué la lana
      // de Magallanes se vende al precio más bajo del mercado?".
      if (
        offset === 0 &&
        slide.title.trim().endsWith('?') &&
        slide.sections.size === 1 &&
        slide.sections.has('market') &&
        largestAmountUsd(slide) < MARKET_SIZE_USD
      ) {
        slide.sections.delete('market');
      }
      if (slide.sections.size) break;
      // A question right after the cover asks the problem ("¿Cuánto tarda en detectarse un incendio?").
      const asks = offset === 0 && slide.title.trim().endsWith('?') && !isFundsSplit(slide);
      if (untitled(slide) && (asks || painWordCount(slide) >= (offset === 0 ? 1 : 2))) {
        slide.sections.add('problem');
        break;
      }
    }
  }
  const firstProblem = slides.findIndex((slide) => slide.sections.has('problem'));
  if (firstProblem >= 0 && !named('solution')) {
    // A problem may run over several slides ("Problem", "Problem (cont.)"); the solution follows the last.
    let next = firstProblem + 1;
    while (slides[next]?.sections.has('problem')) next += 1;
    const candidate = slides[next];
    if (untitled(candidate)) candidate.sections.add('solution');
  }
  for (const slide of slides.filter(isComparison)) {
    // A table of ticks compares products even under a title that names the market ("¿Qué hay hoy en el mercado?").
    if (slide.sections.has('market') && largestAmountUsd(slide) < MARKET_SIZE_USD) slide.sections.delete('market');
    // So does a positioning chart without a figure under "Where we stand", which may also be a title for traction.
    if (slide.sections.has('traction') && !/\d/.test(withoutTitle(slide))) slide.sections.delete('traction');
    if (untitled(slide)) slide.sections.add('competition');
  }
  if (!named('market')) {
    // "Why now" may size the market too; projections and financials size the company's own plans.
    const market = slides
      .slice(cover + 1)
      .find(
        (slide) =>
          slide.sections.size === 0 && !PLAN_TITLES.test(slide.title) && largestAmountUsd(slide) >= MARKET_SIZE_USD,
      );
    market?.sections.add('market');
  }
  if (!named('market')) {
    // Stat cards between the solution and the traction count the market ("14 000 ¦ Fr. 1,1 mio" over "tours
    // automatiques en Suisse romande"); the traction is a slide titled for it or a chart of figures.
    // Without either, a second slide of stat cards is the traction.
    const solution = slides.findIndex((slide) => slide.sections.has('solution'));
    const cards = slides.filter((slide, index) => index > solution && untitled(slide) && hasStatCards(slide));
    const traction = slides.findIndex(
      (slide, index) =>
        index > solution &&
        (slide.sections.has('traction') || (untitled(slide) && isFigureChart(slide)) || slide === cards[1]),
    );
    if (solution >= 0 && traction > solution) {
      cards.find((slide) => slides.indexOf(slide) < traction)?.sections.add('market');
    }
  }
  if (!named('business_model')) {
    // Or a title that says how it charges per unit ("Cobramos por hectárea y por ciclo"), not a chart of what it
    // collected ("Fees collected per term grew sixfold").
    const model = slides
      .slice(cover + 1)
      .find(
        (slide) =>
          untitled(slide) &&
          PRICING_WORDS.test(slide.text) &&
          (PRICE.test(slide.text) || (PER_UNIT.test(slide.title) && !isFigureChart(slide))),
      );
    // Or a title or bullets that name its revenue streams ("Margine sulla fibra tracciata", "Marge sur le fonio
    // lavé", "Location des décortiqueuses"), on a slide of words, not of figures.
    const streams = slides
      .slice(cover + 1)
      .find(
        (slide) =>
          untitled(slide) &&
          !isFigureChart(slide) &&
          !hasBigFigures(slide) &&
          [slide.title, ...bulletItems(slide.lines.filter((line) => !slide.title.includes(line.text)))].some((item) =>
            REVENUE_STREAM_LED.test(item),
          ),
      );
    (model ?? streams)?.sections.add('business_model');
  }
  if (!named('ask')) {
    const split = slides.slice(cover + 1).find((slide) => untitled(slide) && isFundsSplit(slide));
    split?.sections.add('ask');
  }
  // A chart of figures under a title that is a sentence ("Pilots are working", "Stallholders are switching", even
  // beside a slide titled "Where we are today"), or where no slide names traction, the first row of big figures.
  const body = slides.slice(cover + 1).filter(untitled);
  const charts = body.filter(isFigureChart);
  const figures = charts.length || named('traction') ? charts : body.filter(hasBigFigures).slice(0, 1);
  for (const slide of figures) slide.sections.add('traction');
  // Big figures right before or after a traction slide are traction too.
  slides.forEach((slide, index) => {
    const besideTraction = [slides[index - 1], slides[index + 1]].some((other) => other?.sections.has('traction'));
    if (index > cover + 1 && besideTraction && untitled(slide) && hasBigFigures(slide)) slide.sections.add('traction');
  });
  for (const slide of slides) {
    const roles = slide.lines.flatMap((line) => line.cells).filter((cell) => FOUNDER_ROLE_CELL.test(plain(cell.text)));
    if (untitled(slide) && roles.length >= 2) slide.sections.add('team');
  }
}

/**
 * A price: an amount or a share per unit ("฿2,400 per chair", "₲ 9.500 por tonelada", "1,2 Mio. Kč pro Wanne", "25
 * DT par mois", "180 Tsd. Kč im Monat", "12 % sobre cada entrega", "1.5% on card payments", "$29/month").
 */
const PRICE = new RegExp(
  `(?:${MONEY.source}(?:\\.[–—]?)?|\\d+(?:[.,]\\d+)?\\s?%)\\s?(?:(?:\\/\\s?|(?:per|a|an|each|every|por|par|pro|je|cada|chaque|sobre|sur|on|im|al|au|ao|à|za|od|auf|na|no|en)\\s+)(?:\\d+\\s?)?[a-zà-ÿ]|(?:of|on|di|su|de|sur|von|do|da)\\s+(?:every|each|ogni|chaque|cada|jede\\p{L}*)\\s|(?:monthly|yearly|annually|monatlich|j[äa]hrlich|mensuel|annuel|mensual|anual|mensal|mensile|annuale|miesi[eę]cznie|rocznie)(?![a-z]))`,
  'i',
);

/** Per unit: "por hectárea", "sur chaque pièce", "per aid post", "pro Wanne". */
const PER_UNIT = /(?<!\p{L})(?:per|por|par|pro|je|each|every|chaque|cada|ogni|jede\p{L}*)[\s·]+\p{L}/iu;

/** A use of funds: shares of the money alone in their cells ("40%", "35 %", "25%") that add up to 100 %, beside an amount. */
function isFundsSplit(slide: Slide): boolean {
  const shares = slide.lines
    .flatMap((line) => line.cells)
    .map((cell) => plain(cell.text).match(/^(\d{1,3}(?:[.,]\d)?)\s?%$/)?.[1])
    .filter((share): share is string => share !== undefined)
    .map((share) => Number(share.replace(',', '.')));
  const total = shares.reduce((sum, share) => sum + share, 0);
  return shares.length >= 2 && Math.abs(total - 100) <= 1 && HAS_MONEY.test(slide.text);
}

const PLAN_TITLES = /\b(financials?|projections?|forecasts?|budget|p&l|plan|roadmap|use of funds)\b/i;

/** Money on a slide past this is a market's size, not a company's revenue or its raise. */
const MARKET_SIZE_USD = 100_000_000;

/** Cell by cell: two stat cards side by side ("1.9 million ¦ JOD 96 million") are two amounts, not "million JOD". */
function largestAmountUsd(slide: Slide): number {
  const cells = slide.lines.flatMap((line) => line.cells.map((cell) => cell.text));
  return Math.max(0, ...cells.flatMap((cell) => [...cell.matchAll(MONEY)].map((match) => toUsd(match[0]) ?? 0)));
}

function commonestFontSize(lines: PdfLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(Math.round(line.fontSize), (counts.get(Math.round(line.fontSize)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/**
 * A stat card's figures: a line of figures only ("18.400", "COP 2.300 ¦ 2,1 %") set at least half again as big
 * as the slide's commonest text outside its title (a title that wraps would otherwise be the commonest).
 */
const hasBigFigures = (slide: Slide) => hasBigRow(slide, FIGURE_ALONE);

/** A row of stat cards: a line set half again as big as the slide's text, each of its cells led by a figure. */
const hasStatCards = (slide: Slide) => hasBigRow(slide, FIGURE_LED);

/** A line outside the title, half again as big as the slide's other text, whose every cell matches and has a digit. */
function hasBigRow(slide: Slide, cellPattern: RegExp): boolean {
  const common = commonestFontSize(slide.lines.filter((line) => !slide.title.includes(line.text)));
  return slide.lines.some(
    (line) =>
      line.fontSize >= common * 1.5 &&
      !slide.title.includes(line.text) &&
      line.cells.every((cell) => cellPattern.test(plain(cell.text)) && /\d/.test(cell.text)),
  );
}

/** A period heading a table row: "T1 2024", "Q3 2023", "Campagne 2021", "gen.–giu. 2023", "2024". */
const PERIOD_CELL = /^(?:(?:[QTHS]\d|\d\.?[ºª°]?\s?\p{L}+\.?|\p{L}+\.?(?:\s?[–-]\s?\p{L}+\.?)?)\s)?(?:19|20)\d\d$/iu;

/**
 * A chart's point or bar labels: three or more lines that are each one figure, alone or with a word ("7,400
 * visits"), not all percentages (a use-of-funds split).
 */
function isFigureChart(slide: Slide): boolean {
  // A table of periods reads the same: "T1 2024 ¦ 3,100 conductores", "Campagne 2021 ¦ 480 millions Ar".
  const points = slide.lines
    .map((line) =>
      line.cells.length === 2 && PERIOD_CELL.test(plain(line.cells[0]!.text))
        ? plain(line.cells[1]!.text)
        : plain(line.text),
    )
    .filter((text) => !slide.title.includes(text))
    .map((text) => text.match(new RegExp(`^(${FIGURE.source})(?:\\s+\\p{L}+)?$`, 'iu'))?.[1]?.trim())
    .filter((figure): figure is string => Boolean(figure && /\d/.test(figure)));
  return points.length >= 3 && points.some((figure) => !figure.endsWith('%'));
}

function painWordCount(slide: Slide): number {
  return new Set((slide.text.match(PAIN_WORDS) ?? []).map((word) => word.toLowerCase())).size;
}

/** A feature table of ticks and dashes ("Farmly ✓ ✓ ✓"), or a 2×2 chart with arrowed axes ("↑ Works on …"). */
function isComparison(slide: Slide): boolean {
  const texts = slide.lines.map((line) => line.text.trim());
  const tableRows = texts.filter((text) => (text.match(/[✓✔✗✘✕×—]/g) ?? []).length >= 2).length;
  // Axes drawn with arrows: one up and one across, or both labels ending in an arrow ("Carga de retorno →").
  const axes =
    (texts.some((text) => /^[↑↓]/.test(text)) && texts.some((text) => /[→←]$/.test(text))) ||
    texts.filter((text) => /\p{L}\s*[→↑]$/u.test(text)).length >= 2;
  return tableRows >= 2 || axes;
}

function withoutTitle(slide: Slide): string {
  const body = slide.lines.filter((line) => !slide.title.includes(line.cells[0]?.text ?? '\u0000'));
  return (body.length ? body : slide.lines).map((line) => line.text).join(' ');
}

function summaryOfTitle(slides: Slide[], pattern: RegExp): string | null {
  const slide = slides.find((candidate) => pattern.test(candidate.title));
  return slide ? firstSentences(withoutTitle(slide)) : null;
}

/** A URL the layout wrapped onto the next line ("…/moladapay-" + "website/") is one URL. */
function joinWrappedUrls(text: string): string {
  return text.replace(/(\b(?:https?:\/\/|www\.)\S+[-/])\n(\S+)/gi, '$1$2');
}

// ---- Name and website -----------------------------------------------------------------------------------

/**
 * Websites where a deck puts its own, best first: after "website"/"visit", in footers, on the last and first
 * slides. Sources cited in the body ("source: Market.us") count only when none of those has one.
 */
function websiteCandidates(text: PdfText, slides: Slide[], furniture: Set<string>, fullText: string): string[] {
  const own = (url: string) => !SOCIAL_HOSTS.some(([, host]) => host.test(url));
  const edges = new Set([slides.at(-1)?.number, slides.at(-2)?.number, slides[0]?.number]);
  const tiers = [
    (line: PdfLine) => /\b(website|visit|web)\b/i.test(line.text),
    (line: PdfLine) => furniture.has(furnitureKey(line.text)),
    (line: PdfLine) => edges.has(line.page),
  ];
  const ranked = tiers.flatMap((inTier) =>
    findUrls(
      joinWrappedUrls(
        text.lines
          .filter(inTier)
          .map((line) => line.text)
          .join('\n'),
      ),
    ).filter(own),
  );
  const urls = ranked.length ? ranked : findUrls(fullText).filter(own);
  // The bare site before deeper pages of it ("doo.co" before "doo.co/whitepaper.html").
  const unique = [...new Set(urls)];
  return unique.filter((url) => !unique.some((other) => other !== url && url.startsWith(`${other}/`)));
}

function domainStem(url: string): string {
  const host = url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .split('/')[0]!;
  // Project pages ("user.github.io/name") are named by their path.
  if (/\.(github|gitlab)\.io$/i.test(host))
    return normalizeKey(url.split('/').filter(Boolean).at(-1) ?? '').replace(/ /g, '');
  return normalizeKey(host.split('.').slice(-2)[0] ?? '').replace(/ /g, '');
}

function findStartupName(slides: Slide[], furniture: Set<string>, fullText: string, urls: string[]): string | null {
  const stems = [...urls.slice(0, 2).map(domainStem), ...emailStems(fullText)].filter((stem) => stem.length >= 3);
  // Each kind of evidence counts once per candidate, keyed case-insensitively.
  const evidence = new Map<string, { name: string; points: Map<string, number> }>();
  const add = (raw: string, kind: string, points: number) => {
    const name = plain(raw)
      .replace(/[:.,;!|]+$/, '')
      .replace(/^[“"']|[”"']$/g, '');
    if (!name || wordCount(name) > 4 || GENERIC_TITLE.test(name) || !isLetterText(name)) return;
    const key = normalizeKey(name);
    const entry = evidence.get(key) ?? { name, points: new Map<string, number>() };
    entry.points.set(kind, Math.max(entry.points.get(kind) ?? 0, points));
    evidence.set(key, entry);
  };
  // Words and word pairs spelling a website's or e-mail's domain ("AirBed&Breakfast" ~ airbedandbreakfast).
  const tokens = fullText.split(/[\s"“”(),:;!?]+/).filter(Boolean);
  tokens.forEach((token, index) => {
    for (const candidate of [token, `${token} ${tokens[index + 1] ?? ''}`.trim()]) {
      const key = normalizeKey(candidate).replace(/ /g, '');
      if (key.length < 3 || !/^\p{Lu}/u.test(candidate)) continue;
      if (stems.includes(key)) add(candidate, 'domain', 3);
      else if (key.length >= 4 && stems.some((stem) => stem.startsWith(key) || key.startsWith(stem))) {
        add(candidate, 'domain', 1.5);
      }
    }
  });
  // The cover slide's biggest short text.
  const cover = slides.find((slide) => slide.lines.some((line) => isLetterText(line.text)));
  const biggest = cover?.lines.filter((line) => isLetterText(line.text)).sort((a, b) => b.fontSize - a.fontSize)[0];
  if (biggest) add(biggest.text.split(/[:|–—]/)[0]!, 'cover', 2);
  // A brand printed on every slide.
  for (const key of furniture) {
    if (wordCount(key) <= 2 && isLetterText(key)) add(originalCasing(fullText, key) ?? key, 'repeated', 1);
  }
  let best: { name: string; score: number } | null = null;
  for (const { name, points } of evidence.values()) {
    const mentions =
      fullText.match(new RegExp(`\\b${escapeRegExp(name).replace(/\\? /g, '\\s+')}\\b`, 'gi'))?.length ?? 0;
    const score = [...points.values()].reduce((sum, value) => sum + value, 0) + Math.min(mentions, 6) * 0.4;
    if (!best || score > best.score) best = { name, score };
  }
  return best ? (originalCasing(fullText, best.name) ?? best.name) : null;
}

function emailStems(text: string): string[] {
  return (text.match(new RegExp(EMAIL, 'gi')) ?? [])
    .filter((email) => !FREE_MAIL.test(email))
    .map((email) => domainStem(email.split('@')[1]!));
}

/** The spelling used most often in the text ("MOLADA PAY" on the cover, "Molada Pay" everywhere else). */
function originalCasing(text: string, name: string): string | null {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`\\b${escapeRegExp(name).replace(/\\ /g, '\\s+')}\\b`, 'gi');
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    // Part of a URL or an e-mail ("fracto.tech", "ceo@fracto.tech") is not how the company writes its name.
    if (/[.@/]/.test(text[match.index - 1] ?? '') || /^\.[a-z]/i.test(text.slice(end, end + 2))) continue;
    counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  }
  // Most frequent first; a capitalised spelling beats the lowercase of a URL and the capitals of a logo.
  const weight = ([spelling, count]: [string, number]) =>
    count + (/^\p{Lu}/u.test(spelling) ? 0.5 : 0) - (isAllCaps(spelling) ? 0.7 : 0);
  const ranked = [...counts].sort((a, b) => weight(b) - weight(a));
  return ranked[0]?.[0] ?? null;
}

function isAllCaps(text: string): boolean {
  return text === text.toUpperCase();
}

function pickWebsite(urls: string[], name: string | null): string | null {
  const key = name ? normalizeKey(name).replace(/ /g, '') : '';
  const matching = key
    ? urls.find((url) => domainStem(url).includes(key.slice(0, 5)) || key.includes(domainStem(url)))
    : undefined;
  return matching ?? urls[0] ?? null;
}

// ---- Money and stage ------------------------------------------------------------------------------------

/**
 * An amount that is not the round's size: a SAFE's cap or a valuation ("$9M post-money cap"), money already
 * committed or raised ("$1.5M already committed"), or a conversion of the raise ("DKK 55M (≈ €7.4M)").
 */
const SECONDARY_AFTER =
  /^\s*\)?,?\s*(?:(?:pre|post)[- ]money|valuation|(?:valuation )?cap\b|already|committed|secured|soft[- ]circled|raised|closed|bewertung|zugesagt|comprometid|valoraci[óo]n|già|sottoscritt|d[ée]j[àa]|engag[ée]s)/i;
const SECONDARY_BEFORE =
  /(?:[≈~]|\bapprox(?:\.|imately)?|\bca\.|\bcap(?: of)?|\bvaluation(?: of)?|\bvaloraci[óo]n(?: de)?|\bavalia[çc][ãa]o(?: de)?|\bvalorisation(?: de)?|\bbewertung(?: von)?|\bat a|\bpre-money|\bpost-money|\bcerca de|\benviron|\betwa|\bcirca|\b(?:equivalente?|[ée]quivalent)(?: to| a| à)?(?: unos| unas| about| around| environ)?|\bentspricht(?: rund| etwa)?|\brund|\baprox(?:imadamente|\.)|\bof which|\bincluding|\bcommitted:?|\balready|\bbereits zugesagt|\bzugesagt:?)\s*\(?\s*$/i;

/**
 * The amount next to words that ask for money ("Raising $1.5M", "$500K" above "ANGEL ROUND"). Amounts with a
 * currency or a unit beat bare numbers, and ask slides are read first; a cap, a valuation, money already committed
 * and a conversion are not the raise.
 */
const HAS_MONEY = new RegExp(MONEY.source, 'i');

function findRaise(slides: Slide[]): string | null {
  const ordered = [
    ...slides.filter((slide) => slide.sections.has('ask')),
    ...slides.filter((slide) => !slide.sections.has('ask')),
  ];
  for (const slide of ordered) {
    const lines = withWrappedAmounts(rows(slide.lines));
    let best: { amount: string; score: number } | null = null;
    lines.forEach((line, index) => {
      // An ask slide's title asks for the money itself: "Funding" over "R12m to reach break-even".
      const cue =
        line.match(RAISE_CUE) ?? (slide.sections.has('ask') && slide.title.includes(line) ? line.match(/^/) : null);
      if (!cue) return;
      const nearby = [line.slice(cue.index), line, lines[index - 1] ?? '', lines[index + 1] ?? ''];
      // What follows each text, for a cap or a commitment wrapped onto the next line; a line with an amount of its
      // own is the next row of a terms table ("Pre-Money-Bewertung CHF 13 Mio."), not a wrapped one.
      const following = [lines[index + 1], lines[index + 1], line, lines[index + 2]].map((next) =>
        next && !HAS_MONEY.test(next) ? next : '',
      );
      // What precedes each text, for a conversion whose sign ended the line before ("AED 7,5 milhões (≈" /
      // "US$ 2 milhões)").
      const above = lines[index - 1] ?? '';
      const preceding = [`${above} ${line.slice(0, cue.index)}`, above, lines[index - 2] ?? '', line];
      nearby.forEach((text, distance) => {
        const after = `${text} ${following[distance]}`;
        const amount = [...text.matchAll(MONEY)]
          .find(
            (match) =>
              !SECONDARY_BEFORE.test(`${preceding[distance]} ${text.slice(0, match.index)}`.slice(-24)) &&
              !SECONDARY_AFTER.test(after.slice(match.index + match[0].length, match.index + match[0].length + 40)),
          )?.[0]
          ?.trim();
        // An amount in a currency without a rate ("240 millions de roupies") still counts; a tiny one does not.
        const usd = amount ? toUsd(amount) : null;
        if (!amount || (usd !== null && usd < 1000)) return;
        const score = (namesCurrency(amount) ? 2 : 0) + (/\d\s?\p{L}/iu.test(amount) ? 1 : 0) - distance * 0.1;
        if (!best || score > best.score) best = { amount, score };
      });
    });
    if (best) return (best as { amount: string }).amount;
  }
  return null;
}

/** Magnitudes written out, in the languages decks come in. */
const MAGNITUDE_WORDS =
  'millions?|millones|milh[õo]es|milioni|miliardi|milliards?|billions?|bilh[õo]es|miljoen|miljard|millionen|milliarden';
/**
 * A magnitude that starts a row, with the currency written after it: "milioni" under "Aumento di capitale seed da Nfa
 * 15", "miljoen euro" under "Eerste kapitaalronde (seed): 2,75".
 */
const MAGNITUDE_LED = new RegExp(
  `^(?:${MAGNITUDE_WORDS}|mio\\.|mrd\\.)(?!\\p{L})(?:${CURRENCY_WORDS}(?!\\p{L})|\\s?${CURRENCY_AFTER})?`,
  'iu',
);
/**
 * A currency written after an amount, as it may wrap onto the next line: a code or sign ("CFA" under "… 1,1 mil
 * milhões de francos"), or its name, perhaps after "de" or "di" ("lire egiziane", "de francos").
 */
const WRAPPED_CURRENCY = `(?:${CURRENCY_AFTER}|(?:(?:de|di)\\s)?(?:${NAMED_CURRENCY}|${CURRENCY_NAME_HEAD})|${CURRENCY_NAME_TAIL})`;
const CURRENCY_LED = new RegExp(`^${WRAPPED_CURRENCY}`, 'i');
/**
 * The end of an amount that may go on with its magnitude or currency on the next line: a figure, a magnitude, "Mio.",
 * "francos", "milioni di".
 */
const AMOUNT_END = new RegExp(
  `(?:\\d|\\b(?:${MAGNITUDE_WORDS}|mil|${CURRENCY_NAME_HEAD})(?:\\s(?:de|di))?|\\b(?:mio|mrd|tys|tsd)\\.)$`,
  'i',
);

/**
 * Rows whose amount wrapped before its magnitude or its currency get it back: "… da Nfa 15" / "milioni" is "… da Nfa
 * 15 milioni", "… 1,1 mil milhões de francos" / "CFA" is "… de francos CFA". A row's text wraps at the left margin;
 * a stat card's figure wraps in its column (joinWrappedMagnitudes), from the same words.
 */
function withWrappedAmounts(rows: string[]): string[] {
  return rows.map((row, index) => {
    const next = rows[index + 1] ?? '';
    const magnitude = /\d$/.test(row) ? next.match(MAGNITUDE_LED)?.[0] : undefined;
    const currency = !magnitude && AMOUNT_END.test(row) ? next.match(CURRENCY_LED)?.[0] : undefined;
    const wrapped = magnitude ?? currency;
    return wrapped ? `${row} ${wrapped}` : row;
  });
}

/**
 * A slide's text row by row: lines printed at the same height read left to right as one, so a terms table's label
 * and its value are one row even when the text layer keeps the columns apart ("Monto" … "₲ 10.000 millones").
 */
function rows(lines: PdfLine[]): string[] {
  const byRow: PdfLine[][] = [];
  for (const line of lines) {
    const row = byRow.find(
      (candidate) => candidate[0]!.page === line.page && Math.abs(candidate[0]!.y - line.y) < line.fontSize * 0.25,
    );
    if (row) row.push(line);
    else byRow.push([line]);
  }
  return byRow
    .sort((a, b) => a[0]!.y - b[0]!.y)
    .map((row) =>
      plain(
        row
          .sort((a, b) => a.x - b.x)
          .map((line) => line.text)
          .join(' '),
      ),
    );
}

/**
 * The round a note converts into names the next round, not this one: "Umwandlung in der Serie A 2026", "Conversión en
 * la ronda semilla con 20 % de descuento", "converts at the Series A".
 */
const CONVERSION_INTO =
  /\b(?:umwandlung|wandlung|conver(?:sion|ts?|ting|s[ãa]o|si[óo]n|sione|tit\p{L}*))\s+(?:in(?:to)?|at|en|em|nella?|dans|à|bei)\s[^\n.;]{0,40}/giu;

function findStage(slides: Slide[], fullText: string): string | null {
  // A stage named on the ask slide or next to a raise wins; then any standard stage; "Bridge" last.
  const askText = slides
    .filter((slide) => slide.sections.has('ask'))
    .map((slide) => slide.text)
    .join('\n');
  for (const source of [askText, fullText].map((text) => text.replace(CONVERSION_INTO, ' '))) {
    const found = STAGES.filter(([, pattern]) => pattern.test(source));
    if (found.length) return found.sort((a, b) => source.search(a[1]) - source.search(b[1]))[0]![0];
  }
  return /\bbridge\b/i.test(fullText) ? 'Bridge' : null;
}

// ---- People ---------------------------------------------------------------------------------------------

function findCofounders(slides: Slide[], fullText: string): Cofounder[] {
  const people: Cofounder[] = [];
  const add = (name: string, role: string | null) => {
    const clean = plain(name);
    if (
      !PERSON_NAME.test(clean) ||
      ROLE_WORDS.test(clean) ||
      people.some((p) => normalizeKey(p.name) === normalizeKey(clean))
    )
      return;
    people.push({ name: clean, role: role ? plain(role) : null, linkedin: null });
  };
  for (const slide of slides.filter((candidate) => candidate.sections.has('team'))) {
    slide.lines.forEach((line, index) => {
      const next = slide.lines[index + 1];
      const sameLine = line.text.match(/^(.+?),\s*(.+)$/);
      if (
        sameLine &&
        PERSON_NAME.test(sameLine[1]!.trim()) &&
        ROLE_WORDS.test(sameLine[2]!) &&
        wordCount(sameLine[2]!) <= 5 &&
        !/\bis\b/.test(sameLine[2]!)
      ) {
        add(sameLine[1]!, sameLine[2]!);
        return;
      }
      if (!next || !line.cells.every((cell) => PERSON_NAME.test(cell.text.trim()))) return;
      // Names in a row of cards, roles in the row below, matched by position.
      for (const cell of line.cells) {
        const role = next.cells.find(
          (candidate) => Math.abs(candidate.x - cell.x) < 20 && ROLE_WORDS.test(candidate.text),
        );
        if (role) add(cell.text, role.text);
      }
    });
  }
  // "Presented by: Jane Doe, Founder & CEO" on a cover or contact slide.
  for (const match of fullText.matchAll(
    /([\p{Lu}][\p{L}'’-]+(?:[ \t]+[\p{L}][\p{L}'’-]+){1,2}),[ \t]*((?:co-?)?founder[^\n,]*)/giu,
  )) {
    add(match[1]!.replace(/^.*:\s*/, ''), match[2]!);
  }
  const founders = people.filter((person) => person.role && FOUNDER_ROLE.test(person.role));
  const nonAdvisors = people.filter((person) => !/advis|investor|board/i.test(person.role ?? ''));
  return (founders.length ? founders : nonAdvisors).slice(0, 8);
}

function findInvestors(fullText: string): string[] {
  const names = new Set<string>();
  for (const line of fullText.split('\n')) {
    const cue = line.match(INVESTOR_CUE);
    if (cue) {
      for (const part of cue[2]!.split(/,|\band\b|&|\|/)) {
        const name = plain(part).replace(/[.;:]+$/, '');
        if (name && wordCount(name) <= 5 && /^\p{Lu}/u.test(name)) names.add(name);
      }
    }
  }
  for (const match of fullText.matchAll(KNOWN_BACKERS)) names.add(plain(match[0]));
  return [...names];
}

// ---- Traction and links ---------------------------------------------------------------------------------

/** Units of time a figure may carry: "3.2 days", "21 Tage", "9 dias". */
const TIME_UNITS = 'days?|tage|d[ií]as|jours|weeks?|wochen|semanas|semaines|hours|horas|heures|stunden|ore';
/** A currency a figure may name in words after its magnitude: "1,4 milioni di dinari", "32 crore rupees". */
const NAMED_AFTER_FIGURE = `(?:${CURRENCY_WORDS})?`;

/**
 * A figure: "$1.2M", "₦42M", "62%", "3x", a rating out of 5, 10 or 100 ("4.8/5"), a weight, power, energy or area
 * in unit symbols ("85 t", "1,200 kg", "2.5 MW", "3.2 GWh", "18 mil m²", "2'400 km²", "12 mil L", "27 GL", "3 200 h"), a magnitude as
 * a symbol or a word ("95 mil €", "COP 2.300 millones", "48 tys."); a unit written out ("18 tonnes") is part of the
 * description. The unit is on the figure's line: a stat card's "64" over "MWh under management" is 64, though a
 * magnitude (not a unit) may wrap under its figure ("R$ 310" / "mil"). Thousands may be grouped by commas, full
 * stops, apostrophes or spaces ("12 000", "CHF 940'000"); a space never joins two cells. Any currency money.ts knows
 * may come before the amount ("R$ 2.1M", "PLN 48K", "Rp 6,500", "R1.9m") or after it ("71.000 €", "1,9 M$", "4 M
 * FCFA"), not the next figure's ("41 €38K" is 41 and €38K); a change may carry its sign ("-63%", "+23 %"), a count
 * its plus ("10,000+"), touching it: "1.900 +23 %" is 1.900 and +23 %.
 */
const FIGURE = new RegExp(
  String.raw`(?:${CURRENCY}(?= ?\d) ?)?(?:(?<![\w.,])[-−+±×](?=\d))?(?:(?<!\w)\d{1,3}(?:['’ \u00a0\u202f]\d{3}(?![\d'’]))+(?:[.,]\d+)?|\d[\d,.]*)(?:(?<=\d\.)[–—](?!\d))?(?: ?\/ ?(?:5|10|100)\b| (?:su|sur|von) (?:5|10)\b| ?(?:k|m|mm|b|bn|lakhs?|crores?|cr|l|ml|gl|h|t|kg|ppm|[kmgt]wh?|kwp|mwp|mil|mila|mln|mld|mds?|juta|miliar|km|min|${TIME_UNITS})\b(?![À-ɏ²³]|\/\.)${NAMED_AFTER_FIGURE}|\n(?:k|m|mm|b|bn|mil|mila|mi|millones|milh[õo]es|millions?)\b(?!\/\.)| ?(?:mio|mrd|tys|tsd)\.${NAMED_AFTER_FIGURE}| (?:${MAGNITUDE_WORDS}|billion|mil|mi)\b${NAMED_AFTER_FIGURE})?(?: ?(?:k?m²|km2|m³|l\b))?(?: ?(?:${CURRENCY_AFTER})(?! ?\d))?(?: ?(?:%|x\b|×))?\+?`,
  'gi',
);

const FIGURE_ALONE = new RegExp(`^(?:${FIGURE.source})$`, 'i');
/** A stat card's text: a figure, then perhaps words ("24,000 ha", "6,2 milioni di euro"). */
const FIGURE_LED = new RegExp(`^(?:${FIGURE.source})(?:\\s|$)`, 'i');

/** Figures from traction slides and "traction" blocks, each with its bullet as the description. */
function findTractions(slides: Slide[]): string[] {
  const items: string[] = [];
  for (const slide of slides) {
    const lines = slide.sections.has('traction')
      ? slide.lines.filter((line) => !slide.title.includes(line.text))
      : blockUnder(slide, /\btraction\b/i);
    for (const item of bulletItems(joinStackedCurrencies(lines))) {
      for (const match of item.matchAll(FIGURE)) {
        // The full stop of "Mio.", "Mrd.", "kr." and "din." is the unit's.
        const value = match[0]
          .trim()
          .replace(/\s+/g, ' ')
          .replace(/(?<!\b(?:mio|mrd|tys|tsd|kr|din))[.,]+$/i, '');
        const digits = value.replace(/\D/g, '');
        const before = item.slice(0, match.index);
        // Years, dates and list numbering are not traction.
        if (/^(19|20)\d\d$/.test(value) || (/^\d$/.test(value) && /^\d[.)]/.test(item))) continue;
        if (!digits || /^0+$/.test(digits)) continue;
        // Nor are chart labels ("Q1", "Season 2", the year of "Jan 24") or the base of a percentage ("70% of 1,000 members").
        if (/^\d/.test(value) && LABEL_TOUCHING_NUMBER.test(before)) continue;
        if (/^\d{1,2}$/.test(value) && PERIOD_BEFORE_NUMBER.test(before)) continue;
        if (/^\d{2}$/.test(value) && PERIOD_BEFORE_YEAR.test(before)) continue;
        if (PERCENTAGE_BASE_BEFORE.test(before)) continue;
        // Nor is the end of a season or fiscal year ("2021/22").
        if (/^\d{2}$/.test(value) && /\b(?:19|20)\d\d\/$/.test(before)) continue;
        // Nor is an ordinal ("1º tri 2024", "1° sem. 2023") or a quarter written "1T24".
        if (/^(?:[ºª°]|\p{L}\d)/u.test(item.slice((match.index ?? 0) + match[0].length))) continue;
        items.push(`${value} — ${describeFigure(item, match.index ?? 0, match[0].length).replace(/\s+/g, ' ')}`);
      }
    }
  }
  return [...new Set(items)].slice(0, 20);
}

const MAX_FIGURE_DESCRIPTION = 110;

/** The bullet holding a figure, or, for a long run of slide text, the words around the figure. */
function describeFigure(item: string, start: number, length: number): string {
  if (item.length <= MAX_FIGURE_DESCRIPTION) return item;
  const context = Math.floor((MAX_FIGURE_DESCRIPTION - length) / 2);
  let from = Math.max(0, start - context);
  let to = Math.min(item.length, start + length + context);
  // Cut at word boundaries.
  if (from > 0) from = item.indexOf(' ', from) + 1 || from;
  if (to < item.length) to = item.lastIndexOf(' ', to) > start + length ? item.lastIndexOf(' ', to) : to;
  return `${from > 0 ? '…' : ''}${item.slice(from, to).trim()}${to < item.length ? '…' : ''}`;
}

/** The lines under a card heading that matches `pattern`, down to the next heading-sized line. */
function blockUnder(slide: Slide, pattern: RegExp): PdfLine[] {
  const start = slide.lines.findIndex((line) => pattern.test(line.text) && wordCount(line.text) <= 4);
  if (start < 0) return [];
  const heading = slide.lines[start]!;
  const block: PdfLine[] = [];
  for (const line of slide.lines.slice(start + 1)) {
    if (line.fontSize >= heading.fontSize - 0.5 || Math.abs(line.x - heading.x) > heading.fontSize * 4) break;
    block.push(line);
  }
  return block;
}

/** A magnitude alone on its line: "millones", "mil", "M". */
const MAGNITUDE_ALONE = new RegExp(
  `^(?:k|m|mm|mn|b|bn|mil|mila|mi|bi|mln|(?:${MAGNITUDE_WORDS})(?:\\s(?:de|di))?|mio\\.|mrd\\.)$`,
  'i',
);
/**
 * A magnitude, a currency, a per cent sign or a time unit written after the amount, alone in its cell: "millones",
 * "zł" under "310 tys.", "lire egiziane" under "31 milioni di", "%" under "−41", "dias" under "9".
 */
const WRAPPED_AFTER_FIGURE = new RegExp(
  `^(?:${MAGNITUDE_ALONE.source.slice(1, -1)}|${WRAPPED_CURRENCY}|%|${TIME_UNITS})$`,
  'i',
);

/**
 * A stat card's magnitude that wrapped under its figure while the next card's caption came first in reading order
 * ("COP 2.300" | "2,1 %", then "cartera vencida…" on the right, then "millones" under the first figure), alone on
 * its line or in a cell beside the next card's caption ("millones" | "plataforma"): the magnitude joins the figure in
 * the same column a line or two above.
 */
function joinWrappedMagnitudes(lines: PdfLine[]): PdfLine[] {
  const joined: PdfLine[] = [];
  // Where each figure's text now ends: a currency may wrap under the words that wrapped under the figure ("310
  // millones" / "de francos" / "CFA").
  const bottom = new Map<PdfLine, number>();
  for (const line of lines) {
    const rest = line.cells.filter((cell) => {
      const word = plain(cell.text);
      if (!WRAPPED_AFTER_FIGURE.test(word)) return true;
      const above = joined
        .slice(-6)
        .reverse()
        .find(
          (candidate) =>
            closeUnder(line, candidate, bottom.get(candidate)) &&
            candidate.cells.some((figure) => Math.abs(figure.x - cell.x) < 2 && AMOUNT_END.test(figure.text.trim())),
        );
      if (!above) return true;
      const cells = above.cells.map((figure) =>
        Math.abs(figure.x - cell.x) < 2 ? { ...figure, text: `${figure.text.trim()} ${word}` } : figure,
      );
      const grown = { ...above, cells, text: cells.map((figure) => figure.text).join(' ') };
      joined[joined.indexOf(above)] = grown;
      bottom.set(grown, line.y);
      return false;
    });
    if (rest.length === line.cells.length) joined.push(line);
    else if (rest.length) joined.push({ ...line, cells: rest, text: rest.map((cell) => cell.text).join(' ') });
  }
  return joined;
}

const CURRENCY_ALONE = new RegExp(`^(?:${CURRENCY})$`, 'i');

/**
 * Whether a stat card's line sits right under another whose text ends at `bottom`, on the same page: within 1.6
 * lines of the bigger font (a figure may be set smaller than its magnitude or currency).
 */
function closeUnder(line: PdfLine, above: PdfLine, bottom = above.y): boolean {
  return above.page === line.page && line.y - bottom < Math.max(above.fontSize, line.fontSize) * 1.6;
}

/**
 * A narrow stat card's currency set on its own line above the figure ("AED" / "940" / "mil", "SRD" | "6.300" over
 * "12,4" | "ha"): the currency joins the figure that starts the same column on the next line, and leaves its own.
 */
function joinStackedCurrencies(lines: PdfLine[]): PdfLine[] {
  const joined: PdfLine[] = [];
  for (const line of lines) {
    // The currency's line, a line or two up: a neighbouring card's caption may come between ("HKD" | "320", then
    // "restaurantes", then "9,8").
    const currencyAbove = (cell: PdfCell) => {
      if (!/^\d/.test(cell.text.trim())) return undefined;
      for (const above of joined.slice(-3).reverse()) {
        if (!closeUnder(line, above)) continue;
        const currency = above.cells.find(
          (candidate) => Math.abs(candidate.x - cell.x) < 2 && CURRENCY_ALONE.test(plain(candidate.text)),
        );
        if (currency) return { above, currency };
      }
      return undefined;
    };
    const moved = new Map<PdfLine, Set<PdfCell>>();
    const cells = line.cells.map((cell) => {
      const found = currencyAbove(cell);
      if (!found) return cell;
      moved.set(found.above, (moved.get(found.above) ?? new Set()).add(found.currency));
      return { ...cell, text: `${plain(found.currency.text)} ${cell.text.trim()}` };
    });
    for (const [above, currencies] of moved) {
      const left = above.cells.filter((cell) => !currencies.has(cell));
      const index = joined.indexOf(above);
      if (left.length) joined[index] = { ...above, cells: left, text: left.map((cell) => cell.text).join(' ') };
      else joined.splice(index, 1);
    }
    joined.push(moved.size ? { ...line, cells, text: cells.map((cell) => cell.text).join(' ') } : line);
  }
  return joined;
}

/** A bullet mark; a dash touching a digit is a minus sign ("-63%"), not a bullet. */
const BULLET = /^(?:[•·◦▪●■✓✔➢›▸▹►‣⁃*]|[–-](?!\d))\s*/;

/**
 * A bullet with the lines it wraps onto, or a run of lines without bullets; lines stay apart ("\n"), and so do a
 * line's cells ("\t"), so "Rp 6,500" beside "210" is not the figure "6,500 210".
 */
function bulletItems(lines: PdfLine[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const text = line.cells.map((cell) => plain(cell.text)).join('\t');
    if (BULLET.test(text) || items.length === 0) items.push(text.replace(BULLET, ''));
    else items[items.length - 1] += `\n${text}`;
  }
  return items;
}

function findSocialLinks(fullText: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const url of findUrls(fullText)) {
    for (const [name, host] of SOCIAL_HOSTS) if (host.test(url) && !links[name]) links[name] = url;
  }
  // "X: @DooCoins", "X/Instagram" followed by "@RangewayEV".
  const handle = fullText.match(/\b(?:twitter|x)(?:\/instagram)?\s*:?\s*\n?\s*(@\w{2,})/i);
  if (handle && !links.twitter) links.twitter = handle[1]!;
  return links;
}

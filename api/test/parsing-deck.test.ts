import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CANVA_DECK,
  canvaDeck,
  SEED_DECK,
  seedDeck,
  SHIFTED_FONT_DECK,
  SHIFTED_FONT_SENTENCES,
  shiftedFontDeck,
} from '../../fixtures/decks.mjs';
import { parseDeck, parseDeckPdf, type PdfText } from '../src/modules/parsing/index.js';
import { MONEY, toUsd } from '../src/modules/parsing/money.js';

// The decks are generated (fixtures/decks.mts) and laid out like real ones; each states the facts asserted here.
describe('parseDeck on generated decks', () => {
  it('reads every field of a 16:9 seed deck: name, website, stage, raise, sections, team and traction', async () => {
    const deck = await parseDeckPdf(await seedDeck());
    assert.equal(deck.startupName, SEED_DECK.startupName);
    assert.equal(deck.website, SEED_DECK.website);
    assert.equal(deck.industry, SEED_DECK.industry);
    assert.equal(deck.companyStage, SEED_DECK.stage);
    assert.equal(deck.raisingAmount, SEED_DECK.raising);
    assert.equal(deck.raisingAmountUsd, SEED_DECK.raisingUsd);
    assert.equal(deck.activeFundraising, true);
    assert.equal(deck.companyAddress, SEED_DECK.address);
    assert.deepEqual(deck.emails, SEED_DECK.emails);
    assert.deepEqual(deck.sections, SEED_DECK.sections);
    assert.equal(deck.pageCount, SEED_DECK.pageCount);
    // Names in a row of cards, roles in the row below; the head of growth is not a founder.
    assert.deepEqual(
      deck.cofounders,
      SEED_DECK.founders.map((founder) => ({ ...founder, linkedin: null })),
    );
    assert.deepEqual(
      deck.tractions,
      SEED_DECK.traction.map(({ value, bullet }) => `${value} — ${bullet}`),
    );
    assert.equal(deck.socialLinks.linkedin, SEED_DECK.linkedin);
    assert.deepEqual(deck.investors, SEED_DECK.investors);
    assert.ok(deck.problemCustomer?.startsWith(SEED_DECK.problem), deck.problemCustomer ?? 'no problem summary');
    assert.match(deck.marketOpportunity ?? '', /^TAM \$38B/);
    assert.match(deck.businessModel ?? '', /0\.5% fee on invoices/);
    assert.ok(deck.text.includes('Tidewise connects to a business’s bank accounts'));
  });

  it('reads a deck whose body fonts are shifted, and finds an angel round on a "Financial" slide', async () => {
    const deck = await parseDeckPdf(await shiftedFontDeck());
    assert.equal(deck.startupName, SHIFTED_FONT_DECK.startupName);
    assert.equal(deck.website, SHIFTED_FONT_DECK.website);
    assert.equal(deck.industry, SHIFTED_FONT_DECK.industry);
    assert.equal(deck.companyStage, SHIFTED_FONT_DECK.stage);
    assert.equal(deck.raisingAmount, SHIFTED_FONT_DECK.raising);
    assert.equal(deck.raisingAmountUsd, SHIFTED_FONT_DECK.raisingUsd);
    assert.equal(deck.activeFundraising, true);
    assert.equal(deck.companyAddress, SHIFTED_FONT_DECK.address);
    assert.deepEqual(deck.emails, SHIFTED_FONT_DECK.emails);
    assert.deepEqual(deck.sections, SHIFTED_FONT_DECK.sections);
    assert.deepEqual(
      deck.cofounders.map((person) => [person.name, person.role]),
      SHIFTED_FONT_DECK.founders.map((founder) => [founder.name, founder.role]),
    );
    assert.deepEqual(deck.tractions, []);
    assert.ok(
      deck.problemCustomer?.startsWith(SHIFTED_FONT_DECK.problem),
      deck.problemCustomer ?? 'no problem summary',
    );
    assert.equal(deck.pageCount, SHIFTED_FONT_DECK.pageCount);
    assert.ok(deck.text.includes(SHIFTED_FONT_SENTENCES.businessModel));
  });

  it('keeps an amount printed without currency and a URL wrapped over two lines (Canva export)', async () => {
    const deck = await parseDeckPdf(await canvaDeck());
    assert.equal(deck.startupName, CANVA_DECK.startupName);
    assert.equal(deck.website, CANVA_DECK.website);
    assert.equal(deck.raisingAmount, CANVA_DECK.raising);
    assert.equal(deck.raisingAmountUsd, CANVA_DECK.raisingUsd);
    assert.equal(deck.companyStage, CANVA_DECK.stage);
    assert.equal(deck.industry, CANVA_DECK.industry);
    assert.deepEqual(deck.sections, CANVA_DECK.sections);
    // The founder is named on the cover ("Tolu Adebayo, Founder & CEO"); there is no team slide.
    assert.deepEqual(deck.cofounders, [{ name: 'Tolu Adebayo', role: 'Founder & CEO', linkedin: null }]);
    assert.deepEqual(deck.emails, CANVA_DECK.emails);
    assert.deepEqual(deck.tractions, []);
  });
});

// Slides as text: each line is [text, font size, y (top-down)]; a slide's first line is its title.
type SlideSpec = [text: string, fontSize: number, y: number][];
const TITLE = 30;
const BODY = 19.5;

function slidesText(slides: SlideSpec[]): PdfText {
  const pages = slides.map((specs, index) => ({
    number: index + 1,
    width: 960,
    height: 540,
    lines: specs.map(([text, fontSize, y]) => {
      const width = text.length * fontSize * 0.5;
      const style = { fontSize, bold: false, italic: false };
      return {
        page: index + 1,
        text,
        x: 48,
        y,
        width,
        ...style,
        fontId: 'f1',
        cells: [{ text, x: 48, width, ...style }],
      };
    }),
  }));
  const lines = pages.flatMap((page) => page.lines);
  return {
    pageCount: pages.length,
    pages,
    lines,
    text: lines.map((line) => line.text).join('\n'),
    bodyFontSize: BODY,
  };
}

const cover = (name: string): SlideSpec => [
  [name, 63, 271],
  ['Software for busy teams', 22.5, 313],
  [`www.${name.toLowerCase()}.example.com`, 16.5, 394],
];
const slide = (title: string, ...body: string[]): SlideSpec => [
  [title, TITLE, 70],
  ...body.map((text, index): [string, number, number] => [text, BODY, 120 + index * 35]),
];
/** A line cut into stat cards: one cell per text, each starting at its x. */
const columns = (line: PdfText['lines'][number], cells: string[], xs: number[]) => {
  line.cells = cells.map((cell, at) => ({ ...line.cells[0]!, text: cell, x: xs[at]!, width: 120 }));
};
/** A deck of the given slides after a cover, parsed. */
const deckOf = (...slides: SlideSpec[]) => parseDeck(slidesText([cover('Dockyard'), ...slides]));
/** The figures of a deck's traction, without their descriptions. */
const figuresOf = (deck: ReturnType<typeof parseDeck>) => deck.tractions.map((traction) => traction.split(' — ')[0]);

describe('parseDeck on slides whose titles do not name their section', () => {
  it('reads the untitled slide after the cover that describes a pain as the problem, and the next as the solution', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Returns are broken', '• Each return costs retailers $18', '• Half of returned goods are never resold'),
        slide('Dockyard', '• Drop-off network with instant refunds', '• Resale routing in our hubs'),
        slide('Team', 'Ada Byron, CEO'),
      ]),
    );
    assert.equal(deck.sections.problem, true);
    assert.equal(deck.sections.solution, true);
    assert.equal(deck.problemCustomer, '• Each return costs retailers $18 • Half of returned goods are never resold');
    // The company's name as a slide title is that slide's title, not a logo repeated on every slide.
    assert.equal(deck.solutionProduct, '• Drop-off network with instant refunds • Resale routing in our hubs');
  });

  it('leaves a second slide that describes no pain, and a "Why now" slide after the problem, unread', () => {
    const calm = parseDeck(
      slidesText([cover('Dockyard'), slide('Our story', '• Started in Lyon in 2021'), slide('Market', '• $4B')]),
    );
    assert.equal(calm.sections.problem, false);
    assert.equal(calm.sections.solution, false);

    const whyNow = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Docs rot', '• Code samples break with every release'),
        slide('Why now', '• Every team ships weekly'),
      ]),
    );
    assert.equal(whyNow.sections.problem, true);
    assert.equal(whyNow.sections.solution, false);
  });

  it('reads "How X works" and "What we built" as solutions, "Revenue" and "Freemium" as business models, "Where we are" as traction', () => {
    const sectionsOf = (title: string) =>
      parseDeck(slidesText([cover('Dockyard'), slide('Problem', '• Slow'), slide(title, '• 212 kitchens live')]))
        .sections;
    assert.equal(sectionsOf('How Dockyard works').solution, true);
    assert.equal(sectionsOf('What we built').solution, true);
    assert.equal(sectionsOf('Revenue').business_model, true);
    assert.equal(sectionsOf('Freemium').business_model, true);
    assert.equal(sectionsOf('Revenue growth').business_model, false);
    assert.equal(sectionsOf('Where we are').traction, true);
  });

  it('reads a table of ticks and dashes, or a chart with arrowed axes, as the competition', () => {
    const table = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Problem', '• Slow'),
        slide('Solution', '• Fast'),
        slide('How we stack up', 'Instant refund Resale routing', 'Dockyard ✓ ✓', 'Carrier portals — —'),
      ]),
    );
    assert.equal(table.sections.competition, true);
    const chart = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Problem', '• Slow'),
        slide('Solution', '• Fast'),
        slide('Landscape', '↑ Works on existing lines', 'Dockyard', 'Paper laminates', 'Home-compostable →'),
      ]),
    );
    assert.equal(chart.sections.competition, true);
    // One tick per bullet is a list, not a comparison.
    const list = parseDeck(
      slidesText([cover('Dockyard'), slide('Problem', '• Slow'), slide('Highlights', '✓ Breakeven', '✓ Fast payback')]),
    );
    assert.equal(list.sections.competition, false);
  });
});

describe('parseDeck: the raise', () => {
  it('reads "Investment: USD 3 million" as the raise', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Investment', 'Investment: USD 3 million Series A', '• Expand to the Nordics'),
      ]),
    );
    assert.equal(deck.raisingAmount, 'USD 3 million');
    assert.equal(deck.raisingAmountUsd, 3_000_000);
    assert.equal(deck.companyStage, 'Series A');
  });

  it('reads the amount on a "Use of funds" slide when the ask slide names only the round', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Join our Series A', '• Lead investor confirmed', '• Closing in Q2'),
        slide('Use of funds', '$6M over 24 months', 'Hub network 45%'),
      ]),
    );
    assert.equal(deck.raisingAmount, '$6M');
    assert.equal(deck.activeFundraising, true);
  });

  it('finds no raise in a company update without an ask', () => {
    const deck = parseDeck(
      slidesText([cover('Dockyard'), slide('Where we are', '• $1.4M ARR'), slide('Investment thesis', '• We grow')]),
    );
    assert.equal(deck.raisingAmount, null);
  });
});

describe('parseDeck: traction figures', () => {
  const figures = (...body: string[]) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Traction', ...body)])).tractions.map(
      (traction) => traction.split(' — ')[0],
    );

  it('skips chart labels: quarters, seasons, "week-4" and years written "’26"', () => {
    assert.deepEqual(figures('GitHub installs', '1,100 Q1 2,600 Q2'), ['1,100', '2,600']);
    assert.deepEqual(figures('Hectares monitored', '12,000 Season 1 85,000 Season 2'), ['12,000', '85,000']);
    assert.deepEqual(figures('3,400 38%', 'users week-4 retention'), ['3,400', '38%']);
    assert.deepEqual(figures('Revenue through Jun ’26: ₹1.2 Cr'), ['₹1.2 Cr']);
  });

  it('reads a rating out of 5 and a weight in unit symbols as one figure', () => {
    assert.deepEqual(figures('1,150 62% 4.8/5', 'boxes reorder rating'), ['1,150', '62%', '4.8/5']);
    assert.deepEqual(figures('September 85 t', 'October 120 t'), ['85 t', '120 t']);
    assert.deepEqual(figures('• 18 tonnes shipped'), ['18']);
  });

  it('keeps a count after a rate ("per month 32") and drops the base of a percentage', () => {
    assert.deepEqual(figures('Matches per month', '32 57 96'), ['32', '57', '96']);
    assert.deepEqual(figures('• 70%+ purchase intent from 1,000+ members', '• 500+ subscribers'), ['70%+', '500+']);
  });
});

describe('parseDeck: broader raise cues, traction titles and a stricter pain rule', () => {
  it('reads the ask phrasings founders use: "seek", "round size", a stage before an amount', () => {
    const raised = (line: string) =>
      parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide('Next step', line)])).raisingAmount;
    assert.equal(raised('We seek $300,000 from angel investors'), '$300,000');
    assert.equal(raised('Round size: $1.8M Seed'), '$1.8M');
    assert.equal(raised('Series A — $9M'), '$9M');
    assert.equal(raised('Seed round of £2M'), '£2M');
    assert.equal(raised('Pre-seed: €600K to reach 5,000 families'), '€600K');
    // A stage without an amount after it asks for nothing.
    assert.equal(raised('Series A customers grew 3x, 4,000 seats'), null);
  });

  it('reads a slide whose headline asks for an amount as the ask', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        [
          ['Next step', TITLE, 70],
          ['Pre-seed: €600K to reach 5,000 families', 39, 180],
        ],
      ]),
    );
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.raisingAmount, '€600K');
  });

  it('reads "Results", "Highlights" and "Growth" as traction titles, not "Growth strategy"', () => {
    const traction = (title: string) =>
      parseDeck(slidesText([cover('Dockyard'), slide('Problem', '• Slow'), slide(title, '• 212 kitchens live')]))
        .sections.traction;
    assert.equal(traction('Results'), true);
    assert.equal(traction('Q4 highlights'), true);
    assert.equal(traction('Growth'), true);
    assert.equal(traction('Growth strategy'), false);
  });

  it('does not count a pain word inside a hyphenated compound ("Break-even")', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Q4 at a glance', '• Third port opened in November', '• Break-even at the first port'),
      ]),
    );
    assert.equal(deck.sections.problem, false);
  });
});

describe('parseDeck: wordings and units held-out v2 showed it missed', () => {
  const sectionsOf = (title: string) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide(title, '• Our people')])).sections;

  it('reads "Status quo" as the problem, "Management", "Why us" and "L’équipe" as the team, "Moat" as the competition', () => {
    assert.equal(sectionsOf('Status quo').problem, true);
    assert.equal(sectionsOf('Management').team, true);
    assert.equal(sectionsOf('Why us').team, true);
    assert.equal(sectionsOf('L’équipe').team, true);
    assert.equal(sectionsOf('Moat').competition, true);
    // "Management" inside another title is not the team.
    assert.equal(sectionsOf('Asset management').team, false);
  });

  it('reads French titles: "Le problème", "Le marché", "Levée de fonds" with "Nous levons 800 k€"', () => {
    const deck = parseDeck(
      slidesText([
        cover('Potager'),
        slide('Le problème', '• Les prix ont doublé'),
        slide('Le marché', '• 7 Md€'),
        slide('Levée de fonds', 'Nous levons 800 k€'),
      ]),
    );
    assert.equal(deck.sections.problem, true);
    assert.equal(deck.sections.market, true);
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.raisingAmount, '800 k€');
  });

  it('reads "Seed: €3M" as the raise', () => {
    const deck = parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide('The round', 'Seed: €3M')]));
    assert.equal(deck.raisingAmount, '€3M');
    assert.equal(deck.companyStage, 'Seed');
  });

  it('keeps power and energy units with their figure, on the figure’s line only', () => {
    const figures = (...body: string[]) =>
      parseDeck(slidesText([cover('Dockyard'), slide('Traction', ...body)])).tractions.map(
        (traction) => traction.split(' — ')[0],
      );
    assert.deepEqual(figures('Q1 2024 2.5 MW', 'Q2 2024 6 MW', '3.2 GWh delivered'), ['2.5 MW', '6 MW', '3.2 GWh']);
    assert.deepEqual(figures('140 MWh', '1,450 kWh'), ['140 MWh', '1,450 kWh']);
    // A stat card's figure over its description: the unit word on the next line is not the figure's.
    assert.deepEqual(figures('64 37', 'MWh under management sites connected'), ['64', '37']);
  });

  it('does not take a stat card’s figure set bigger than the title ("3.2 GWh") for the title', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        [
          ['Traction', TITLE, 70],
          ['3.2 GWh', 33, 320],
          ['shifted from noon to evening', 14, 345],
        ],
      ]),
    );
    assert.deepEqual(
      deck.tractions.map((traction) => traction.split(' — ')[0]),
      ['3.2 GWh'],
    );
  });
});

describe('parseDeck: wordings, amounts and figures held-out v3 showed it missed', () => {
  const sectionsOf = (title: string) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide(title, '• Our people')])).sections;
  const raiseOf = (title: string, ...body: string[]) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide(title, ...body)])).raisingAmount;
  const figures = (...body: string[]) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Traction', ...body)])).tractions.map(
      (traction) => traction.split(' — ')[0],
    );

  it('reads German and Spanish section titles', () => {
    assert.equal(sectionsOf('Unsere Lösung').solution, true);
    assert.equal(sectionsOf('Nuestra solución').solution, true);
    assert.equal(sectionsOf('Der Markt').market, true);
    assert.equal(sectionsOf('Geschäftsmodell').business_model, true);
    assert.equal(sectionsOf('Modelo de negocio').business_model, true);
    assert.equal(sectionsOf('Kennzahlen').traction, true);
    assert.equal(sectionsOf('Traktion').traction, true);
    assert.equal(sectionsOf('Tracción').traction, true);
    assert.equal(sectionsOf('Equipo').team, true);
    assert.equal(sectionsOf('Wettbewerb').competition, true);
    assert.equal(sectionsOf('Competencia').competition, true);
    assert.equal(sectionsOf('Finanzierung').ask, true);
    assert.equal(sectionsOf('Inversión').ask, true);
    assert.equal(sectionsOf('Ronda').ask, true);
  });

  it('reads "Proof points" as traction, "…-as-a-service" as the business model, "Invest" as the ask, "Landscape" alone as the competition', () => {
    assert.equal(sectionsOf('Proof points').traction, true);
    assert.equal(sectionsOf('Sensors-as-a-service').business_model, true);
    assert.equal(sectionsOf('Invest').ask, true);
    assert.equal(sectionsOf('Landscape').competition, true);
    // A landscape that is the problem is not the competition.
    assert.equal(sectionsOf('A fragmented landscape of payment solutions').competition, false);
  });

  it('reads "Wir suchen 2,5 Mio. €" and "Buscamos 600.000 €" as raises in European number formats', () => {
    assert.equal(raiseOf('Finanzierung', 'Wir suchen 2,5 Mio. € in einer Seed-Runde'), '2,5 Mio. €');
    assert.equal(raiseOf('Inversión', 'Buscamos 600.000 € — ronda pre-seed'), '600.000 €');
    const deck = parseDeck(slidesText([cover('Dockyard'), slide('Finanzierung', 'Wir suchen 2,5 Mio. €')]));
    assert.equal(deck.raisingAmountUsd, 2_700_000);
  });

  it('keeps a currency written before the amount: "US$ 4.5M", "NOK 80M"', () => {
    assert.equal(raiseOf('The ask', 'Raising US$ 4.5M Series A'), 'US$ 4.5M');
    assert.equal(raiseOf('The ask', 'Raising NOK 80M'), 'NOK 80M');
  });

  it('takes the round, not a SAFE’s cap, money already committed or a conversion', () => {
    assert.equal(raiseOf('Invest', 'Join our $1.2M pre-seed round (SAFE, $9M', 'post-money cap)'), '$1.2M');
    assert.equal(raiseOf('Invest', 'Raising a $900K pre-seed on a SAFE with a $7M valuation cap'), '$900K');
    assert.equal(raiseOf('The raise', 'Seed round — $3M, $1M already committed'), '$3M');
    assert.equal(raiseOf('Financing', 'Round Series A', 'Amount NOK 80M (≈ €6.9M)', 'Committed NOK 30M'), 'NOK 80M');
  });

  it('keeps a minus sign, a dollar’s country, a currency code and a trailing euro with traction figures', () => {
    assert.deepEqual(figures('14 -41%', 'wards live agency shifts booked'), ['14', '-41%']);
    assert.deepEqual(figures('MX$ 3.2M', 'MX$ 6.8M'), ['MX$ 3.2M', 'MX$ 6.8M']);
    assert.deepEqual(figures('NOK 11.5M 9', 'annual recurring revenue farming groups'), ['NOK 11.5M', '9']);
    assert.deepEqual(figures('42.000 € -38 %', 'MRR weniger Notfalleinsätze'), ['42.000 €', '-38 %']);
    // A euro that starts the next figure is not the previous figure's.
    assert.deepEqual(figures('41 €38K', 'boats signed up monthly revenue'), ['41', '€38K']);
    // A dash and a space start a bullet, not a negative figure.
    assert.deepEqual(figures('- 120 clinics live'), ['120']);
  });

  it('reads an untitled slide with a chart of figures as the traction, without the years of its axis', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Problem', '• Stalls lose sales'),
        slide('Solution', '• Tap to pay on a phone'),
        [
          ['Stallholders are switching', TITLE, 70],
          ['Active stalls per month', 13, 115],
          ['1,320', 13, 151],
          ['880', 13, 213],
          ['510', 13, 266],
          ['Mar 25 Apr 25 May 25', 11, 368],
          ['17 -22%', 33, 444],
          ['markets live cash handling time', 14, 469],
        ],
        slide('Team', '• Two founders'),
      ]),
    );
    assert.equal(deck.sections.traction, true);
    assert.deepEqual(
      deck.tractions.map((traction) => traction.split(' — ')[0]),
      ['1,320', '880', '510', '17', '-22%'],
    );
    // A split of the money in percentages is no traction chart.
    const funds = parseDeck(
      slidesText([cover('Dockyard'), slide('Where the money goes next', '40%', '35%', '25%'), slide('Team', '• Us')]),
    );
    assert.equal(funds.sections.traction, false);
  });

  it('does not count the year of "Jan 24" or "Q3 25" on an axis as a figure', () => {
    assert.deepEqual(figures('R$ 2.1M R$ 3.4M', 'Jan 24 Apr 24'), ['R$ 2.1M', 'R$ 3.4M']);
    assert.deepEqual(figures('132 74', 'Q1 24 Q2 24'), ['132', '74']);
  });
});

describe('parseDeck: wordings, amounts and figures held-out v4 showed it missed', () => {
  const sectionsOf = (...slides: Parameters<typeof slidesText>[0]) => parseDeck(slidesText(slides)).sections;
  const figures = (...body: string[]) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Traction', ...body)])).tractions.map(
      (traction) => traction.split(' — ')[0],
    );

  it('reads "Equipa" as the team and "Investitionsbedarf: 650.000 €" as the ask and the raise', () => {
    assert.equal(sectionsOf(cover('Dockyard'), slide('Market', '• $4B'), slide('Equipa', '• Nós')).team, true);
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Markt', '• 36.000 Hallen'),
        slide('Investitionsbedarf', 'Investitionsbedarf: 650.000 € (Pre-', 'Seed, Wandeldarlehen)'),
      ]),
    );
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.raisingAmount, '650.000 €');
    // "Pre-Seed" wrapped after its hyphen is still the pre-seed stage.
    assert.equal(deck.companyStage, 'Pre-Seed');
  });

  it('reads a title about market traders as the problem it describes, not the market', () => {
    const sections = sectionsOf(
      cover('Paystrand'),
      slide('Market traders run on cash', 'Traders pay 10% a month to lenders and have no record a bank can read.'),
      slide('Paystrand', '• Accept transfers at the stall'),
      slide('Team', '• Two founders'),
    );
    assert.equal(sections.market, false);
    assert.equal(sections.problem, true);
    assert.equal(sections.solution, true);
    // "Market size" and "Addressable market" still name the market.
    assert.equal(sectionsOf(cover('Dockyard'), slide('Market size', '• $4B')).market, true);
    assert.equal(sectionsOf(cover('Dockyard'), slide('Addressable market', '• $4B')).market, true);
  });

  it('keeps the naira, "mil" thousands and square metres with their figures, and a plus sign with the next figure', () => {
    assert.deepEqual(figures('₦310M ₦180M', 'Jun Aug'), ['₦310M', '₦180M']);
    assert.deepEqual(figures('2022 95 mil €', '2023 310 mil €', '18 mil m² 23'), [
      '95 mil €',
      '310 mil €',
      '18 mil m²',
      '23',
    ]);
    assert.deepEqual(figures('1.900 +23 %', 'docentes mejora en exámenes'), ['1.900', '+23 %']);
    assert.deepEqual(figures('10,000+ 4.8/5', 'downloads rating'), ['10,000+', '4.8/5']);
  });

  it('does not count the year of a "Q1/24" axis label', () => {
    assert.deepEqual(figures('7 4', 'Q1/24 Q2/24'), ['7', '4']);
  });
});

describe('parseDeck: titles, asks and figures held-out v5 showed it missed', () => {
  const sectionsOf = (title: string) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide(title, '• Our people')])).sections;
  const figures = (...body: string[]) =>
    deckOf(slide('Traction', ...body)).tractions.map((traction) => traction.split(' — ')[0]);

  it('reads problem, solution, market, model, traction, team and ask titles in five languages', () => {
    for (const title of ['Le constat', 'Ausgangslage', 'El reto', 'The gap', 'Desafios'])
      assert.equal(sectionsOf(title).problem, true, title);
    for (const title of ['Unser Ansatz', 'Qué hacemos']) assert.equal(sectionsOf(title).solution, true, title);
    assert.equal(sectionsOf('Oportunidad').market, true);
    for (const title of ['Modèle d’affaires', 'How we earn'])
      assert.equal(sectionsOf(title).business_model, true, title);
    for (const title of ['Où nous en sommes', 'Pilotos com laticínios'])
      assert.equal(sectionsOf(title).traction, true, title);
    for (const title of ['Time', 'Geschäftsleitung']) assert.equal(sectionsOf(title).team, true, title);
    // "Time" names the team only alone: "Time to market" does not.
    assert.equal(sectionsOf('Time to market').team, false);
    for (const title of ['Notre ronde', 'Utilisation des fonds']) assert.equal(sectionsOf(title).ask, true, title);
  });

  it('finds the raise on a use-of-funds slide, in a terms table, under an ask title alone, in words', () => {
    const usd = (deck: ReturnType<typeof deckOf>) => [deck.raisingAmount, deck.raisingAmountUsd];
    assert.deepEqual(usd(deckOf(slide('Utilisation des fonds', '1,2 M$ pour 18 mois de croissance'))), [
      '1,2 M$',
      1_200_000,
    ]);
    const table = deckOf(
      slide('Finanzierungsrunde', 'Runde Seed', 'Volumen CHF 3,2 Mio.', 'Bereits zugesagt CHF 1,4 Mio.'),
    );
    assert.equal(table.raisingAmount, 'CHF 3,2 Mio.');
    assert.deepEqual(usd(deckOf(slide('Funding', 'R12m to reach break-even in Gauteng'))), ['R12m', 660_000]);
    assert.deepEqual(usd(deckOf(slide('Ronda Serie A', 'Buscamos 4,5 millones de euros para crecer'))), [
      '4,5 millones de euros',
      4_860_000,
    ]);
    const real = deckOf(slide('Investimento', 'Captando R$ 2,5 milhões na rodada Pré-Seed'));
    assert.deepEqual(usd(real), ['R$ 2,5 milhões', 450_000]);
    assert.equal(real.companyStage, 'Pre-Seed');
    assert.equal(deckOf(slide('Ronda Serie A', 'Buscamos 4,5 millones de euros')).companyStage, 'Series A');
  });

  it('keeps litres after "mil", the rand, the full stop of "Mio." and a magnitude wrapped under its figure', () => {
    assert.deepEqual(figures('1º tri 2024 12 mil L', '2º tri 2024 31 mil L'), ['12 mil L', '31 mil L']);
    assert.deepEqual(figures('11,300 R1.9m', 'active policies premiums'), ['11,300', 'R1.9m']);
    assert.deepEqual(figures('CHF 1,1 Mio.', 'Jahresumsatz'), ['CHF 1,1 Mio.']);
    assert.deepEqual(figures('R$ 310', 'mil', 'em pedidos assinados'), ['R$ 310 mil']);
    // A unit under a stat card's figure is its description: "64" over "MWh under management" is 64.
    assert.deepEqual(figures('64', 'MWh under management'), ['64']);
  });
});

describe('parseDeck: titles, currencies and figures held-out v7 showed it missed', () => {
  const sectionsOf = (title: string) =>
    parseDeck(slidesText([cover('Dockyard'), slide('Market', '• $4B'), slide(title, '• Our people')])).sections;
  const figures = (...body: string[]) =>
    deckOf(slide('Traction', ...body)).tractions.map((traction) => traction.split(' — ')[0]);

  it('reads more section titles in the five languages', () => {
    assert.equal(sectionsOf('El dolor de las pymes').problem, true);
    for (const title of ['Qué resolvemos', 'Notre réponse']) assert.equal(sectionsOf(title).solution, true, title);
    assert.equal(sectionsOf('Zielmarkt').market, true);
    for (const title of ['Cómo ganamos plata', 'Comment nous gagnons de l’argent', 'Modelo de receita'])
      assert.equal(sectionsOf(title).business_model, true, title);
    for (const title of ['Nos résultats', 'Growth to date']) assert.equal(sectionsOf(title).traction, true, title);
    for (const title of ['Quiénes somos', 'Das Gründungsteam']) assert.equal(sectionsOf(title).team, true, title);
    for (const title of ['Cenário competitivo', 'Paysage concurrentiel', 'Alternativas'])
      assert.equal(sectionsOf(title).competition, true, title);
    for (const title of ['Beteiligungsangebot', 'Notre levée']) assert.equal(sectionsOf(title).ask, true, title);
  });

  it('reads raises and figures in CFA francs, shillings and pesos, and "milliard"', () => {
    const cfa = deckOf(slide('Notre levée', 'Objectif de levée : 1,2 milliard de FCFA (≈ 1,8 M€)'));
    assert.deepEqual([cfa.raisingAmount, cfa.raisingAmountUsd], ['1,2 milliard de FCFA', 1_920_000]);
    assert.deepEqual(figures('41 M FCFA', '23 M FCFA', 'T1 T2'), ['41 M FCFA', '23 M FCFA']);
    assert.deepEqual(figures('KES 126M KES 77M', 'Q4 Q3'), ['KES 126M', 'KES 77M']);
    assert.deepEqual(figures('CLP 62 MM', 'GMV mensual'), ['CLP 62 MM']);
  });

  it('keeps a row of big stat figures out of the title, and quarters and months off the figures', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Tração', TITLE, 70],
        ['1T24 210 clientes', BODY, 140],
        ['2T24 540 clientes', BODY, 175],
        ['R$ 410 mil 12 MWp', 33, 315],
        ['receita recorrente mensal (dez/24) em usinas contratadas', 14, 340],
      ],
    ]);
    // The two stat figures, set bigger than the title, are two cells of one row.
    const row = text.pages[1]!.lines[3]!;
    row.cells = [
      { ...row.cells[0]!, text: 'R$ 410 mil', width: 170 },
      { ...row.cells[0]!, text: '12 MWp', x: 400, width: 110 },
    ];
    const deck = parseDeck(text);
    assert.deepEqual(
      deck.tractions.map((traction) => traction.split(' — ')[0]),
      ['210', '540', 'R$ 410 mil', '12 MWp'],
    );
    assert.deepEqual(figures('31.900 24.700', 'Jän. 24 Apr. 24'), ['31.900', '24.700']);
  });
});

describe('parseDeck: currencies, stages and untitled slides held-out v8 showed it missed', () => {
  const figures = (...body: string[]) =>
    deckOf(slide('Traction', ...body)).tractions.map((traction) => traction.split(' — ')[0]);

  it('values amounts in any common ISO currency, grouped by spaces or apostrophes, with magnitudes in words', () => {
    assert.equal(toUsd('PLN 9.5M'), 2_375_000);
    assert.equal(toUsd('IDR 38 billion'), 2_356_000);
    assert.equal(toUsd('1 800 000 $'), 1_800_000);
    assert.equal(toUsd("CHF 120'000"), 135_600);
    assert.equal(toUsd('COP 5.200 millones'), 1_248_000);
    assert.equal(toUsd('1,9 M$'), 1_900_000);
    assert.equal(toUsd('1,1 mil milhões USD'), 1_100_000_000);
    assert.equal(toUsd('48 tys. zł'), 12_000);
    // Codes that are everyday words, and grams, are not money.
    assert.deepEqual('all 3 products, 5 g each'.match(MONEY), null);
  });

  it('reads stages in French, Spanish and Portuguese as the product names them, not a farm’s seed', () => {
    const stageOf = (line: string) =>
      deckOf(slide('Problem', '• Farmers plant without semente melhorada', line)).companyStage;
    assert.equal(stageOf("Ronde d'amorçage · 2025"), 'Seed');
    assert.equal(stageOf('Ronda Semilla · 2025'), 'Seed');
    assert.equal(stageOf('Ronda pré-semente · Beira'), 'Pre-Seed');
    assert.equal(stageOf('Insumos: semente melhorada'), null);
  });

  it('takes the raise in any currency over a cap in dollars, a space-grouped raise, and a stage title as the ask', () => {
    const cop = deckOf(
      slide(
        'Súmate a nuestra ronda',
        '▸ Monto: COP 5.200 millones (≈ USD 1,3 millones)',
        '▸ Instrumento: SAFE con tope de valoración de USD 9 millones',
      ),
    );
    assert.equal(cop.raisingAmount, 'COP 5.200 millones');
    assert.equal(deckOf(slide('Notre financement', 'Nous recherchons 1 800 000 $ pour')).raisingAmount, '1 800 000 $');
    const seriesA = deckOf(slide('Series A', 'Round Series A', 'Size IDR 38 billion (≈ US$2.4M)'));
    assert.equal(seriesA.sections.ask, true);
    assert.equal(seriesA.raisingAmount, 'IDR 38 billion');
  });

  it('keeps currency codes, grouped thousands, areas and "M$" with their figures, one figure per cell', () => {
    assert.deepEqual(figures('PLN 67K', 'PLN 48K', '−42% call-backs'), ['PLN 67K', 'PLN 48K', '-42%']);
    assert.deepEqual(figures('12 000 entailles', "CHF 940'000", "2'400 km²", '1,9 M$'), [
      '12 000',
      "CHF 940'000",
      "2'400 km²",
      '1,9 M$',
    ]);
    const text = slidesText([cover('Dockyard'), slide('Network', 'Rp 6,500 210')]);
    const row = text.pages[1]!.lines[1]!;
    row.cells = [
      { ...row.cells[0]!, text: 'Rp 6,500', width: 120 },
      { ...row.cells[0]!, text: '210', x: 400, width: 40 },
    ];
    text.pages[1]!.lines[0]!.text = 'Traction';
    text.pages[1]!.lines[0]!.cells = [{ ...text.pages[1]!.lines[0]!.cells[0]!, text: 'Traction' }];
    assert.deepEqual(
      parseDeck(text).tractions.map((traction) => traction.split(' — ')[0]),
      ['Rp 6,500', '210'],
    );
  });

  it('keeps hours and gigalitres with their figures, not hectares or the first letter of a word, nor "2021/22"', () => {
    assert.deepEqual(figures('3 200 h 27 GL', 'Stunden'), ['3 200 h', '27 GL']);
    assert.deepEqual(figures('310,000 ha 46 Hänge'), ['310,000', '46']);
    assert.deepEqual(figures('2021/22 MZN 2,4 M', '2022/23 MZN 7,9 M'), ['MZN 2,4 M', 'MZN 7,9 M']);
  });

  it('joins a magnitude wrapped under its stat figure after the next card’s caption, and keeps it out of the title', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Traction', TITLE, 73],
        ['COP 2.300 2,1 %', 33, 163],
        ['cartera vencida', 14, 189],
        ['millones', 33, 202],
        ['cobrados con QR', 14, 227],
      ],
    ]);
    const [, figures, caption, magnitude] = text.pages[1]!.lines;
    figures!.cells = [
      { ...figures!.cells[0]!, text: 'COP 2.300', x: 360, width: 150 },
      { ...figures!.cells[0]!, text: '2,1 %', x: 654, width: 80 },
    ];
    for (const [line, x] of [
      [caption!, 654],
      [magnitude!, 360],
    ] as const) {
      line.x = x;
      line.cells = [{ ...line.cells[0]!, x }];
    }
    const deck = parseDeck(text);
    assert.deepEqual(
      deck.tractions.map((traction) => traction.split(' — ')[0]),
      ['COP 2.300 millones', '2,1 %'],
    );
  });

  it('takes the raise from a terms table whose next row is the valuation', () => {
    const deck = deckOf(
      slide('Finanzierungsrunde', 'Runde Seed', 'Kapitalbedarf CHF 4,5 Mio.', 'Pre-Money-Bewertung CHF 13 Mio.'),
    );
    assert.deepEqual([deck.raisingAmount, deck.raisingAmountUsd], ['CHF 4,5 Mio.', 5_085_000]);
  });

  it('reads more section titles: Ertragsmodell, Como ganhamos dinheiro, Resultados', () => {
    const sectionsOf = (title: string) => deckOf(slide(title, '• A point')).sections;
    assert.equal(sectionsOf('Ertragsmodell').business_model, true);
    assert.equal(sectionsOf('Como ganhamos dinheiro').business_model, true);
    assert.equal(sectionsOf('Resultados').traction, true);
  });

  it('places untitled slides: a bottleneck after the cover, a market in billions, rows of big figures', () => {
    const bigFigures = (figure: string, caption: string): SlideSpec => [
      ['Lo que llevamos', TITLE, 70],
      [figure, 33, 163],
      [caption, 14, 189],
      ['en tres ciudades', 14, 205],
    ];
    const deck = deckOf(
      slide('Installers are the bottleneck', '› A quote takes a site visit', '› One in five pumps is oversized'),
      slide('One scan, one quote', '› The installer walks the house'),
      slide('Where the heat pumps go', '€1.6B heat-pump installations per year'),
      bigFigures('18.400', 'vendedores activos'),
      bigFigures('38,000', 'households selling to us'),
      slide('Our people', 'Ada Byron, CEO'),
    );
    assert.equal(deck.sections.problem, true);
    assert.equal(deck.sections.solution, true);
    assert.equal(deck.sections.market, true);
    assert.equal(deck.sections.traction, true);
    assert.deepEqual(
      deck.tractions.map((traction) => traction.split(' — ')[0]),
      ['18.400', '38,000'],
    );
  });
});

describe('parseDeck: local currencies, sentence titles and terms tables held-out v9 showed it missed', () => {
  it('values local currency abbreviations and signs: TSh, Kz, ₲, dinars alone and in millions', () => {
    assert.equal(toUsd('TSh 7.2bn'), 2_736_000);
    assert.equal(toUsd('Kz 96 M'), 105_600);
    assert.equal(toUsd('₲ 10.000 millones'), 1_300_000);
    assert.equal(toUsd('24 300 DT'), 7_776);
    assert.equal(toUsd('4,5 MDT'), 1_440_000);
    assert.equal(toUsd('1,3 Md DT'), 416_000_000);
    // Dinars have three decimals: "0,800 DT" is not eight hundred.
    assert.equal(toUsd('250,800 DT'), 80_256);
    assert.equal(toUsd('0,800 DT'), 0);
  });

  it('places slides with sentence titles: a pain, the answer, a price, founders’ roles, a positioning chart', () => {
    const deck = deckOf(
      slide(
        'Conseguir una barcaza todavía depende de una llamada',
        '→ Los exportadores reservan espacio por teléfono',
        '→ Una barcaza que vuelve vacía cuesta ₲ 95 millones por viaje',
      ),
      slide('Dockyard junta la carga con el espacio libre', '→ Precio por tonelada en línea'),
      slide('Cobramos una comisión por tonelada reservada', '→ ₲ 9.500 por tonelada reservada'),
      slide('Somos gente de río', 'Lorena Benítez', 'CEO', 'Rodrigo Ibáñez', 'CTO'),
      slide('Lo que hoy usan no alcanza', 'Carga de retorno →', 'Dockyard', 'Navieras', 'Transparencia de precios →'),
    );
    assert.deepEqual(
      Object.entries(deck.sections)
        .filter(([, found]) => found)
        .map(([section]) => section),
      ['problem', 'solution', 'business_model', 'team', 'competition'],
    );
    assert.equal(deck.problemCustomer?.includes('por teléfono'), true);
    assert.equal(deck.businessModel, '→ ₲ 9.500 por tonelada reservada');
  });

  it('reads a price only as a price: fees collected per term on a chart are no business model', () => {
    const deck = deckOf(slide('Fees collected per term grew sixfold', 'TSh 310M', 'TSh 690M', 'TSh 1.2bn'));
    assert.equal(deck.sections.business_model, false);
    assert.equal(deck.sections.traction, true);
  });

  it('reads a split of the money into shares of 100 % as the ask, and takes its amount from the title', () => {
    const deck = deckOf(slide('À quoi serviront les 4,5 MDT', 'Recrutement de chauffeurs 40%', '35%', '25%'));
    assert.equal(deck.sections.ask, false, 'a share inside a sentence is no split');
    const split = deckOf(
      slide('À quoi serviront les 4,5 MDT', 'Recrutement', '40%', 'Produit', '35 %', 'Marketing', '25%'),
    );
    assert.equal(split.sections.ask, true);
    assert.deepEqual([split.raisingAmount, split.raisingAmountUsd], ['4,5 MDT', 1_440_000]);
    assert.equal(deckOf(slide('Churn by cohort', 'January', '40%', 'February', '35%')).sections.ask, false);
  });

  it('reads a chart of figures as traction beside a slide titled for it, without its period labels', () => {
    const deck = deckOf(
      slide('Fees collected per term grew sixfold', 'TSh 310M', 'TSh 690M', 'TSh 1.2bn', 'Term 1 2023 Term 2 2023'),
      slide('Where we are today', '1,140 schools'),
    );
    assert.deepEqual(figuresOf(deck), ['TSh 310M', 'TSh 690M', 'TSh 1.2bn', '1,140']);
    assert.deepEqual(
      figuresOf(
        deckOf(slide('Traction', 'Obras concluídas por ano 3 obras', '14.600 m² de fachada', '1,9 Mio. m³ Erdgas')),
      ),
      ['3', '14.600 m²', '1,9 Mio. m³'],
    );
  });

  it('takes the raise from a terms table whose labels and values the text layer keeps in separate columns', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['¿Nos acompañás?', TITLE, 68],
        ['Monto', 15.7, 194],
        ['Instrumento', 15.7, 237],
        ['₲ 10.000 millones (≈ US$ 1,3 millones)', 15.7, 194],
        ['SAFE con tope de valoración de US$ 8 millones', 15.7, 237],
      ],
    ]);
    for (const line of text.pages[1]!.lines.slice(3)) {
      line.x = 229;
      line.cells = [{ ...line.cells[0]!, x: 229 }];
    }
    assert.equal(parseDeck(text).raisingAmount, '₲ 10.000 millones');
  });

  it('names a round between seed and Series A as such', () => {
    const stageOf = (line: string) => deckOf(slide('The round', line)).companyStage;
    assert.equal(stageOf('Round: Pre-Series A'), 'Pre-Series A');
    assert.equal(stageOf('Round: Series A'), 'Series A');
  });
});

describe('parseDeck: Italian and Polish decks, Chilean money and named rounds held-out v10 showed it missed', () => {
  const found = (deck: ReturnType<typeof parseDeck>) =>
    Object.entries(deck.sections)
      .filter(([, yes]) => yes)
      .map(([section]) => section);

  it('reads Italian and Polish section titles and prices', () => {
    const italian = deckOf(
      slide('Come arriva una cassa di verdura a 2.500 metri?', '• In elicottero, e solo con il bel tempo'),
      slide('Droni cargo da 40 kg', '• Voli programmati dalla valle al rifugio'),
      slide('Abbonamento stagionale più un costo per volo', '• CHF 4.900 a stagione per rifugio'),
      slide('Chi siamo', 'Giulia Pedrazzini, CEO'),
      slide('Gerla e le alternative', '• Elicotteri'),
    );
    assert.deepEqual(found(italian), ['problem', 'solution', 'business_model', 'team', 'competition']);
    const polish = deckOf(
      slide('Abonament miesięczny za każdego lekarza', '• 249 zł miesięcznie za jednego lekarza'),
      slide('Zespół', 'Małgorzata Kędzior, CEO'),
      slide('Szukamy 6,5 mln zł', '• Około 1,5 mln EUR'),
    );
    assert.deepEqual(found(polish), ['business_model', 'team', 'ask']);
    assert.deepEqual([polish.raisingAmount, polish.raisingAmountUsd], ['6,5 mln zł', 1_625_000]);
  });

  it('reads a question right after the cover as the problem, and a "Why now?" slide that sizes the market', () => {
    const deck = deckOf(
      slide('¿Cuánto tarda en detectarse un incendio forestal?', '• 47 minutos en promedio'),
      slide('Cámaras en las torres que ya existen', '• Cámaras de 360°'),
      slide('Why now?', '11 million factory workers', '₫1,050 trillion paid in wages every year'),
    );
    assert.deepEqual(found(deck), ['problem', 'solution', 'market']);
  });

  it('values Chilean UF and millions of pesos, and takes the UF amount as the raise over its conversion', () => {
    assert.equal(toUsd('UF 48.000'), 1_920_000);
    assert.equal(toUsd('MM$ 410'), 410_000);
    const deck = deckOf(
      slide('¿Nos ayudas a llegar a un millón de hectáreas?', 'UF 48.000 (≈ MM$ 1.850) en una ronda ángel'),
    );
    assert.equal(deck.raisingAmount, 'UF 48.000');
    assert.equal(deck.companyStage, 'Angel round');
  });

  it('names a bridge round as the stage even when the deck says what Series A comes after it', () => {
    const deck = deckOf(
      slide('Why a bridge round now?', '› We plan our Series A after the 2025 harvest'),
      slide('Bridge round terms', 'Amount ₺85M (≈ US$2.4M)'),
    );
    assert.equal(deck.companyStage, 'Bridge');
    assert.equal(deckOf(slide('Use of funds', 'A bridge to profitability')).companyStage, 'Bridge');
  });

  it('joins a currency wrapped under its stat figure, keeps "±" with its figure, and reads "in numbers" as traction', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Gdzie jesteśmy dziś?', TITLE, 73],
        ['1 240 310 tys.', 33, 163],
        ['gabinetów', 14, 189],
        ['zł', 14, 202],
      ],
    ]);
    const [, figures, caption, currency] = text.pages[1]!.lines;
    figures!.cells = [
      { ...figures!.cells[0]!, text: '1 240', x: 66, width: 100 },
      { ...figures!.cells[0]!, text: '310 tys.', x: 286, width: 120 },
    ];
    caption!.cells = [{ ...caption!.cells[0]!, x: 66 }];
    currency!.x = 286;
    currency!.cells = [{ ...currency!.cells[0]!, x: 286 }];
    text.pages[1]!.lines[0]!.cells = [{ ...text.pages[1]!.lines[0]!.cells[0]!, text: 'Traction' }];
    text.pages[1]!.lines[0]!.text = 'Traction';
    assert.deepEqual(figuresOf(parseDeck(text)), ['1 240', '310 tys. zł']);
    const numbers = deckOf(slide('The 2024 season in numbers', '₺31.4M revenue', '±7% forecast error'));
    assert.equal(numbers.sections.traction, true);
    assert.deepEqual(figuresOf(numbers), ['₺31.4M', '±7%']);
  });
});

describe('parseDeck: a round the company already raised', () => {
  it('is history, not the ask: a chart titled "… since our seed round" is traction', () => {
    const deck = parseDeck(
      slidesText([
        cover('Dockyard'),
        slide('Advances have grown fivefold since our seed round', '₫9.6bn', '₫18.4bn', '₫31.0bn', '₫47.5bn'),
        slide('Seed+ round', 'Amount ₫62 billion (≈ US$2.4M)'),
      ]),
    );
    assert.equal(deck.sections.traction, true);
    assert.deepEqual(
      deck.tractions.map((traction) => traction.split(' — ')[0]),
      ['₫9.6bn', '₫18.4bn', '₫31.0bn', '₫47.5bn'],
    );
    assert.equal(deck.raisingAmount, '₫62 billion');
    assert.equal(
      parseDeck(slidesText([cover('Dockyard'), slide('After our seed round: raising $2M', '• x')])).sections.ask,
      true,
    );
  });
});

describe('parseDeck: taka, escudos and units held-out v11 showed it missed', () => {
  it('values taka written "Tk" and Cape Verdean escudos, and takes the raise over an approximate conversion', () => {
    assert.equal(toUsd('Tk 38 crore'), 3_192_000);
    assert.equal(toUsd('CVE 95 milhões'), 931_000);
    const deck = deckOf(
      slide(
        'Para que servem os CVE 95 milhões?',
        '› Cerca de 860 mil euros',
        'Produto',
        '45%',
        'Marketing',
        '30%',
        'Carga',
        '25%',
      ),
    );
    assert.equal(deck.raisingAmount, 'CVE 95 milhões');
    assert.equal(
      deckOf(slide('What we are asking for', 'Tk 38 crore (≈ US$3.2M) Series A')).raisingAmount,
      'Tk 38 crore',
    );
  });

  it('reads "Pourquoi lever maintenant ?" as the ask, and earning per square metre as the business model', () => {
    const deck = deckOf(
      slide('Wir verdienen an jedem Quadratmeter', '– Generalunternehmervertrag: € 3.400 pro m² Nutzfläche'),
      slide('Pourquoi lever maintenant ?', '32 MDH pour passer de 4 800 à 30 000 hectares', '• Environ 2,9 M€'),
    );
    assert.equal(deck.sections.business_model, true);
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.raisingAmount, '32 MDH');
  });

  it('keeps kilometres and days with their figures', () => {
    assert.deepEqual(figuresOf(deckOf(slide('Traction', 'jun. 2023 35 km', '3.2 days transit', '21 Tage Montage'))), [
      '35 km',
      '3.2 days',
      '21 Tage',
    ]);
  });
});

describe('parseDeck: Swiss francs, Uruguayan pesos and stat slides held-out v12 showed it missed', () => {
  /** A slide whose line `index` is a row of stat cards, one cell each. */
  const withCells = (text: PdfText, page: number, index: number, cells: string[]) => {
    const line = text.pages[page]!.lines[index]!;
    line.cells = cells.map((cell, at) => ({ ...line.cells[0]!, text: cell, x: 48 + at * 440, width: 200 }));
    return text;
  };

  it('values the Swiss "Fr.", "$U", "Rs." and the Italian "mila", and keeps "Fr. 38.–", lakh, "mi", "×" and "3 su 5" as figures', () => {
    assert.equal(toUsd("Fr. 2'400'000"), 2_712_000);
    assert.equal(toUsd('$U 48 millones'), 1_200_000);
    assert.equal(toUsd('Rs. 38 lakh'), 45_600);
    assert.equal(toUsd('EUR 340 mila'), 367_200);
    // "Fr." needs its full stop and a figure: "Fr" alone is French, not a currency.
    assert.equal('Merci, fr 12'.match(MONEY)?.[0], undefined);
    assert.deepEqual(
      figuresOf(
        deckOf(slide('Traction', "Fr. 610'000 Fr. 38.–", 'Poush 2081 Rs. 38 lakh', 'R$ 1,9 mi', '3.5× 3 su 5')),
      ),
      ["Fr. 610'000", 'Fr. 38.–', 'Rs. 38 lakh', 'R$ 1,9 mi', '3.5×', '3 su 5'],
    );
  });

  it('reads "Combien levons-nous ?" over a raise in francs as the ask, and a subscription priced "Fr. 38.–" per machine as the model', () => {
    const deck = deckOf(
      slide('Un abonnement par machine', '• Fr. 38.– par machine et par mois'),
      slide('Combien levons-nous, et pour quoi faire ?', "Fr. 2'400'000 pour équiper 120 ateliers"),
    );
    assert.equal(deck.sections.business_model, true);
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.raisingAmount, "Fr. 2'400'000");
    // A take rate "of every" fee is a price too.
    assert.equal(
      deckOf(slide('We keep 15% of every delivery fee', '› Wholesalers pay monthly')).sections.business_model,
      true,
    );
  });

  it('sizes the market from each stat card alone, not "million JOD" read across two cards', () => {
    const text = slidesText([
      cover('Dockyard'),
      slide(
        'Every roof in Jordan has a tank',
        '1.9 million JOD 96 million',
        'households with tanks spent on trucks every year',
      ),
    ]);
    assert.equal(parseDeck(withCells(text, 1, 1, ['1.9 million', 'JOD 96 million'])).sections.market, true);
  });

  it('reads a tick table under a title naming the market as the competition, and stat cards before the traction chart as the market', () => {
    const text = slidesText([
      cover('Dockyard'),
      slide('¿Cuánta leche perdés por una mastitis?', '– Un celo que nadie detectó atrasa la parición'),
      slide('Un collar que escucha a la vaca', '– Mide rumia y temperatura'),
      [
        ['L’Arc jurassien compte des milliers de tours', TITLE, 70],
        ['14 000 Fr. 1,1 mio', 33, 150],
        ['tours automatiques en Suisse romande de rebuts par an', 14, 175],
      ],
      slide('De 2 à 31 ateliers en deux ans', '1 180 machines', '870 machines', '460 machines'),
      slide('¿Qué hay hoy en el mercado?', 'Tambolab ✓ ✓ ✓', 'Podómetros — ✓ —'),
    ]);
    const deck = parseDeck(withCells(text, 3, 1, ['14 000', 'Fr. 1,1 mio']));
    assert.deepEqual([deck.sections.market, deck.sections.traction, deck.sections.competition], [true, true, true]);
    assert.match(deck.marketOpportunity ?? '', /^14 000/);
  });
});

describe('parseDeck: currencies, stages and stat slides held-out v13 showed it missed', () => {
  it('values Fijian and Namibian dollars, balboas, ariary, patacas and lek, and reads "6.900 m³" as no money', () => {
    assert.equal(toUsd('FJ$4.5 million'), 1_980_000);
    assert.equal(toUsd('N$ 28 Mio.'), 1_540_000);
    assert.equal(toUsd('B/. 2.5 millones'), 2_500_000);
    assert.equal(toUsd('12 milliards Ar'), 2_640_000);
    assert.equal(toUsd('MOP 16 milhões'), 1_984_000);
    assert.equal(toUsd('180 milioni di lek'), 1_980_000);
    assert.deepEqual('6.900 m³ Wasser'.match(MONEY), null);
    assert.equal(
      deckOf(slide('Wofür brauchen wir Ihr Geld?', 'Wir suchen N$ 28 Mio. in einer Series-A-Runde')).raisingAmount,
      'N$ 28 Mio.',
    );
  });

  it('names "Pré-série A" and "Series-A-Runde" as the product does', () => {
    assert.equal(
      deckOf(slide('Nous levons 12 milliards Ar', 'Pré-série A, clôture en septembre')).companyStage,
      'Pre-Series A',
    );
    assert.equal(
      deckOf(slide('Investition', 'Wir suchen N$ 28 Mio. in einer Series-A-Runde')).companyStage,
      'Series A',
    );
  });

  it('keeps a balboa amount off the year before it, and skips "1° sem." as an ordinal', () => {
    assert.deepEqual(figuresOf(deckOf(slide('Traction', 'nov. 2024', 'B/. 380,000 23', '1° sem. 2023 FJ$264K'))), [
      'B/. 380,000',
      '23',
      'FJ$264K',
    ]);
  });

  it('reads a cut "di ogni" or a price "pro m³" under "… als Service" as the business model', () => {
    assert.equal(
      deckOf(slide('La clinica ci paga il 12% di ogni piano di cura', '• Abbonamento per i dentisti')).sections
        .business_model,
      true,
    );
    assert.equal(deckOf(slide('Wasser als Service', '• Verträge über 10 Jahre')).sections.business_model, true);
  });

  it('reads stat cards under a wrapped title as the market, and stat cards right before a traction chart as traction', () => {
    const statCards = (title: string[], figures: string, caption: string): SlideSpec => [
      ...title.map((line, index): [string, number, number] => [line, 33, 73 + index * 38]),
      [figures, 33, 188],
      [caption, 14.2, 214],
    ];
    const deck = deckOf(
      slide('Why does a bag of cement cost twice as much?', '◦ Shop owners wait more than a week'),
      slide('Every boat and its next sailing in one app', '◦ Skippers post sailings by SMS'),
      statCards(['Fiji has 330 islands and one way to reach', 'most of them'], '110', 'islands without an airstrip'),
      statCards(['Two years after launch'], '41', 'law firms and notaries as clients'),
      slide('Pages translated grew sixfold', '8 mil', '19 mil', '34 mil'),
    );
    assert.equal(deck.sections.market, true);
    assert.match(deck.marketOpportunity ?? '', /^110 islands/);
    assert.deepEqual(figuresOf(deck), ['41', '8 mil', '19 mil', '34 mil']);
  });
});

describe('parseDeck: kina, gourdes, leva and titles held-out v14 showed it missed', () => {
  it('values kina, Dominican pesos, gourdes and leva, but not "k8s"', () => {
    assert.equal(toUsd('K14 million'), 3_500_000);
    assert.equal(toUsd('RD$ 150 millones'), 2_550_000);
    assert.equal(toUsd('HTG 185 millions'), 1_406_000);
    assert.equal(toUsd('5 Mio. Lewa'), 2_750_000);
    assert.equal(toUsd('2,3 Mio. лв.'), 1_265_000);
    assert.deepEqual('Runs on k8s clusters'.match(MONEY), null);
  });

  it('keeps the last line of a wrapped title ("… call at" / "2 a.m.?"), so a question after the cover is the problem', () => {
    const deck = deckOf([
      ['Who does a health worker in the Jimi Valley call at', 33, 73],
      ['2 a.m.?', 33, 111],
      ['▪ The nearest doctor is often a day’s walk away', BODY, 160],
    ]);
    assert.equal(deck.sections.problem, true);
  });

  it('reads the slide’s first line as its title under a bigger headline: "Combien, et pour quoi faire ?" over the raise', () => {
    const deck = deckOf([
      ['Combien, et pour quoi faire ?', TITLE, 70],
      ['HTG 185 millions (environ 1,4 million de dollars', 39, 133],
      ['US)', 39, 178],
      ['• 500 écoles dans cinq départements d’ici fin 2026', BODY, 261],
    ]);
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.raisingAmount, 'HTG 185 millions');
  });

  it('reads a table of periods and figures as traction, and hours in four languages with their figures', () => {
    const text = slidesText([
      cover('Dockyard'),
      slide('El problema', '• Los bancos no financian una moto'),
      slide('La solución', '• Un seguro que se paga por día'),
      slide(
        'Crecemos parada por parada',
        'T1 2024 3,100',
        'T2 2024 7,800',
        'T3 2024 14,600',
        'Reclamo pagado en 36 horas',
      ),
    ]);
    for (const line of text.pages[3]!.lines.slice(1, 4)) {
      const [period, figure] = [line.text.slice(0, 7), line.text.slice(8)];
      line.cells = [
        { ...line.cells[0]!, text: period, width: 80 },
        { ...line.cells[0]!, text: figure, x: 400, width: 60 },
      ];
    }
    const deck = parseDeck(text);
    assert.equal(deck.sections.traction, true);
    assert.deepEqual(figuresOf(deck), ['3,100', '7,800', '14,600', '36 horas']);
    assert.deepEqual(figuresOf(deckOf(slide('Traction', '30 ore 12 heures 8 Stunden'))), [
      '30 ore',
      '12 heures',
      '8 Stunden',
    ]);
  });

  it('reads "Ganamos con cada prima", a margin "su ogni cassa" and a cut "de cada reserva" as the business model', () => {
    const model = (title: string, body: string) => deckOf(slide(title, body)).sections.business_model;
    assert.equal(model('Ganamos con cada prima y con cada moto financiada', '• Préstamos de motos a 18 meses'), true);
    assert.equal(model('Margine lordo del 28 % su ogni cassa', '◆ I ristoranti pagano a 30 giorni'), true);
    assert.equal(model('Ficamos com 8 % de cada reserva', '» Licença anual para câmaras municipais'), true);
  });
});

describe('parseDeck: leones, lempiras, dinars and asks held-out v15 showed it missed', () => {
  it('values leones, lempiras (never litres), Algerian dinars and euros written out', () => {
    assert.equal(toUsd('NLe 34 million'), 1_496_000);
    assert.equal(toUsd('L 42 millones'), 1_680_000);
    assert.equal(toUsd('350 millions de DA'), 2_590_000);
    assert.equal(toUsd('31,5 MDA'), 233_100);
    assert.equal(toUsd('2,2 Millionen Euro'), 2_376_000);
    assert.equal('1,4 L de leche'.match(MONEY)?.[0], '1,4 L');
  });

  it('reads "Seed-Runde über …" over a bigger headline as the ask, and money offered for a share of the company', () => {
    const runde = deckOf([
      ['Seed-Runde über 2,2 Millionen Euro', 28.5, 68],
      ['Erstes Closing im April 2025', 39, 132],
      ['– 900.000 Euro bereits zugesagt', BODY, 180],
    ]);
    assert.equal(runde.sections.ask, true);
    assert.equal(runde.raisingAmount, '2,2 Millionen Euro');
    const share = deckOf([
      ['La proposta', 33, 73],
      ['1,1 milioni di euro per il 15 % della', 39, 138],
      ['società', 39, 184],
      ['‣ 350 mila euro già impegnati da business angel', BODY, 267],
    ]);
    assert.equal(share.sections.ask, true);
    assert.equal(share.raisingAmount, '1,1 milioni di euro');
  });

  it('reads a title that charges per unit, a margin "na venda" and a margin "auf" sales as the business model', () => {
    const model = (title: string, body: string) => deckOf(slide(title, body)).sections.business_model;
    assert.equal(model('Cobramos por hectárea y por ciclo', '▫ Tarifa por hectárea y ciclo de cultivo'), true);
    assert.equal(model('Ganhamos na moagem e na venda', '● Margem de 18 % na venda a escolas'), true);
    assert.equal(model('Verkauf, Miete und Service', '– Marge von 35 % auf überholte Roboter'), true);
  });

  it('reads a table of Portuguese quarters as traction, and a row of stat cards with words as no title', () => {
    const text = slidesText([
      cover('Dockyard'),
      slide('O problema', '● Metade do arroz é importado'),
      slide('A solução', '● Moinhos móveis nas aldeias'),
      [
        ['La riviera più cara del Mediterraneo', 33, 73],
        ['58.000 6,2 milioni di euro', 33, 150],
        ['posti barca tra Genova e Saint-Tropez di notti di transito', 14.2, 175],
      ],
      slide(
        'Vendas por trimestre',
        '1.º trim. 2024 US$ 38 mil',
        '2.º trim. 2024 US$ 71 mil',
        '3.º trim. 2024 US$ 126 mil',
      ),
    ]);
    const cards = text.pages[3]!.lines[1]!;
    cards.cells = [
      { ...cards.cells[0]!, text: '58.000', width: 100 },
      { ...cards.cells[0]!, text: '6,2 milioni di euro', x: 500, width: 300 },
    ];
    for (const line of text.pages[4]!.lines.slice(1)) {
      const at = line.text.indexOf('US$');
      line.cells = [
        { ...line.cells[0]!, text: line.text.slice(0, at - 1), width: 120 },
        { ...line.cells[0]!, text: line.text.slice(at), x: 400, width: 100 },
      ];
    }
    const deck = parseDeck(text);
    assert.equal(deck.sections.market, true);
    assert.deepEqual(figuresOf(deck), ['US$ 38 mil', 'US$ 71 mil', 'US$ 126 mil']);
  });
});

describe('parseDeck: lilangeni, CFP francs, Libyan dinars and titles held-out v16 showed it missed', () => {
  it('values lilangeni, CFP francs and Libyan dinars, and reads "14.500 Bäume" as trees, not billions', () => {
    assert.equal(toUsd('SZL 26 million'), 1_430_000);
    assert.equal(toUsd('E 1.9M'), 104_500);
    assert.equal(toUsd('260 millions de F CFP'), 2_340_000);
    assert.equal(toUsd('38 MXPF'), 342_000);
    assert.equal(toUsd('LYD 12 milioni'), 2_520_000);
    assert.equal(toUsd('85 LD'), 18);
    assert.deepEqual('14.500 Bäume'.match(MONEY), null);
  });

  it('reads "Cosa chiediamo" over a terms table as the ask and "Round ponte" as a bridge round', () => {
    const deck = deckOf(slide('Cosa chiediamo', 'Tipo di round Round ponte', 'Importo LYD 12 milioni'));
    assert.equal(deck.sections.ask, true);
    assert.equal(deck.companyStage, 'Bridge');
    assert.equal(deck.raisingAmount, 'LYD 12 milioni');
  });

  it('reads a wrapped title that charges per unit ("… zahlen pro" / "Baum") as the business model', () => {
    const deck = deckOf([
      ['Städte und Wohnungsbaugesellschaften zahlen pro', 28.5, 68],
      ['Baum', 28.5, 101],
      ['▪ Sensor und Software im Abo, ohne Anschaffungskosten', BODY, 162],
    ]);
    assert.equal(deck.sections.business_model, true);
  });
});

describe('parseDeck: Brunei dollars, nakfa, Guinean francs and Cuban pesos held-out v17 showed it missed', () => {
  it('values Brunei dollars, nakfa, Guinean francs and Cuban pesos, and no World Cup', () => {
    assert.equal(toUsd('B$ 4.5 million'), 3_330_000);
    assert.equal(toUsd('BND 620K'), 458_800);
    assert.equal(toUsd('Nfa 15 milioni'), 1_005_000);
    assert.equal(toUsd('17 milliards GNF'), 1_972_000);
    assert.equal(toUsd('25 000 FG'), 3);
    assert.equal(toUsd('CUP 210 millones'), 630_000);
    assert.deepEqual('the World Cup 2026'.match(MONEY), null);
  });

  it('reads a friends-and-family round, and "friends and family" alone as no stage', () => {
    assert.equal(
      deckOf(slide('La ronda', 'Ronda de amigos y familia', 'CUP 210 millones')).companyStage,
      'Friends and family',
    );
    assert.equal(deckOf(slide('Our users', '• Shared with friends and family')).companyStage, null);
  });

  it('reads the raise before a conversion whose sign ended the line, and a magnitude wrapped onto the next line', () => {
    const conversion = deckOf([
      ['Quanto estamos captando?', 30, 49],
      ['AED 7,5 milhões na nossa Rodada Seed (≈', 39, 136],
      ['US$ 2 milhões)', 39, 181],
    ]);
    assert.equal(conversion.raisingAmount, 'AED 7,5 milhões');
    const wrapped = deckOf([
      ['Quanto cerchiamo?', 28.5, 68],
      ['Aumento di capitale seed da Nfa 15', 39, 145],
      ['milioni', 39, 190],
      ['▹ Nfa 5 milioni già sottoscritti da investitori della diaspora', BODY, 274],
    ]);
    assert.equal(wrapped.raisingAmount, 'Nfa 15 milioni');
  });

  it('reads a narrow stat card whose currency sits above its figure ("AED" / "940" / "mil")', () => {
    const deck = deckOf([
      ['Tração', 30, 49],
      ['AED', 33, 162],
      ['940', 33, 199],
      ['mil', 33, 237],
      ['de receita recorrente anual', 14.2, 262],
    ]);
    assert.deepEqual(figuresOf(deck), ['AED 940 mil']);
  });

  it('reads a multiple before its number as a stat card, and bullets naming revenue streams as the business model', () => {
    const text = slidesText([
      cover('Dockyard'),
      slide('Pourquoi le fonio reste-t-il au village ?', '• Le décorticage à la main prend une journée'),
      slide('Des décortiqueuses au village', '• Décortiqueuses gérées par les groupements'),
      [
        ['Le fonio quitte l’Afrique de l’Ouest', 28.5, 68],
        ['90 000 t ×4', 33, 163],
        ['de fonio récoltées par an importations européennes', 14.2, 188],
      ],
      slide(
        'Nous achetons, transformons et vendons',
        '• Marge sur le fonio lavé vendu en Europe',
        '• Location des décortiqueuses aux groupements',
      ),
      slide(
        'Chiffre d’affaires par semestre',
        'S1 2023 0,4 milliard GNF',
        'S2 2023 0,9 milliard GNF',
        'S1 2024 1,7 milliard GNF',
      ),
    ]);
    const cards = text.pages[3]!.lines[1]!;
    cards.cells = [
      { ...cards.cells[0]!, text: '90 000 t', width: 100 },
      { ...cards.cells[0]!, text: '×4', x: 500, width: 40 },
    ];
    for (const line of text.pages[5]!.lines.slice(1)) {
      line.cells = [
        { ...line.cells[0]!, text: line.text.slice(0, 7), width: 60 },
        { ...line.cells[0]!, text: line.text.slice(8), x: 300, width: 150 },
      ];
    }
    const deck = parseDeck(text);
    assert.equal(deck.sections.market, true);
    assert.equal(deck.sections.business_model, true);
    const paying = deckOf(
      slide('Le problème', '• Les femmes vendent la récolte brute'),
      slide('La solution', '• Des décortiqueuses au village'),
      slide('Sur le terrain', '• Paiement par mobile money à la livraison'),
    );
    assert.equal(paying.sections.business_model, false);
  });

  it('reads a question about paddling "to the market" right after the cover as the problem, not the market', () => {
    const deck = deckOf(
      slide('Why do Kampong Ayer families still paddle to the market?', '› Shops on land are a boat ride away'),
      slide('Order on the phone, delivered to the jetty', '› Groceries and cooking gas from 60 partner shops'),
    );
    assert.deepEqual([deck.sections.problem, deck.sections.solution, deck.sections.market], [true, true, false]);
  });
});

describe('parseDeck: Dutch decks, Caribbean and African currencies and initial rounds held-out v18 showed it missed', () => {
  it('values Trinidad and Tobago dollars, dobras, ouguiyas and Surinamese dollars in Dutch millions', () => {
    assert.equal(toUsd('TT$ 18 million'), 2_646_000);
    assert.equal(toUsd('STN 25 milhões'), 1_100_000);
    assert.equal(toUsd('95 millions MRU'), 2_375_000);
    assert.equal(toUsd('SRD 95 miljoen'), 2_565_000);
    assert.equal(toUsd('SRD 12,4 mln'), 334_800);
  });

  it('reads "Seedronde" and an initial round as the seed', () => {
    assert.equal(deckOf(slide('Investering', 'Seedronde van SRD 95 miljoen')).companyStage, 'Seed');
    assert.equal(deckOf(slide('La ronda', 'Ronda de inversión inicial', '₡1.300 millones')).companyStage, 'Seed');
    assert.equal(deckOf(slide('Notre levée', 'Tour de financement initial', '95 millions MRU')).companyStage, 'Seed');
  });

  it('reads a Dutch deck: its problem, solution, business model, traction, competition and ask', () => {
    const deck = deckOf(
      slide('Waarom spuiten we nog met de hand?', '▪ Vliegtuigspuiten is duur en raakt ook de sloten'),
      slide('Een drone per polder, op afroep', '▪ Spuiten en bemesten per perceel'),
      slide('Betalen per hectare', '▪ Tarief per hectare per bespuiting'),
      slide('Resultaten 2024', '▪ 140 rijstboeren als klant'),
      slide('Vergelijking', 'PadieWerk ✓ ✓ ✓', 'Sproeivliegtuig — — —', 'Rugspuit ✓ ✓ —'),
      slide('Investering', 'Seedronde van SRD 95 miljoen', '▪ Ongeveer US$ 2,6 miljoen'),
    );
    assert.deepEqual(
      (['problem', 'solution', 'business_model', 'traction', 'competition', 'ask'] as const).map(
        (section) => deck.sections[section],
      ),
      [true, true, true, true, true, true],
    );
    assert.equal(deck.raisingAmount, 'SRD 95 miljoen');
  });

  it('reads a row of narrow stat cards whose currency and magnitude wrapped around the figure, and no title in them', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Resultaten 2024', 30, 70],
        ['SRD 6.300', 33, 158],
        ['12,4 ha', 33, 196],
        ['mln het', 33, 235],
        ['omzet in najaarsseizoen', 14.2, 260],
      ],
    ]);
    const [, currency, figure, magnitude] = text.pages[1]!.lines;
    for (const [line, left, right] of [
      [currency!, 'SRD', '6.300'],
      [figure!, '12,4', 'ha'],
      [magnitude!, 'mln', 'het'],
    ] as const) {
      line.cells = [
        { ...line.cells[0]!, text: left, x: 405, width: 60 },
        { ...line.cells[0]!, text: right, x: 528, width: 60 },
      ];
    }
    const deck = parseDeck(text);
    assert.ok(figuresOf(deck).includes('SRD 12,4 mln'), figuresOf(deck).join(' | '));
  });

  it('reads "·" bullets and titles naming revenue streams as the business model, and "I fondatori" as the team', () => {
    const problemAndSolution = [
      slide('Porque é que o peixe estraga?', '· O gelo vem de longe, é caro e acaba cedo'),
      slide('Gelo feito com sol, na própria praia', '· Máquinas de gelo solares em 12 praias'),
    ];
    const rental = deckOf(
      ...problemAndSolution,
      slide('Aluguer diário e gelo', '· Aluguer da caixa com gelo, por dia'),
    );
    assert.equal(rental.sections.business_model, true);
    const sales = deckOf(...problemAndSolution, slide('Duas receitas', '· Venda de gelo a granel aos pescadores'));
    assert.equal(sales.sections.business_model, true);
    const margin = deckOf(...problemAndSolution, slide('Margine sulla fibra tracciata', '◦ Acquisto dai pastori'));
    assert.equal(margin.sections.business_model, true);
    assert.equal(deckOf(slide('I fondatori', 'Oyunchimeg Batbayar, CEO')).sections.team, true);
  });
});

describe('parseDeck: soles, florins, lari and wrapped currencies held-out v19 showed it missed', () => {
  it('values rufiyaa, soles, CFA francs in words, Congolese francs, lari and Aruban florins, and no gel packs', () => {
    assert.equal(toUsd('MVR 42 million'), 2_730_000);
    assert.equal(toUsd('S/ 9.5 millones'), 2_565_000);
    assert.equal(toUsd('1,1 mil milhões de francos CFA'), 1_760_000);
    assert.equal(toUsd('8,7 Md FC'), 3_132_000);
    assert.equal(toUsd('GEL 14 Mio.'), 5_180_000);
    assert.equal(toUsd('1,4 Mio. GEL'), 518_000);
    assert.equal(toUsd('Afl. 6,3 miljoen'), 3_528_000);
    assert.equal(toUsd('AWG 840.000'), 470_400);
    assert.deepEqual('20 gel packs and S/N 1234'.match(MONEY), null);
  });

  it('reads "Ronda de financiamiento semilla" as the seed, "Wachstumsrunde" as the ask, and a currency wrapped under its amount', () => {
    assert.equal(deckOf(slide('La ronda', 'Ronda de financiamiento semilla', 'S/ 9.5 millones')).companyStage, 'Seed');
    const runde = deckOf(slide('Wachstumsrunde (Series A)', 'GEL 14 Mio. für drei neue Städte'));
    assert.equal(runde.sections.ask, true);
    assert.equal(runde.raisingAmount, 'GEL 14 Mio.');
    const wrapped = deckOf([
      ['Quanto procuramos?', 30, 49],
      ['Capital semente: 1,1 mil milhões de francos', 39, 136],
      ['CFA', 39, 181],
      ['▪ Cerca de 1,7 milhões de euros', BODY, 229],
    ]);
    assert.equal(wrapped.raisingAmount, '1,1 mil milhões de francos CFA');
  });
});

describe('parseDeck: crowns, quetzales, Burundian francs and growth slides held-out v20 showed it missed', () => {
  it('values crowns after "tys.", Burundian francs, dollars and yen in words and quetzales, but no quarter', () => {
    assert.equal(toUsd('18 tys. kr.'), 1_800);
    assert.equal(toUsd('8,5 milliards FBu'), 2_890_000);
    assert.equal(toUsd('2,6 milioni di dollari'), 2_600_000);
    assert.equal(toUsd('38 milhões de ienes'), 254_600);
    assert.equal(toUsd('Q 23 millones'), 2_990_000);
    assert.deepEqual('Q1 2024 and Q 3'.match(MONEY), null);
  });

  it('reads the Polish seed, "Croissance" as traction, and a positioning chart under "Where we stand" as the competition', () => {
    assert.equal(deckOf(slide('Inwestycja', 'Runda zalążkowa', 'ISK 420 mln')).companyStage, 'Seed');
    const growth = deckOf(
      slide('Le problème', '✓ Un tiers du lait est perdu'),
      slide('La solution', '✓ Centres de collecte réfrigérés'),
      slide('Croissance', '310 000 litres', '720 000 litres', '1,3 million litres', '18 tys. kr.'),
      slide('Where we stand', 'Same-day payment →', 'Bank agents', 'Kolaya', 'Built for smallholders →'),
    );
    assert.equal(growth.sections.traction, true);
    assert.ok(figuresOf(growth).includes('18 tys. kr.'), figuresOf(growth).join(' | '));
    assert.equal(growth.sections.competition, true);
  });
});

describe('parseDeck: Caribbean guilders, rials, bolivianos and ngultrum held-out v21 showed it missed', () => {
  it('values the codes and initials that are also words only beside millions or grouped thousands', () => {
    assert.equal(toUsd('XCG 6,5 miljoen'), 3_640_000);
    assert.equal(toUsd('Cg 4,1 miljoen'), 2_296_000);
    assert.equal(toUsd('OMR 1,8 Mio.'), 4_680_000);
    assert.equal(toUsd('RO 640.000'), 1_664_000);
    assert.equal(toUsd('Bs 21 millones'), 3_045_000);
    assert.equal(toUsd('Nu. 180 million'), 2_160_000);
    assert.equal(toUsd('Nu 26.5M'), 318_000);
    assert.deepEqual('BS 2019, RO 2 units, Nu 3'.match(MONEY), null);
  });
});

describe('parseDeck: vatu, forints, birr, guaraníes, kip and wrapped amounts held-out v22 and v23 showed it missed', () => {
  it('values vatu, forints, Belize and Fijian dollars, birr, guaraníes, kip and dinars in words, and no feet or ZIP codes', () => {
    assert.equal(toUsd('VUV 420 millions'), 3_528_000);
    assert.equal(toUsd('VT 96 millions'), 806_400);
    assert.equal(toUsd('12 Mrd. Ft'), 32_400_000);
    assert.equal(toUsd('BZD 7,2 millones'), 3_600_000);
    assert.equal(toUsd('BZ$ 1,9 millones'), 950_000);
    assert.equal(toUsd('F$ 620k'), 272_800);
    assert.equal(toUsd('Br 46,5 M'), 813_750);
    assert.equal(toUsd('Gs. 14.000 millones'), 1_820_000);
    assert.equal(toUsd('45 milliards LAK'), 2_070_000);
    assert.equal(toUsd('₭ 62 milliards'), 2_852_000);
    assert.equal(toUsd('14 milioni di dinari tunisini'), 4_480_000);
    assert.deepEqual('Burlington, VT 05401 at 12 ft, SDG 13, Br 4'.match(MONEY), null);
  });

  it('reads "Runda serii A", a magnitude and currency wrapped under the raise, and a stat card bigger than the title', () => {
    assert.equal(deckOf(slide('Inwestycja', 'Runda serii A', 'CZK 48 mln')).companyStage, 'Series A');
    const wrapped = deckOf([
      ['Investering', 33, 73],
      ['Eerste kapitaalronde (seed): 2,75', 39, 138],
      ['miljoen euro', 39, 184],
      ['Uitrol in Duitsland en Tsjechië 45%', 15.7, 225],
    ]);
    assert.equal(wrapped.raisingAmount, '2,75 miljoen euro');
    assert.equal(wrapped.raisingAmountUsd, 2_970_000);
    const results = deckOf([
      ['Nos résultats', 28.5, 68],
      ['Kava séché certifié par campagne', 13.5, 109],
      ['VT 96', 33, 446],
      ['millions', 33, 484],
      ['chiffre d’affaires 2024', 14.2, 510],
      ['1,4 milioni di dinari di ricavi nella campagna 2024/25', 13.5, 530],
    ]);
    assert.equal(results.sections.traction, true);
    assert.deepEqual(figuresOf(results), ['VT 96 millions', '1,4 milioni di dinari']);
  });
});

describe('parseDeck: currencies in words, wrapped stat cards and bridges held-out v24 showed it missed', () => {
  it('values NT$, E£, lei, FRw, the pula and the metical before millions, and currencies named in words', () => {
    assert.equal(toUsd('NT$ 150 million'), 4_650_000);
    assert.equal(toUsd('E£ 24 milioni'), 504_000);
    assert.equal(toUsd('31 milioni di lire egiziane'), 651_000);
    assert.equal(toUsd('9,5 Mio. Lei'), 2_090_000);
    assert.equal(toUsd('2,8 milliards FRw'), 2_128_000);
    assert.equal(toUsd('P 4.1m'), 299_300);
    assert.equal(toUsd('MT 4 milhões'), 62_800);
    assert.equal(toUsd('220 milhões de meticais'), 3_454_000);
    assert.equal(toUsd('310 millones de francos CFA'), 496_000);
    assert.equal(toUsd('2 milioni di franchi svizzeri'), 2_260_000);
    // After an amount "MT" is metric tons; "P1" a priority.
    assert.deepEqual('1.2 million MT of maize'.match(MONEY), ['1.2 million']);
    assert.deepEqual('P1 priority, P 2 and MT 4'.match(MONEY), null);
  });

  it('keeps parts per million with their figure', () => {
    assert.deepEqual(figuresOf(deckOf(slide('Traction', '0.4 ppm escape rate of killer defects'))), ['0.4 ppm']);
  });

  it('reads a bridge to Series A as a pre-Series A round', () => {
    const bridge = deckOf(slide('The raise', 'BWP 38 million bridge to Series A'));
    assert.equal(bridge.companyStage, 'Pre-Series A');
    assert.equal(bridge.raisingAmount, 'BWP 38 million');
  });

  it('joins a currency named in words, and a per cent sign, wrapped down a stat card', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Tracción', 30, 49],
        ['XAF 420 ¦ 310 millones ¦ −60', 33, 320],
        ['pérdidas de captura', 14.2, 345],
        ['millones ¦ de francos ¦ %', 33, 358],
        ['ingresos en 2024', 14.2, 382],
        ['CFA', 33, 395],
        ['pagados a pescadores', 14.2, 420],
      ],
    ]);
    const lines = text.pages[1]!.lines;
    columns(lines[1]!, ['XAF 420', '310 millones', '−60'], [68, 362, 656]);
    columns(lines[2]!, ['pérdidas de captura'], [656]);
    columns(lines[3]!, ['millones', 'de francos', '%'], [68, 362, 656]);
    columns(lines[5]!, ['CFA'], [362]);
    assert.deepEqual(figuresOf(parseDeck(text)), ['XAF 420 millones', '310 millones de francos CFA', '-60 %']);
  });
});

describe('parseDeck: pesos, rupees, dinars, bolívares and bridges held-out v25 showed it missed', () => {
  it('values a currency named with its country, and gives none named without it a rate', () => {
    assert.equal(toUsd('PHP 310M'), 5_580_000);
    assert.equal(toUsd('1.4 billion pesos filipinos'), 25_200_000);
    assert.equal(toUsd('1.4 billion pesos'), null);
    assert.equal(toUsd('240 millions de roupies'), null);
    assert.equal(toUsd('96 Mio. Dinar'), null);
    assert.equal(toUsd('14 milioni di dinari tunisini'), 4_480_000);
    assert.equal(toUsd('14 miljoen ringgit'), 2_940_000);
    assert.equal(toUsd('38 Mio. din.'), 349_600);
    assert.equal(toUsd('41 millones de bolívares'), 410_000);
    assert.equal(toUsd('14 milhões de dólares de Hong Kong'), 1_792_000);
    assert.equal(toUsd('420.000 $ CAD'), 306_600);
    assert.equal(toUsd('1,1 milioni di dollari canadesi'), 803_000);
    assert.equal(toUsd('12 millions de DA'), 88_800);
    assert.deepEqual('PHP 8 and PHP 7.4'.match(MONEY), null);
  });

  it('reads a bridge slide as the ask, a conversion into the next round as no stage, and a raise without a rate', () => {
    const bridge = deckOf(
      slide(
        'Puente (nota convertible)',
        'VES 95 millones',
        '» Equivalente a unos US$ 1,8 millones',
        '» Conversión en la ronda semilla con 20 % de descuento',
      ),
    );
    assert.deepEqual(
      [bridge.sections.ask, bridge.companyStage, bridge.raisingAmount],
      [true, 'Bridge', 'VES 95 millones'],
    );
    const beforeA = deckOf(
      [
        ['Žitoskop', 63, 271],
        ['Brückenfinanzierung vor der Serie A · Neusatz · 2025', 22.5, 313],
      ],
      slide('Kapitalbedarf', '480 Mio. RSD', '▪ Wandeldarlehen, Umwandlung in der Serie A 2026'),
    );
    assert.equal(beforeA.companyStage, 'Pre-Series A');
    const rupees = deckOf(slide('Notre levée', '240 millions de roupies'));
    assert.deepEqual([rupees.raisingAmount, rupees.raisingAmountUsd], ['240 millions de roupies', null]);
  });

  it('joins a stat card whose currency sits two lines up, and a currency whose name wraps word by word', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Resultados', 30, 70],
        ['HKD ¦ 320', 33, 158],
        ['restaurantes', 14.2, 184],
        ['9,8 ¦ clientes', 14.2, 196],
        ['milhões', 33, 235],
        ['1,1 milioni', 33, 300],
        ['di dollari', 33, 338],
        ['canadesi', 33, 376],
      ],
    ]);
    const lines = text.pages[1]!.lines;
    columns(lines[1]!, ['HKD', '320'], [517, 683]);
    columns(lines[2]!, ['restaurantes'], [683]);
    columns(lines[3]!, ['9,8', 'clientes'], [517, 683]);
    columns(lines[4]!, ['milhões'], [517]);
    assert.deepEqual(figuresOf(parseDeck(text)), ['320', 'HKD 9,8 milhões', '1,1 milioni di dollari canadesi']);
  });
});

describe('parseDeck: cedis, convertible marks, Djiboutian francs, yuan and won held-out v26 showed it missed', () => {
  it('values "GH₵", "BAM" beside millions, "FDJ", and convertible marks, Djiboutian francs, yuan and won in words', () => {
    assert.equal(toUsd('GH₵ 38 million'), 2_584_000);
    assert.equal(toUsd('BAM 1,1 Mio.'), 605_000);
    assert.equal(toUsd('2,6 Millionen Konvertible Mark'), 1_430_000);
    assert.equal(toUsd('1,2 milliard FDJ'), 6_720_000);
    assert.equal(toUsd('180 millions de francs Djibouti'), 1_008_000);
    assert.equal(toUsd('14 milhões de yuan'), 1_960_000);
    assert.equal(toUsd('4,2 miliardi di won'), 3_066_000);
    assert.deepEqual('BAM 2 times'.match(MONEY), null);
  });

  it('joins a currency named in three lines down a stat card, and a unit of time under its figure', () => {
    const text = slidesText([
      cover('Dockyard'),
      [
        ['Traktion', 28.5, 68],
        ['2,6 ¦ 9', 33, 321],
        ['Millionen ¦ dias', 33, 359],
        ['Konvertible', 33, 397],
        ['Mark', 33, 436],
        ['vermittelte Aufträge', 14.2, 461],
      ],
    ]);
    const lines = text.pages[1]!.lines;
    columns(lines[1]!, ['2,6', '9'], [360, 689]);
    columns(lines[2]!, ['Millionen', 'dias'], [360, 689]);
    columns(lines[3]!, ['Konvertible'], [360]);
    columns(lines[4]!, ['Mark'], [360]);
    assert.deepEqual(figuresOf(parseDeck(text)), ['2,6 Millionen Konvertible Mark', '9 dias']);
  });
});

describe('parseDeck: drams, soms, Bermudian dollars and questions held-out v27 showed it missed', () => {
  it('values AMD, KGS and BMD beside millions, drams, soms and dollars with their country in words, and "BD$"', () => {
    assert.equal(toUsd('AMD 640 M'), 1_664_000);
    assert.equal(toUsd('1,9 milliard AMD'), 4_940_000);
    assert.equal(toUsd('420 millions de drams'), 1_092_000);
    assert.equal(toUsd('KGS 12 Mio.'), 138_000);
    assert.equal(toUsd('85 Mio. Som'), 977_500);
    assert.equal(toUsd('BD$ 4,5 milhões'), 4_500_000);
    assert.equal(toUsd('BMD 1,2 milhões'), 1_200_000);
    assert.equal(toUsd('900 mil dólares bermudenses'), 900_000);
    assert.equal(toUsd('14 milioni di dollari di Singapore'), 10_360_000);
    assert.equal(toUsd('1,2 miljard Keniaanse shilling'), 9_240_000);
    assert.deepEqual('12 Mio. kgs of maize, AMD 7 nm chips'.match(MONEY), ['12 Mio.']);
    assert.deepEqual(figuresOf(deckOf(slide('Traction', '32 crore rupees paid to kiln owners'))), ['32 crore rupees']);
  });

  it('reads a question after the cover that names the market as the problem, and "Buscamos" as the ask', () => {
    const deck = deckOf(
      slide('¿Por qué la lana de Magallanes se vende al precio más bajo del mercado?', '◦ Se vende sin certificar'),
      slide('Nuestra solución', '◦ Análisis de finura y rendimiento en la esquila'),
      slide('Buscamos', 'CLP 3.800 millones', '◦ Ronda preserie A'),
    );
    assert.deepEqual([deck.sections.problem, deck.sections.market, deck.sections.ask], [true, false, true]);
  });
});

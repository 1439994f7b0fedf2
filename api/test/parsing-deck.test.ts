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
import { parseDeckPdf } from '../src/modules/parsing/index.js';

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

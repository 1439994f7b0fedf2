import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseDeckPdf } from '../src/modules/parsing/index.js';

const PDFS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/pdfs');
const parseFile = async (file: string) => parseDeckPdf(new Uint8Array(await readFile(path.join(PDFS, file))));

describe('parseDeck on real decks', () => {
  it('reads a deck whose body font is garbled (Airbnb seed deck)', async () => {
    const deck = await parseFile('decks/airbnb.pdf');
    assert.equal(deck.startupName, 'AirBed&Breakfast');
    assert.equal(deck.website, 'www.airbedandbreakfast.com');
    assert.equal(deck.companyStage, 'Angel round');
    assert.equal(deck.raisingAmount, '$500K');
    assert.equal(deck.raisingAmountUsd, 500_000);
    assert.equal(deck.activeFundraising, true);
    assert.equal(deck.companyAddress, '19 rausch street, ste c, san francisco, ca 94103');
    assert.deepEqual(deck.emails, ['joe@airbedandbreakfast.com']);
    assert.deepEqual(deck.sections, {
      problem: true,
      solution: true,
      market: true,
      business_model: true,
      traction: false,
      team: true,
      competition: true,
      ask: true,
    });
    assert.deepEqual(
      deck.cofounders.map((person) => person.name),
      ['Joe Gebbia', 'Brian Chesky', 'Nathan Blecharcyk'],
    );
    assert.match(deck.problemCustomer ?? '', /^Price is a important concern/);
    assert.equal(deck.pageCount, 14);
    assert.ok(deck.text.includes('We take a 10% commission on each transaction.'));
  });

  it('reads name, stage, ask and traction figures from a modern deck (Rangeway)', async () => {
    const deck = await parseFile('decks/rangeway.pdf');
    assert.equal(deck.startupName, 'Rangeway');
    assert.equal(deck.website, 'rangewayev.com');
    assert.equal(deck.companyStage, 'Pre-Seed');
    assert.equal(deck.raisingAmountUsd, 1_500_000);
    assert.deepEqual(deck.cofounders[0], { name: 'Zak Winnick', role: 'Founder & CEO', linkedin: null });
    const values = deck.tractions.map((traction) => traction.split(' — ')[0]);
    for (const value of ['20', '$3M+', '70%+', '500+']) assert.ok(values.includes(value), `missing ${value}`);
    assert.ok(deck.tractions.includes('500+ — 500+ podcast and newsletter subscribers'));
    assert.equal(deck.socialLinks.linkedin, 'linkedin.com/company/rangewayenergy');
  });

  it('keeps an amount printed without currency and a URL wrapped over two lines (Molada Pay)', async () => {
    const deck = await parseFile('decks/moladapay.pdf');
    assert.equal(deck.startupName, 'Molada Pay');
    assert.equal(deck.website, 'https://suvakintomiwa.github.io/moladapay-website/');
    assert.equal(deck.raisingAmount, '150,000');
    assert.equal(deck.industry, 'Fintech');
    assert.equal(deck.sections.team, false);
    assert.equal(deck.sections.competition, false);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type FounderMatch } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { founderQueryOf } from '../src/modules/founder-matches/founder-matches.js';
import { THESIS_FIT_POINTS } from '../src/modules/investor-matches/fit.js';
import { loadFounderFacts } from '../src/modules/profiles/founder-facts.js';
import {
  CORPUS,
  FINTECH_THESIS,
  LEDGER_ID,
  fintechDeck,
  founder,
  investor,
  investorSideApp,
  mailsTo,
  type Member,
} from './fixtures/investor-side.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('founders ranked for an investor (AI-Powered Founder Matches) and Request Kudo', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await investorSideApp()));
  after(() => close());

  async function matchesOf(who: Member): Promise<FounderMatch[]> {
    const response = await who.send('GET', '/dev/investor/matches');
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.getFounderMatches.response[200].parse(response.json()).founders;
  }
  const cardOf = (list: FounderMatch[], who: Member) => {
    const card = list.find((entry) => entry.userId === who.user.id);
    assert.ok(card, `${who.user.name} is listed`);
    return card;
  };

  it('scores one investor for a founder exactly as the founder-side ranking does', async () => {
    const { user } = await founder(app, 'same-score');
    const query = founderQueryOf(await loadFounderFacts(app.db, user.id));
    const ranked = app.matching.index.rank(query, { limit: 10 });
    // Every corpus investor this app knows (a PostgreSQL run shares the table with other suites' corpora).
    assert.ok(ranked.length >= 3);
    for (const { investor: profile, score, reasons } of ranked) {
      const one = app.matching.index.score(query, profile.id);
      assert.equal(one?.score, score, profile.id);
      assert.deepEqual(one?.reasons, reasons);
    }
    assert.equal(app.matching.index.score(query, 'no-such-investor'), undefined);
  });

  it('ranks founders for a claimed investor by its history, with reasons that are true of the corpus rows', async () => {
    const withDeck = await founder(app, 'ranked-deck');
    const withoutDeck = await founder(app, 'ranked-nodeck', null);
    const elsewhere = await founder(
      app,
      'ranked-health',
      fintechDeck({
        startupName: 'Carewell',
        industry: 'Healthcare',
        companyStage: 'Series B',
        companyAddress: 'Austin, TX',
        raisingAmount: '$30M',
        raisingAmountUsd: 30_000_000,
      }),
    );
    const claimed = await investor(app, 'ledger-member', { claim: LEDGER_ID });
    const list = await matchesOf(claimed);

    const scores = list.map((card) => card.pearScore);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
      'PearScore descending',
    );
    const deckCard = cardOf(list, withDeck);
    const query = founderQueryOf(await loadFounderFacts(app.db, withDeck.user.id));
    assert.equal(deckCard.pearScore, app.matching.index.score(query, LEDGER_ID)?.score, 'the founder-side PearScore');

    // Counted from the inserted rows: Ledger Ventures' finance companies, and those at seed.
    const ledger = CORPUS.filter((row) => row.investor === 'Ledger Ventures');
    const finance = ledger.filter((row) => row.sector === 'finance');
    const financeSeed = finance.filter((row) => row.stage === 'seed');
    assert.ok(
      deckCard.reasons.includes(
        `Fintech, one of your sectors: you have backed ${finance.length} finance companies, ${financeSeed.length} at seed stage`,
      ),
      deckCard.reasons.join(' | '),
    );
    const bayArea = new Set(ledger.filter((row) => row.region === 'SF Bay').map((row) => row.company));
    const regionReason = `Based in SF Bay, where you have backed ${bayArea.size} companies`;
    assert.ok(deckCard.reasons.length >= 1 && deckCard.reasons.length <= 3);
    for (const reason of deckCard.reasons) {
      assert.ok(
        reason.startsWith('Fintech, one of your sectors') ||
          reason === regionReason ||
          /^Raising \$1\.5M, within your typical round of \$[\d.]+(M|K)?–(\$)?[\d.]+M$/.test(reason),
        `a true statement: ${reason}`,
      );
    }
    assert.equal(deckCard.analysis, `${deckCard.reasons.join('. ')}.`);
    assert.equal(deckCard.rankedWithoutDeck, false);
    assert.equal(deckCard.company, 'Ledgerly');
    assert.equal(deckCard.raising, '$1.5M');
    assert.equal(deckCard.stage, 'Seed');

    const noDeckCard = cardOf(list, withoutDeck);
    assert.equal(noDeckCard.rankedWithoutDeck, true);
    assert.equal(noDeckCard.company, null);
    assert.ok(noDeckCard.reasons.some((reason) => reason.startsWith('Fintech, one of your sectors')));

    // Nothing of the health founder's raise is in this history.
    const elsewhereCard = cardOf(list, elsewhere);
    assert.ok(elsewhereCard.pearScore < deckCard.pearScore);
    assert.deepEqual(elsewhereCard.reasons, [
      `Nothing ${elsewhere.user.name} has shared overlaps your investment history yet`,
    ]);

    for (const card of [deckCard, noDeckCard, elsewhereCard]) {
      assert.equal(card.email, null, 'no e-mail before an accepted intro');
      assert.equal(card.linkedin, null);
      assert.equal(card.intro, null);
      assert.equal(card.kudoRequested, false);
      assert.deepEqual(card.kudos, []);
      assert.equal(card.introCount, 0);
    }
  });

  it('ranks founders for an investor without a claim by the thesis, with the points the fit documents', async () => {
    const fit = await founder(app, 'thesis-fit');
    const seedling = await investor(app, 'thesis-only', { thesis: FINTECH_THESIS });
    const card = cardOf(await matchesOf(seedling), fit);
    assert.deepEqual(card.reasons, [
      'Fintech, one of your sectors',
      'Raising a Seed round, a stage you invest at',
      'Raising $1.5M: room for your $100–500K check',
    ]);
    // "San Francisco, CA" is inside the thesis' "San Francisco": the geography counts too (its reason is the 4th).
    const { base, sector, stage, size, geography } = THESIS_FIT_POINTS;
    assert.equal(card.pearScore, base + sector + stage + size + geography);

    const health = await founder(
      app,
      'thesis-miss',
      fintechDeck({ industry: 'Healthcare', companyStage: 'Series B', companyAddress: 'Austin, TX' }),
    );
    const miss = cardOf(await matchesOf(seedling), health);
    assert.deepEqual(miss.reasons, ['Raising $1.5M: room for your $100–500K check']);
    assert.equal(miss.pearScore, base + size);
  });

  it('lists at most 50 founders, equal scores by user id', async () => {
    const plain = await investor(app, 'no-thesis');
    const list = await matchesOf(plain);
    assert.ok(list.length <= 50);
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      assert.ok(a.pearScore > b.pearScore || (a.pearScore === b.pearScore && a.userId < b.userId));
    }
  });

  it("Request Kudo: e-mails the founder once, shows on the card and in the founder's kudos; 409 again, 404 unknown", async () => {
    const target = await founder(app, 'references');
    const asker = await investor(app, 'asker', { thesis: FINTECH_THESIS });
    const url = `/dev/investor/founders/${target.user.id}/kudo-request`;
    const first = await asker.send('POST', url);
    assert.equal(first.statusCode, 200, first.body);
    const [mail] = await mailsTo(app, target.user.email, (caught) => caught.subject.includes('asked for references'));
    assert.equal(mail?.subject, `${asker.user.name} asked for references`);
    assert.match(mail!.text, /\(Seedling Fund\) asked for references on Pear/);
    assert.match(mail!.text, /http:\/\/app\.test\/founders/);

    const again = await asker.send('POST', url);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already asked this founder for references.');
    assert.equal((await asker.send('POST', `/dev/investor/founders/${UNKNOWN}/kudo-request`)).statusCode, 404);
    // Another investor is no founder.
    const other = await investor(app, 'not-a-founder');
    assert.equal((await asker.send('POST', `/dev/investor/founders/${other.user.id}/kudo-request`)).statusCode, 404);

    assert.equal(cardOf(await matchesOf(asker), target).kudoRequested, true);
    const kudos = endpoints.getFounderKudos.response[200].parse((await target.send('GET', '/dev/me/kudos')).json());
    assert.equal(kudos.referenceRequests.length, 1);
    assert.equal(kudos.referenceRequests[0]?.investorName, asker.user.name);
    assert.equal(kudos.referenceRequests[0]?.firm, 'Seedling Fund');
  });
});

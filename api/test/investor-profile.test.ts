import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { endpoints, type InvestorDashboard, type PortfolioCompany } from '@pear/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { introRequests, investmentRounds, investments, investors, type JsonObject } from '../src/db/schema.js';
import { summarizePortfolio, type InvestorKind, type InvestorProfile } from '../src/modules/investors/profiles.js';
import { signIn } from '../src/modules/users/users.js';
import { textPdf, THESIS_LINES } from './fixtures/pdf-builders.js';
import { buildTestApp, signUpUser, testIdentity, uniqueEmail } from './helpers.js';

/*
 * The investor's dashboard (issue 14): the profile the thesis fills and the investor edits, claims of corpus
 * investors (an angel once, a firm by several members), the fund, the portfolio (claimed history, then own entries)
 * and the investor's VibeScore.
 */

/** Unique per run: the suite also passes against a PostgreSQL database that keeps old rows. */
const RUN = randomUUID().slice(0, 8);
const FIRM = { id: `orchard-${RUN}-ventures`, name: `Orchard ${RUN} Ventures` };
const ANGEL = { id: `maria-${RUN}-lopez`, name: `Maria ${RUN} Lopez` };
const RACED_ANGEL = { id: `jon-${RUN}-park`, name: `Jon ${RUN} Park` };

/** The firm's rounds, deliberately inserted out of date order. */
const FIRM_ROUNDS = [
  { company: `Gamma ${RUN}`, fundedAt: '2011-04-02', category: 'games_video', round: 'series-a', usd: 5_000_000 },
  { company: `Alpha ${RUN}`, fundedAt: '2013-01-20', category: 'software', round: 'seed', usd: 1_200_000 },
  { company: `Beta ${RUN}`, fundedAt: '2012-06-01', category: 'ecommerce', round: 'angel', usd: null },
];

async function insertCorpus(app: FastifyInstance): Promise<void> {
  await app.db.insert(investmentRounds).values(
    FIRM_ROUNDS.map((round) => ({
      companyKey: round.company.toLowerCase(),
      fundedAt: round.fundedAt,
      companyName: round.company,
      categoryCode: round.category,
      countryCode: 'USA',
      region: 'SF Bay',
      roundType: round.round,
      raisedAmountUsd: round.usd,
      source: 'test',
    })),
  );
  await app.db.insert(investments).values([
    ...FIRM_ROUNDS.map((round) => ({
      companyKey: round.company.toLowerCase(),
      fundedAt: round.fundedAt,
      investorName: FIRM.name,
      investorId: FIRM.id,
    })),
    {
      companyKey: FIRM_ROUNDS[0]!.company.toLowerCase(),
      fundedAt: FIRM_ROUNDS[0]!.fundedAt,
      investorName: ANGEL.name,
      investorId: ANGEL.id,
    },
  ]);
  // Stored profiles in the import's shape (every field), without deals: the claims read the investments above.
  const profile = (investor: { id: string; name: string }, kind: InvestorKind): InvestorProfile => ({
    ...investor,
    kind,
    ...summarizePortfolio([]),
    portfolio: [],
    coInvestors: [],
    sources: ['test'],
  });
  const row = (investor: { id: string; name: string }, kind: InvestorKind) => ({
    ...investor,
    kind,
    profile: profile(investor, kind) as unknown as JsonObject,
    source: 'test',
  });
  await app.db.insert(investors).values([
    { ...row(FIRM, 'firm'), dealCount: 3, lastInvestmentAt: '2013-01-20' },
    { ...row(ANGEL, 'person'), dealCount: 1, lastInvestmentAt: '2011-04-02' },
    { ...row(RACED_ANGEL, 'person'), dealCount: 0, lastInvestmentAt: null },
  ]);
}

async function thesisPdf(): Promise<Buffer> {
  const runs = THESIS_LINES.map((text, index) => ({ text, x: 50, y: 52 + index * 22, size: 13 }));
  return Buffer.from(await textPdf([runs]));
}

describe('investor profile: thesis, edits, claims, fund, portfolio and VibeScore', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
    await insertCorpus(app);
  });
  after(() => app.close());

  /** A signed-up investor (with the given sign-in issuer) and requests sent as them. */
  async function investor(label: string, issuer?: string) {
    const identity = testIdentity({ email: uniqueEmail(label), name: `Investor ${label}`, ...(issuer && { issuer }) });
    const { user } = await signIn(app.db, identity, 'investor');
    const token = await app.tokens.sign({ id: user.id, email: user.email, role: user.role, name: user.name });
    const authorization = `Bearer ${token}`;
    const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { authorization },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    const expect = async (method: InjectOptions['method'], url: string, payload: unknown, status: number) => {
      const response = await send(method, url, payload);
      assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
      return response.json() as unknown;
    };
    return {
      user,
      send,
      expect,
      dashboard: async (): Promise<InvestorDashboard> =>
        endpoints.getInvestorDashboard.response[200].parse(
          await expect('GET', '/dev/investor/profile', undefined, 200),
        ),
      edit: async (patch: unknown) =>
        endpoints.updateInvestorProfile.response[200].parse(await expect('PATCH', '/dev/investor/profile', patch, 200)),
      claim: async (investorId: string, status = 200) => expect('POST', '/dev/investor/claim', { investorId }, status),
      uploadThesis: async () => {
        const form = new FormData();
        form.append('thesis', new Blob([await thesisPdf()], { type: 'application/pdf' }), 'thesis.pdf');
        const request = new Request('http://x', { method: 'POST', body: form });
        const response = await app.inject({
          method: 'POST',
          url: '/api/investor/thesis-parse',
          headers: { authorization, 'content-type': request.headers.get('content-type') ?? '' },
          payload: Buffer.from(await request.arrayBuffer()),
        });
        assert.equal(response.statusCode, 200, response.body);
        return endpoints.parseThesis.response[200].parse(response.json()).thesis;
      },
    };
  }

  const messageOf = (body: unknown) => endpoints.updateInvestorProfile.response[400].parse(body).message;

  describe('profile', () => {
    it('starts empty, with the sign-in account and a thesis still to upload', async () => {
      const nora = await investor('empty');
      const dashboard = await nora.dashboard();
      assert.equal(dashboard.name, 'Investor empty');
      assert.equal(dashboard.email, nora.user.email);
      assert.equal(dashboard.signInProvider, 'Pear dev sign-in');
      assert.equal(dashboard.hasThesis, false);
      assert.equal(dashboard.claim, null);
      assert.deepEqual(dashboard.portfolio, []);
      assert.deepEqual(dashboard.profile, {
        firmName: null,
        bio: null,
        industries: [],
        preferredStages: [],
        checkSizeMinUsd: null,
        checkSizeMaxUsd: null,
        geographies: [],
        thesis: null,
        meetingLink: null,
      });
    });

    it('names LinkedIn as the connected account when LinkedIn vouched for the sign-in', async () => {
      const linked = await investor('linkedin', 'https://www.linkedin.com/oauth');
      assert.equal((await linked.dashboard()).signInProvider, 'LinkedIn');
    });

    it('is filled by the thesis upload', async () => {
      const nora = await investor('thesis');
      const thesis = await nora.uploadThesis();
      const { profile, hasThesis, fund } = await nora.dashboard();
      assert.equal(hasThesis, true);
      assert.equal(profile.firmName, 'Northwind Ventures');
      assert.deepEqual(profile.industries, thesis.industries);
      assert.ok(profile.industries.some((industry) => /fintech/i.test(industry)));
      assert.deepEqual(profile.preferredStages, ['Seed', 'Series A']);
      assert.equal(profile.checkSizeMinUsd, 250_000);
      assert.equal(profile.checkSizeMaxUsd, 1_000_000);
      assert.deepEqual(profile.geographies, thesis.geographies);
      assert.equal(profile.thesis, thesis.thesisSummary);
      // The fund is named after the firm until the investor names it.
      assert.equal(fund.name, 'Northwind Ventures');
      assert.equal(fund.stage, 'Seed, Series A');
    });

    it("keeps the investor's edits over the thesis, through a re-upload; null clears a field", async () => {
      const nora = await investor('edits');
      await nora.uploadThesis();
      const edited = await nora.edit({
        firmName: 'Northwind Capital',
        bio: 'Former founder, now investing in climate software.',
        thesis: null,
        preferredStages: ['Seed'],
        meetingLink: 'https://cal.example.com/nora',
      });
      assert.equal(edited.profile.firmName, 'Northwind Capital');
      assert.equal(edited.profile.thesis, null);
      assert.deepEqual(edited.profile.preferredStages, ['Seed']);
      assert.equal(edited.profile.checkSizeMaxUsd, 1_000_000, 'what was not edited stays the thesis');

      await nora.uploadThesis();
      const { profile } = await nora.dashboard();
      assert.equal(profile.firmName, 'Northwind Capital');
      assert.equal(profile.bio, 'Former founder, now investing in climate software.');
      assert.equal(profile.thesis, null);
      assert.deepEqual(profile.preferredStages, ['Seed']);
      assert.equal(profile.meetingLink, 'https://cal.example.com/nora');
      assert.equal(profile.checkSizeMinUsd, 250_000);
    });

    it('refuses a meeting link that is not https, and a minimum check above the maximum', async () => {
      const nora = await investor('refusals');
      const http = await nora.send('PATCH', '/dev/investor/profile', { meetingLink: 'http://cal.example.com/nora' });
      assert.equal(http.statusCode, 400);
      assert.match(messageOf(http.json()), /https:\/\//);
      const stage = await nora.send('PATCH', '/dev/investor/profile', { preferredStages: ['Late'] });
      assert.equal(stage.statusCode, 400);
      assert.match(messageOf(stage.json()), /Pre-Seed, Seed, Series A/);

      await nora.edit({ checkSizeMaxUsd: 500_000 });
      const above = await nora.send('PATCH', '/dev/investor/profile', { checkSizeMinUsd: 750_000 });
      assert.equal(above.statusCode, 400);
      assert.equal(messageOf(above.json()), 'The minimum check size must not be above the maximum.');
      assert.equal((await nora.dashboard()).profile.checkSizeMinUsd, null, 'nothing saved');
    });
  });

  describe('claims', () => {
    it('lets one member claim an angel profile, and refuses a second', async () => {
      const maria = await investor('angel');
      const claim = endpoints.claimInvestorProfile.response[200].parse(await maria.claim(ANGEL.id));
      assert.deepEqual(claim, {
        investorId: ANGEL.id,
        name: ANGEL.name,
        kind: 'person',
        dealCount: 1,
        lastInvestmentAt: '2011-04-02',
        members: [{ userId: maria.user.id, name: 'Investor angel' }],
      });
      const impostor = await investor('impostor');
      const refused = await impostor.claim(ANGEL.id, 409);
      assert.equal(
        endpoints.claimInvestorProfile.response[409].parse(refused).message,
        'This angel profile is already claimed by another Pear member.',
      );
      assert.equal((await impostor.dashboard()).claim, null);
      // Claiming it again is no conflict with oneself.
      await maria.claim(ANGEL.id);

      // Once Maria claims something else, the angel profile is free again.
      await maria.claim(FIRM.id);
      await impostor.claim(ANGEL.id);
      await impostor.expect('DELETE', '/dev/investor/claim', undefined, 200);
      await maria.expect('DELETE', '/dev/investor/claim', undefined, 200);
    });

    it('gives a contested angel profile to exactly one of three members claiming it at once', async () => {
      const racers = await Promise.all(['racer-one', 'racer-two', 'racer-three'].map((label) => investor(label)));
      const answers = await Promise.all(
        racers.map((racer) => racer.send('POST', '/dev/investor/claim', { investorId: RACED_ANGEL.id })),
      );
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409]);
      const claims = await Promise.all(racers.map(async (racer) => (await racer.dashboard()).claim?.investorId));
      assert.deepEqual(claims.filter(Boolean), [RACED_ANGEL.id]);
    });

    it('answers 404 for an investor the corpus does not have', async () => {
      const nora = await investor('unknown');
      const missing = await nora.claim(`nobody-${RUN}`, 404);
      assert.match(endpoints.claimInvestorProfile.response[404].parse(missing).message, /No investor with this id/);
    });

    it('lists every member of a firm, in claim order, as members and partners', async () => {
      const first = await investor('partner-one');
      const second = await investor('partner-two');
      await first.claim(FIRM.id);
      const claim = endpoints.claimInvestorProfile.response[200].parse(await second.claim(FIRM.id));
      assert.deepEqual(
        claim.members.map((member) => member.name),
        ['Investor partner-one', 'Investor partner-two'],
      );
      const seen = await first.dashboard();
      assert.deepEqual(seen.claim?.members, claim.members);
      assert.equal(seen.profile.firmName, FIRM.name, 'a claimed firm names the firm without a thesis');
      assert.equal(seen.fund.name, FIRM.name);
      assert.deepEqual(seen.fund.partners, ['Investor partner-one', 'Investor partner-two']);

      await second.expect('DELETE', '/dev/investor/claim', undefined, 200);
      assert.deepEqual((await first.dashboard()).fund.partners, ['Investor partner-one']);
      await first.expect('DELETE', '/dev/investor/claim', undefined, 200);
    });

    it('releases a claim (404 when there is none); own portfolio entries stay', async () => {
      const nora = await investor('release');
      await nora.claim(FIRM.id);
      await nora.expect('POST', '/dev/investor/portfolio', { name: 'Kept Co' }, 201);
      assert.equal((await nora.dashboard()).portfolio.length, 4);
      await nora.expect('DELETE', '/dev/investor/claim', undefined, 200);
      const after = await nora.dashboard();
      assert.equal(after.claim, null);
      assert.deepEqual(
        after.portfolio.map((company) => company.name),
        ['Kept Co'],
      );
      const again = await nora.expect('DELETE', '/dev/investor/claim', undefined, 404);
      assert.equal(
        endpoints.releaseInvestorClaim.response[404].parse(again).message,
        'You have not claimed an investor profile.',
      );
    });
  });

  describe('fund', () => {
    it('edits the fund; added partners follow the members, once each; null clears', async () => {
      const nora = await investor('fund');
      await nora.claim(FIRM.id);
      const fund = endpoints.updateFund.response[200].parse(
        await nora.expect(
          'PATCH',
          '/dev/investor/fund',
          { name: 'Orchard Fund II', sizeUsd: 50_000_000, partners: ['Sam Lee', 'investor FUND', 'Sam Lee'] },
          200,
        ),
      );
      assert.deepEqual(fund, {
        name: 'Orchard Fund II',
        sizeUsd: 50_000_000,
        focus: null,
        stage: null,
        geography: null,
        partners: ['Investor fund', 'Sam Lee'],
      });
      const cleared = endpoints.updateFund.response[200].parse(
        await nora.expect('PATCH', '/dev/investor/fund', { sizeUsd: null, focus: 'Climate software' }, 200),
      );
      assert.equal(cleared.sizeUsd, null);
      assert.equal(cleared.focus, 'Climate software');
      assert.equal(cleared.name, 'Orchard Fund II');
      assert.deepEqual((await nora.dashboard()).fund, cleared);

      const refused = await nora.send('PATCH', '/dev/investor/fund', { sizeUsd: -1 });
      assert.equal(refused.statusCode, 400);
      assert.match(endpoints.updateFund.response[400].parse(refused.json()).message, /negative/);
      await nora.expect('DELETE', '/dev/investor/claim', undefined, 200);
    });
  });

  describe('portfolio', () => {
    it('shows the claimed history newest first, with industry and stage in words, then own entries', async () => {
      const nora = await investor('portfolio');
      await nora.claim(FIRM.id);
      await nora.expect('POST', '/dev/investor/portfolio', { name: 'First Own', status: 'Active' }, 201);
      await nora.expect('POST', '/dev/investor/portfolio', { name: 'Second Own', status: 'Exited' }, 201);
      const { portfolio } = await nora.dashboard();
      const view = (company: PortfolioCompany) => [
        company.source,
        company.name,
        company.industry,
        company.stage,
        company.date,
        company.roundSizeUsd,
        company.status,
      ];
      assert.deepEqual(portfolio.map(view), [
        ['corpus', `Alpha ${RUN}`, 'Software', 'Seed', '2013-01-20', 1_200_000, null],
        ['corpus', `Beta ${RUN}`, 'E-commerce', 'Angel', '2012-06-01', null, null],
        ['corpus', `Gamma ${RUN}`, 'Games & video', 'Series A', '2011-04-02', 5_000_000, null],
        ['own', 'First Own', null, null, null, null, 'Active'],
        ['own', 'Second Own', null, null, null, null, 'Exited'],
      ]);
      await nora.expect('DELETE', '/dev/investor/claim', undefined, 200);
    });

    it('adds, edits and deletes own entries, with validation messages', async () => {
      const nora = await investor('crud');
      const created = endpoints.addPortfolioCompany.response[201].parse(
        await nora.expect(
          'POST',
          '/dev/investor/portfolio',
          {
            name: 'Heliostat',
            industry: 'Climate',
            stage: 'Seed',
            valuationUsd: 12_000_000,
            status: 'Active',
            description: 'Solar tracking software.',
          },
          201,
        ),
      );
      assert.deepEqual(
        { ...created, id: undefined },
        {
          id: undefined,
          source: 'own',
          name: 'Heliostat',
          industry: 'Climate',
          stage: 'Seed',
          date: null,
          roundSizeUsd: null,
          valuationUsd: 12_000_000,
          status: 'Active',
          description: 'Solar tracking software.',
        },
      );

      const edited = endpoints.updatePortfolioCompany.response[200].parse(
        await nora.expect(
          'PATCH',
          `/dev/investor/portfolio/${created.id}`,
          { status: 'Exited', valuationUsd: null },
          200,
        ),
      );
      assert.equal(edited.status, 'Exited');
      assert.equal(edited.valuationUsd, null);
      assert.equal(edited.name, 'Heliostat');
      assert.deepEqual(
        endpoints.updatePortfolioCompany.response[200].parse(
          await nora.expect('PATCH', `/dev/investor/portfolio/${created.id}`, {}, 200),
        ),
        edited,
      );

      const refusals: Array<[unknown, RegExp]> = [
        [{}, /name/],
        [{ name: '   ' }, /name/],
        [{ name: 'X', status: 'Sold' }, /must be Active or Exited/],
        [{ name: 'X', valuationUsd: -5 }, /must not be negative/],
        [{ name: 'X', valuationUsd: 1.5 }, /whole number/],
      ];
      for (const [body, message] of refusals) {
        const refused = await nora.send('POST', '/dev/investor/portfolio', body);
        assert.equal(refused.statusCode, 400, JSON.stringify(body));
        assert.match(endpoints.addPortfolioCompany.response[400].parse(refused.json()).message, message);
      }
      const notAnId = await nora.send('PATCH', '/dev/investor/portfolio/42', { name: 'Y' });
      assert.equal(notAnId.statusCode, 400);

      await nora.expect('DELETE', `/dev/investor/portfolio/${created.id}`, undefined, 200);
      assert.deepEqual((await nora.dashboard()).portfolio, []);
      await nora.expect('DELETE', `/dev/investor/portfolio/${created.id}`, undefined, 404);
    });

    it("answers 404 to another investor on every route of someone's entry", async () => {
      const owner = await investor('owner');
      const other = await investor('other');
      const { id } = endpoints.addPortfolioCompany.response[201].parse(
        await owner.expect('POST', '/dev/investor/portfolio', { name: 'Private Co' }, 201),
      );
      for (const [method, payload] of [
        ['PATCH', { name: 'Taken' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await other.send(method, `/dev/investor/portfolio/${id}`, payload);
        assert.equal(response.statusCode, 404, method);
        assert.equal(response.json().message, 'No such portfolio company among yours.');
      }
      assert.deepEqual(
        (await other.dashboard()).portfolio.map((company) => company.name),
        [],
      );
      assert.deepEqual(
        (await owner.dashboard()).portfolio.map((company) => company.name),
        ['Private Co'],
      );
    });
  });

  describe('VibeScore', () => {
    const sum = ({ vibe }: InvestorDashboard) =>
      vibe.breakdown.profile.score + vibe.breakdown.portfolio.score + vibe.breakdown.responsiveness.score;

    it('moves with the profile, the claimed history, own entries and answered intros, and is their sum', async () => {
      const nora = await investor('vibe');
      const empty = await nora.dashboard();
      assert.deepEqual(
        Object.values(empty.vibe.breakdown).map(({ score, max }) => [score, max]),
        [
          [0, 40],
          [0, 40],
          [10, 20],
        ],
      );
      assert.equal(empty.vibe.vibe_score, 10);
      assert.match(empty.vibe.breakdown.profile.explanation, /missing an uploaded thesis, firm name/);
      assert.equal(
        empty.vibe.breakdown.responsiveness.explanation,
        'No intro requests yet: a neutral 10 until founders reach out.',
      );

      await nora.uploadThesis();
      const withThesis = await nora.dashboard();
      // Thesis (8) + firm, focus, stages, check size, geography (4 each); the thesis text if the parse found one.
      const thesisText = withThesis.profile.thesis ? 4 : 0;
      assert.equal(withThesis.vibe.breakdown.profile.score, 28 + thesisText);
      assert.match(withThesis.vibe.breakdown.profile.explanation, /missing .*meeting link and bio\.$/);

      await nora.edit({ meetingLink: 'https://cal.example.com/nora', bio: 'Seed investor.', thesis: 'Climate.' });
      const complete = await nora.dashboard();
      assert.deepEqual(complete.vibe.breakdown.profile, {
        score: 40,
        max: 40,
        explanation: 'Your profile is complete.',
      });

      await nora.claim(FIRM.id);
      const claimed = await nora.dashboard();
      // 3 deals on the log scale: round(30 · ln 4 / ln 101) = 9.
      assert.equal(claimed.vibe.breakdown.portfolio.score, 9);
      assert.equal(
        claimed.vibe.breakdown.portfolio.explanation,
        `3 deals in the claimed history of ${FIRM.name}; 0 portfolio companies added by you.`,
      );
      await nora.expect('POST', '/dev/investor/portfolio', { name: 'Own One' }, 201);
      const withOwn = await nora.dashboard();
      assert.equal(withOwn.vibe.breakdown.portfolio.score, 11);
      assert.match(withOwn.vibe.breakdown.portfolio.explanation, /1 portfolio company added by you\.$/);

      // Intro requests founders sent Nora: one answered, one left pending for five days, one fresh.
      const founders = await Promise.all(['one', 'two', 'three'].map((label) => signUpUser(app, 'founder', label)));
      const day = 24 * 60 * 60 * 1000;
      const request = (founderId: string, ageDays: number, status: 'pending' | 'accepted') => ({
        fromUserId: founderId,
        toUserId: nora.user.id,
        founderId,
        investorUserId: nora.user.id,
        status,
        createdAt: new Date(Date.now() - ageDays * day),
        decidedAt: status === 'pending' ? null : new Date(),
        expiresAt: new Date(Date.now() + (14 - ageDays) * day),
      });
      await app.db.insert(introRequests).values(request(founders[2]!.user.id, 0, 'pending'));
      const waiting = await nora.dashboard();
      assert.equal(waiting.vibe.breakdown.responsiveness.score, 10);
      assert.match(waiting.vibe.breakdown.responsiveness.explanation, /^1 intro request is waiting for your answer/);

      await app.db
        .insert(introRequests)
        .values([request(founders[0]!.user.id, 6, 'accepted'), request(founders[1]!.user.id, 5, 'pending')]);
      const half = await nora.dashboard();
      assert.deepEqual(half.vibe.breakdown.responsiveness, {
        score: 10,
        max: 20,
        explanation:
          'You answered 1 of 2 intro requests (accepted or declined), 1 left unanswered for more than 3 days.',
      });

      for (const dashboard of [empty, withThesis, complete, claimed, withOwn, waiting, half]) {
        assert.equal(dashboard.vibe.vibe_score, sum(dashboard));
      }
      assert.equal(half.vibe.vibe_score, 40 + 11 + 10);
      await nora.expect('DELETE', '/dev/investor/claim', undefined, 200);
    });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, INVESTOR_LIMITS, type DealDetail, type IntroList, type IntroRequest } from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { introRequests, investorClaims } from '../src/db/schema.js';
import {
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
const MEETING_LINK = 'https://cal.example/ledger';

describe('double opt-in intros between founders and investors', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await investorSideApp()));
  after(() => close());

  async function request(from: Member, to: Member, message?: string): Promise<IntroRequest> {
    const response = await from.send('POST', '/dev/me/intros', {
      toUserId: to.user.id,
      ...(message ? { message } : {}),
    });
    assert.equal(response.statusCode, 201, response.body);
    return endpoints.requestIntro.response[201].parse(response.json());
  }
  async function intros(who: Member): Promise<IntroList> {
    const response = await who.send('GET', '/dev/me/intros');
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.listIntros.response[200].parse(response.json());
  }
  async function decide(who: Member, id: string, decision: 'accept' | 'decline') {
    const response = await who.send('POST', `/dev/me/intros/${id}/${decision}`);
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.acceptIntro.response[200].parse(response.json());
  }
  async function dealsOf(who: Member) {
    const response = await who.send('GET', '/dev/me/deals');
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.listDeals.response[200].parse(response.json()).deals;
  }
  async function dealDetail(who: Member, id: string): Promise<DealDetail> {
    return endpoints.getDeal.response[200].parse((await who.send('GET', `/dev/me/deals/${id}`)).json());
  }
  /** The investor's meeting link, set the way the dashboard's Settings does. */
  async function withMeetingLink(who: Member): Promise<void> {
    const response = await who.send('PATCH', '/dev/investor/profile', { meetingLink: MEETING_LINK });
    assert.equal(response.statusCode, 200, response.body);
  }

  it('investor → founder: mailed with why they match, accepted, both CRMs at Introduced, e-mails shown only then', async () => {
    const ada = await founder(app, 'ada');
    const ledger = await investor(app, 'ledger', { claim: LEDGER_ID, thesis: FINTECH_THESIS });
    await withMeetingLink(ledger);

    const sent = await request(ledger, ada, 'Loved the bookkeeping angle.');
    assert.equal(sent.direction, 'sent');
    assert.equal(sent.status, 'pending');
    assert.equal(sent.counterpart.name, ada.user.name);
    assert.equal(sent.counterpart.company, 'Ledgerly');
    assert.equal(sent.counterpart.email, null);
    assert.ok(sent.counterpart.reasons.some((reason) => reason.startsWith('Fintech, one of your sectors')));
    const days = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 86_400_000;
    assert.equal(Math.round(days), INVESTOR_LIMITS.introExpiryDays);

    const [mail] = await mailsTo(app, ada.user.email, (caught) => caught.subject.includes('asked for an intro'));
    assert.equal(mail?.subject, `${ledger.user.name} asked for an intro on Pear`);
    assert.match(mail!.text, /Seedling Fund/);
    assert.match(mail!.text, /Their message: Loved the bookkeeping angle\./);
    assert.match(mail!.text, /Why you match:\n- /);
    assert.match(mail!.text, /http:\/\/app\.test\/founders/);
    assert.doesNotMatch(mail!.text, new RegExp(ledger.user.email));

    // The founder sees it, with the investor's card and no e-mail yet; the investor's founder card has none either.
    const received = (await intros(ada)).received;
    assert.equal(received.length, 1);
    assert.equal(received[0]?.status, 'pending');
    assert.equal(received[0]?.counterpart.role, 'investor');
    assert.equal(received[0]?.counterpart.company, 'Seedling Fund');
    assert.equal(received[0]?.counterpart.email, null);
    assert.equal(received[0]?.counterpart.meetingLink, null);
    const before = await ledger.send('GET', '/dev/investor/matches');
    const card = endpoints.getFounderMatches.response[200]
      .parse(before.json())
      .founders.find((entry) => entry.userId === ada.user.id);
    assert.equal(card?.email, null);
    assert.deepEqual(card?.intro, { id: sent.id, direction: 'sent', status: 'pending' });

    // Only the receiver decides: 404 for the requester and for anyone else.
    assert.equal((await ledger.send('POST', `/dev/me/intros/${sent.id}/accept`)).statusCode, 404);
    const stranger = await founder(app, 'stranger');
    assert.equal((await stranger.send('POST', `/dev/me/intros/${sent.id}/accept`)).statusCode, 404);
    assert.equal((await stranger.send('POST', `/dev/me/intros/${sent.id}/decline`)).statusCode, 404);
    assert.equal((await stranger.send('POST', `/dev/me/intros/${UNKNOWN}/accept`)).statusCode, 404);

    const { intro, dealId } = await decide(ada, sent.id, 'accept');
    assert.equal(intro.status, 'accepted');
    assert.equal(intro.counterpart.email, ledger.user.email);
    assert.equal(intro.counterpart.meetingLink, MEETING_LINK);
    assert.equal((await ada.send('POST', `/dev/me/intros/${sent.id}/accept`)).statusCode, 409);
    assert.equal((await ada.send('POST', `/dev/me/intros/${sent.id}/decline`)).statusCode, 409);

    // Both CRMs: a deal with the other at Introduced, the intro on its timeline.
    for (const [owner, other, expectedId] of [
      [ada, ledger, dealId],
      [ledger, ada, undefined],
    ] as const) {
      const deal = (await dealsOf(owner)).find((entry) => entry.counterpart.userId === other.user.id);
      assert.ok(deal, `${owner.user.name} tracks ${other.user.name}`);
      if (expectedId) assert.equal(deal.id, expectedId);
      assert.equal(deal.stage, 'Introduced');
      assert.equal(deal.counterpart.kind, 'user');
      // Consent given: each side's CRM now shows the other's e-mail.
      assert.equal(deal.counterpart.email, other.user.email);
      const { timeline } = await dealDetail(owner, deal.id);
      const entry = timeline.find((activity) => activity.kind === 'intro_accepted');
      assert.deepEqual(entry?.payload, { requestedBy: ledger.user.name, message: 'Loved the bookkeeping angle.' });
    }

    const [accepted] = await mailsTo(app, ledger.user.email, (caught) => caught.subject.includes('accepted'));
    assert.equal(accepted?.subject, `${ada.user.name} accepted your intro request on Pear`);
    assert.match(accepted!.text, new RegExp(`E-mail: ${ada.user.email.replace('.', '\\.')}`));
    assert.match(accepted!.text, /http:\/\/app\.test\/investors/);

    const sentView = (await intros(ledger)).sent[0];
    assert.equal(sentView?.status, 'accepted');
    assert.equal(sentView?.counterpart.email, ada.user.email);
    const after = endpoints.getFounderMatches.response[200]
      .parse((await ledger.send('GET', '/dev/investor/matches')).json())
      .founders.find((entry) => entry.userId === ada.user.id);
    assert.equal(after?.email, ada.user.email);
    assert.equal(after?.introCount, 1);

    // Introduced once: no new request either way.
    const again = await ledger.send('POST', '/dev/me/intros', { toUserId: ada.user.id });
    assert.equal(again.statusCode, 409);
    assert.equal((await ada.send('POST', '/dev/me/intros', { toUserId: ledger.user.id })).statusCode, 409);
  });

  it("founder → investor on Pear: the match card says On Pear, and carries the investor's contacts once accepted", async () => {
    // Raising what Angela Hartley backs (health, angel rounds, Boston): she is among Ben's first matches.
    const ben = await founder(
      app,
      'ben',
      fintechDeck({
        startupName: 'Carely Health',
        industry: 'Healthcare',
        companyStage: 'Pre-Seed',
        companyAddress: 'Boston, MA',
        raisingAmount: '$450K',
        raisingAmountUsd: 450_000,
      }),
    );
    const angela = await investor(app, 'angela', { claim: 'angela-hartley' });
    await withMeetingLink(angela);
    const matchesOf = async () =>
      endpoints.getMatches.response[200].parse((await ben.send('GET', '/dev/me/matches')).json());
    const angelMatch = async () => (await matchesOf()).find((match) => match.user_id === 'angela-hartley');

    const before = await angelMatch();
    assert.deepEqual(before?.on_pear, { member_user_id: angela.user.id, member_name: angela.user.name, intro: null });
    assert.equal(before.email, null);
    assert.equal(before.meeting_link, null);
    const claimed = new Set((await app.db.select().from(investorClaims)).map((claim) => claim.investorId));
    const unclaimed = (await matchesOf()).filter((match) => !claimed.has(match.user_id));
    assert.ok(unclaimed.length > 0);
    for (const match of unclaimed) assert.equal(match.on_pear, null, match.user_id);

    const sent = await request(ben, angela);
    assert.equal(sent.counterpart.role, 'investor');
    assert.equal(sent.counterpart.email, null);
    // A founder reads the investor-side reasons of the matching module (the history, not "you").
    assert.deepEqual(sent.counterpart.reasons, before.reasons);
    const pending = await angelMatch();
    assert.deepEqual(pending?.on_pear?.intro, { id: sent.id, direction: 'sent', status: 'pending' });
    assert.equal(pending?.email, null, 'no e-mail before acceptance');
    assert.equal((await intros(ben)).sent[0]?.counterpart.email, null);

    const [mail] = await mailsTo(app, angela.user.email, (caught) => caught.subject.includes('asked for an intro'));
    assert.equal(mail?.subject, `${ben.user.name} asked for an intro on Pear`);
    assert.match(mail!.text, /Carely Health/);
    assert.match(mail!.text, /http:\/\/app\.test\/investors/);

    await decide(angela, sent.id, 'accept');
    const accepted = await angelMatch();
    assert.equal(accepted?.on_pear?.intro?.status, 'accepted');
    assert.equal(accepted?.email, angela.user.email);
    assert.equal(accepted?.meeting_link, MEETING_LINK);
    const [told] = await mailsTo(app, ben.user.email, (caught) => caught.subject.includes('accepted'));
    assert.match(told!.text, new RegExp(`Book a meeting: ${MEETING_LINK}`));
    assert.match(told!.text, /http:\/\/app\.test\/founders/);
    const deal = (await dealsOf(ben)).find((entry) => entry.counterpart.userId === angela.user.id);
    assert.equal(deal?.stage, 'Introduced');
  });

  it('decline is private: the requester sees pending until it expires, then expired; and may ask again', async () => {
    const cara = await founder(app, 'cara');
    const quiet = await investor(app, 'quiet', { thesis: FINTECH_THESIS });
    const sent = await request(cara, quiet);
    const mailsBefore = app.mailCatcher!.messages(cara.user.email).length;

    const { intro, dealId } = await decide(quiet, sent.id, 'decline');
    assert.equal(intro.status, 'declined');
    assert.equal(dealId, null);
    assert.equal((await intros(quiet)).received[0]?.status, 'declined');
    const seen = (await intros(cara)).sent[0];
    assert.equal(seen?.status, 'pending');
    assert.equal(seen?.decidedAt, null);
    assert.equal(app.mailCatcher!.messages(cara.user.email).length, mailsBefore, 'nobody is told');
    assert.deepEqual(await dealsOf(cara), []);
    // Asking again looks like asking while it is pending.
    const again = await cara.send('POST', '/dev/me/intros', { toUserId: quiet.user.id });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already asked for this intro: it is waiting for an answer.');

    await app.db
      .update(introRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(introRequests.id, sent.id));
    assert.equal((await intros(cara)).sent[0]?.status, 'expired');
    assert.equal((await intros(quiet)).received[0]?.status, 'declined');
    const renewed = await request(cara, quiet);
    assert.equal(renewed.status, 'pending');
  });

  it('an unanswered request expires for both sides and can no longer be accepted', async () => {
    const dan = await founder(app, 'dan');
    const slow = await investor(app, 'slow');
    const sent = await request(slow, dan);
    const reverse = await dan.send('POST', '/dev/me/intros', { toUserId: slow.user.id });
    assert.equal(reverse.statusCode, 409);
    assert.equal(reverse.json().message, 'They already asked you for an intro: accept it in your intro requests.');
    await app.db
      .update(introRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(introRequests.id, sent.id));
    assert.equal((await intros(dan)).received[0]?.status, 'expired');
    assert.equal((await intros(slow)).sent[0]?.status, 'expired');
    const late = await dan.send('POST', `/dev/me/intros/${sent.id}/accept`);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This intro request has expired.');
  });

  it('refuses yourself and your own role (400), unknown users (404), and more than the day allows (429)', async () => {
    const eve = await investor(app, 'eve');
    const peer = await investor(app, 'peer');
    const self = await eve.send('POST', '/dev/me/intros', { toUserId: eve.user.id });
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot request an intro to yourself.');
    const sameRole = await eve.send('POST', '/dev/me/intros', { toUserId: peer.user.id });
    assert.equal(sameRole.statusCode, 400);
    assert.equal(
      sameRole.json().message,
      'Intros on Pear are between a founder and an investor: you cannot ask another investor.',
    );
    assert.equal((await eve.send('POST', '/dev/me/intros', { toUserId: UNKNOWN })).statusCode, 404);
    assert.equal((await eve.send('POST', '/dev/me/intros', { toUserId: 'not-a-uuid' })).statusCode, 400);

    for (let i = 0; i < INVESTOR_LIMITS.introsPerDay; i += 1) {
      await request(eve, await founder(app, `daily-${i}`, null));
    }
    const over = await eve.send('POST', '/dev/me/intros', {
      toUserId: (await founder(app, 'daily-over', null)).user.id,
    });
    assert.equal(over.statusCode, 429);
    assert.equal(
      over.json().message,
      `You have sent today's ${INVESTOR_LIMITS.introsPerDay} intro requests. You can send more tomorrow (UTC).`,
    );
    assert.equal((await intros(eve)).sent.length, INVESTOR_LIMITS.introsPerDay);
  });

  it('needs a signed-in user on every intro route', async () => {
    for (const endpoint of Object.values(endpoints).filter((entry) => entry.tag === 'intros')) {
      const response = await app.inject({ method: endpoint.method, url: endpoint.path.replace(':id', UNKNOWN) });
      assert.equal(response.statusCode, 401, endpoint.path);
    }
  });
});

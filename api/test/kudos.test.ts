import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, INVESTOR_LIMITS, type FounderKudos, type Kudo } from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { kudos } from '../src/db/schema.js';
import { founder, investor, investorSideApp, mailsTo, type Member } from './fixtures/investor-side.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const KUDO = { authorName: 'Grace Hopper', relation: 'Former manager at Stripe', text: 'Ships fast and listens well.' };

describe('kudos: request, one-time link, approval, shown to investors', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await investorSideApp()));
  after(() => close());

  async function requestKudo(who: Member, email: string): Promise<Kudo> {
    const response = await who.send('POST', '/dev/me/kudos', { email });
    assert.equal(response.statusCode, 201, response.body);
    return endpoints.requestKudo.response[201].parse(response.json());
  }
  async function kudosOf(who: Member): Promise<FounderKudos> {
    const response = await who.send('GET', '/dev/me/kudos');
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.getFounderKudos.response[200].parse(response.json());
  }
  /** The token of the newest link mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await mailsTo(app, email, (mail) => mail.subject.includes('asked you for a kudo'));
    const token = mails.at(-1)?.text.match(/http:\/\/app\.test\/kudos\/([A-Za-z0-9_-]{43})/)?.[1];
    assert.ok(token, 'the mail carries the link');
    return token;
  }
  const publicCall = (method: 'GET' | 'POST', token: string, payload?: object) =>
    app.inject({ method, url: `/dev/kudos/${token}`, ...(payload ? { payload } : {}) });

  it('request → mail → write via the link → founder approves → the investor sees it on the card', async () => {
    const ada = await founder(app, 'kudo-ada');
    const invitee = 'grace@example.com';
    const invited = await requestKudo(ada, 'Grace@Example.com');
    assert.equal(invited.status, 'invited');
    assert.equal(invited.inviteeEmail, invitee);

    const token = await mailedToken(invitee);
    const [mail] = await mailsTo(app, invitee);
    assert.equal(mail?.subject, `${ada.user.name} asked you for a kudo on Pear`);
    assert.match(mail!.text, new RegExp(`works once, for ${INVESTOR_LIMITS.kudoLinkDays} days`));
    const [stored] = await app.db.select().from(kudos).where(eq(kudos.id, invited.id));
    assert.notEqual(stored?.tokenHash, token, 'only a hash of the token is kept');
    assert.ok(!JSON.stringify(stored).includes(token));

    const invitation = await publicCall('GET', token);
    assert.equal(invitation.statusCode, 200, invitation.body);
    assert.deepEqual(endpoints.getKudoInvitation.response[200].parse(invitation.json()), {
      founderName: ada.user.name,
      companyName: 'Ledgerly',
      inviteeEmail: invitee,
    });

    // Before it is written, there is nothing to approve.
    const early = await ada.send('POST', `/dev/me/kudos/${invited.id}/approve`);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, 'This kudo has not been written yet.');

    const written = await publicCall('POST', token, KUDO);
    assert.equal(written.statusCode, 201, written.body);
    const [told] = await mailsTo(app, ada.user.email, (caught) => caught.subject.includes('wrote you a kudo'));
    assert.equal(told?.subject, 'Grace Hopper wrote you a kudo on Pear');
    assert.match(told!.text, /http:\/\/app\.test\/founders/);

    // The link works once.
    for (const method of ['GET', 'POST'] as const) {
      const reused = await publicCall(method, token, method === 'POST' ? KUDO : undefined);
      assert.equal(reused.statusCode, 410, method);
      assert.equal(reused.json().message, 'This kudo link was already used: thank you for writing.');
    }

    const ledger = await investor(app, 'kudo-reader');
    const card = async () =>
      endpoints.getFounderMatches.response[200]
        .parse((await ledger.send('GET', '/dev/investor/matches')).json())
        .founders.find((entry) => entry.userId === ada.user.id);
    assert.deepEqual((await card())?.kudos, [], 'not shown before approval');
    const listed = (await kudosOf(ada)).kudos[0];
    assert.equal(listed?.status, 'written');
    assert.equal(listed?.text, KUDO.text);

    const approve = await ada.send('POST', `/dev/me/kudos/${invited.id}/approve`);
    assert.equal(approve.statusCode, 200, approve.body);
    assert.equal(endpoints.approveKudo.response[200].parse(approve.json()).status, 'approved');
    assert.equal((await ada.send('POST', `/dev/me/kudos/${invited.id}/approve`)).statusCode, 409);
    const shown = (await card())?.kudos;
    assert.equal(shown?.length, 1);
    assert.equal(shown?.[0]?.authorName, KUDO.authorName);
    assert.equal(shown?.[0]?.relation, KUDO.relation);
    assert.equal(shown?.[0]?.text, KUDO.text);

    const hide = await ada.send('POST', `/dev/me/kudos/${invited.id}/hide`);
    assert.equal(endpoints.hideKudo.response[200].parse(hide.json()).status, 'hidden');
    assert.deepEqual((await card())?.kudos, []);
    assert.equal((await ada.send('POST', `/dev/me/kudos/${invited.id}/hide`)).statusCode, 409);
    assert.equal((await ada.send('POST', `/dev/me/kudos/${invited.id}/approve`)).statusCode, 200, 'approved again');
  });

  it('an expired link is gone (410), an unknown one is not found (404), a malformed one is refused (400)', async () => {
    const ben = await founder(app, 'kudo-ben');
    const invited = await requestKudo(ben, 'old-friend@example.com');
    const token = await mailedToken('old-friend@example.com');
    await app.db
      .update(kudos)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(kudos.id, invited.id));
    const expired = await publicCall('POST', token, KUDO);
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().message, 'This kudo link has expired: ask the founder for a new one.');
    const unknown = await publicCall('GET', 'A'.repeat(43));
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'This kudo link does not exist.');
    assert.equal((await publicCall('GET', 'short')).statusCode, 400);
    const blank = await publicCall('POST', token, { ...KUDO, text: '   ' });
    assert.equal(blank.statusCode, 400);
  });

  it("keeps each founder's kudos to themselves (404), and limits requests per day (429)", async () => {
    const owner = await founder(app, 'kudo-owner');
    const other = await founder(app, 'kudo-other');
    const invited = await requestKudo(owner, 'mine@example.com');
    for (const action of ['approve', 'hide']) {
      const response = await other.send('POST', `/dev/me/kudos/${invited.id}/${action}`);
      assert.equal(response.statusCode, 404, action);
      assert.equal(response.json().message, 'No such kudo.');
    }
    assert.equal((await owner.send('POST', `/dev/me/kudos/${UNKNOWN}/approve`)).statusCode, 404);
    assert.deepEqual((await kudosOf(other)).kudos, []);

    const self = await owner.send('POST', '/dev/me/kudos', { email: owner.user.email });
    assert.equal(self.statusCode, 400);
    for (let i = 1; i < INVESTOR_LIMITS.kudoRequestsPerDay; i += 1) await requestKudo(owner, `friend-${i}@example.com`);
    const over = await owner.send('POST', '/dev/me/kudos', { email: 'one-too-many@example.com' });
    assert.equal(over.statusCode, 429);
    assert.equal(
      over.json().message,
      `You have sent today's ${INVESTOR_LIMITS.kudoRequestsPerDay} kudo requests. You can send more tomorrow (UTC).`,
    );
    assert.equal((await kudosOf(owner)).kudos.length, INVESTOR_LIMITS.kudoRequestsPerDay);
  });

  it('needs a signed-in user on the founder routes', async () => {
    for (const endpoint of Object.values(endpoints).filter(
      (entry) => entry.tag === 'kudos' && entry.auth === 'bearer',
    )) {
      const response = await app.inject({ method: endpoint.method, url: endpoint.path.replace(':id', UNKNOWN) });
      assert.equal(response.statusCode, 401, endpoint.path);
    }
  });
});

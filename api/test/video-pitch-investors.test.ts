import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { endpoints, type FounderMatch } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { introRequests } from '../src/db/schema.js';
import { founder, investor, investorSideApp, LEDGER_ID, type Member } from './fixtures/investor-side.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/video');
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the video pitch on an investor's founder card", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let webm: Buffer;
  before(async () => {
    ({ app, close } = await investorSideApp());
    webm = await readFile(path.join(FIXTURES, 'pitch-short.webm'));
  });
  after(() => close());

  async function withVideo(label: string) {
    const who = await founder(app, label);
    const response = await app.inject({
      method: 'PUT',
      url: '/dev/me/video-pitch',
      headers: { authorization: who.authorization, 'content-type': 'video/webm' },
      payload: webm,
    });
    assert.equal(response.statusCode, 200, response.body);
    return who;
  }
  async function intro(from: Member, to: Member, status: 'pending' | 'accepted' | 'declined') {
    const [founderSide, investorSide] = from.user.role === 'founder' ? [from, to] : [to, from];
    await app.db.insert(introRequests).values({
      fromUserId: from.user.id,
      toUserId: to.user.id,
      founderId: founderSide.user.id,
      investorUserId: investorSide.user.id,
      status,
      decidedAt: status === 'pending' ? null : new Date(),
      expiresAt: new Date(Date.now() + 14 * DAY_MS),
    });
  }
  async function cardOf(viewer: Member, who: Member): Promise<FounderMatch> {
    const response = await viewer.send('GET', '/dev/investor/matches');
    assert.equal(response.statusCode, 200, response.body);
    const card = endpoints.getFounderMatches.response[200]
      .parse(response.json())
      .founders.find((entry) => entry.userId === who.user.id);
    assert.ok(card, `${who.user.name} is listed`);
    return card;
  }

  it('shows a playable video pitch only once an intro between them is accepted', async () => {
    const accepted = await withVideo('video-accepted');
    const pending = await withVideo('video-pending');
    const declined = await withVideo('video-declined');
    const none = await withVideo('video-none');
    const viewer = await investor(app, 'video-viewer', { claim: LEDGER_ID });
    await intro(accepted, viewer, 'accepted');
    await intro(viewer, pending, 'pending');
    await intro(declined, viewer, 'declined');

    const card = await cardOf(viewer, accepted);
    assert.ok(card.videoPitch, 'the accepted founder’s video is on the card');
    assert.equal(card.videoPitch.format, 'WebM');
    assert.equal(card.videoPitch.durationSeconds, 3.032);
    const played = await app.inject({
      method: 'GET',
      url: new URL(card.videoPitch.playbackUrl).pathname,
      headers: { range: 'bytes=0-3' },
    });
    assert.equal(played.statusCode, 206);
    assert.deepEqual([...played.rawPayload], [0x1a, 0x45, 0xdf, 0xa3], 'the video’s own first bytes');

    for (const who of [pending, declined, none]) {
      assert.equal((await cardOf(viewer, who)).videoPitch, null, who.user.name);
    }
    // Another investor, without an intro to the same founder, does not get it either.
    const stranger = await investor(app, 'video-stranger', { claim: LEDGER_ID });
    assert.equal((await cardOf(stranger, accepted)).videoPitch, null);
  });

  it('shows no video pitch for an introduced founder who has none', async () => {
    const plain = await founder(app, 'video-without');
    const viewer = await investor(app, 'video-viewer-2', { claim: LEDGER_ID });
    await intro(plain, viewer, 'accepted');
    const card = await cardOf(viewer, plain);
    assert.ok(card.email, 'the intro is accepted (the e-mail shows)');
    assert.equal(card.videoPitch, null);
  });
});

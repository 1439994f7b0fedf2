import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  DATA_ROOM_SIZE_MESSAGE,
  DATA_ROOM_TYPE_MESSAGE,
  endpoints,
  type CaughtMail,
  type DataRoomItem,
  type ResponseBody,
} from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { canvaDeck, CANVA_DECK } from '../../fixtures/decks.mjs';
import { dataRoomCodes, dataRoomLinks, dataRoomSessions, dataRoomVersions } from '../src/db/schema.js';
import { NO_VIEWER_SESSION } from '../src/modules/data-room/viewer-session.js';
import { extractPdfText } from '../src/modules/parsing/pdf-text.js';
import { corruptPdf } from './fixtures/pdf-builders.js';
import {
  DOCX_BYTES,
  JPEG_BYTES,
  PLAIN_ZIP_BYTES,
  PNG_BYTES,
  PPTX_BYTES,
  XLSX_BYTES,
  pagesPdf,
} from './fixtures/data-room-files.js';
import { APP_URL, buildTestApp, signUpUser, uniqueEmail } from './helpers.js';

type Overview = ResponseBody<typeof endpoints.getDataRoom, 200>;
type Founder = Awaited<ReturnType<typeof signUpUser>>;

/** A multipart body: text fields in order, then the file (when given) in `field`. */
async function multipartBody(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string },
  field = 'file',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(field, new Blob([file.bytes], { type: 'application/octet-stream' }), file.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

const tokenOf = (url: string) => url.split('/room/')[1]!;

describe('data room', () => {
  let app: FastifyInstance;
  let founder: Founder;
  let other: Founder;

  before(async () => {
    app = await buildTestApp();
    founder = await signUpUser(app, 'founder', 'room-founder');
    other = await signUpUser(app, 'founder', 'room-other');
  });
  after(() => app?.close());

  const call = (options: InjectOptions) => app.inject(options);
  const as = (authorization: string, options: InjectOptions) =>
    call({ ...options, headers: { ...options.headers, authorization } });

  async function upload(
    who: Founder,
    bytes: Uint8Array,
    name: string,
    fields: Record<string, string> = { category: 'Business Documents' },
  ) {
    const body = await multipartBody(fields, { bytes, name });
    return as(who.authorization, { method: 'POST', url: '/dev/me/data-room/items', ...body });
  }
  async function uploadOk(who: Founder, bytes: Uint8Array, name: string, fields?: Record<string, string>) {
    const response = await upload(who, bytes, name, fields);
    assert.equal(response.statusCode, 201, response.body);
    return endpoints.uploadDataRoomDocument.response[201].parse(response.json()) as DataRoomItem;
  }
  async function overview(who: Founder): Promise<Overview> {
    const response = await as(who.authorization, { method: 'GET', url: '/dev/me/data-room' });
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.getDataRoom.response[200].parse(response.json());
  }
  const allItems = (room: Overview) => room.categories.flatMap((category) => category.items);

  /** The caught e-mails to `to`, waiting a little for one that matches (SMTP delivery is asynchronous). */
  async function mailsTo(to: string, wanted: (mail: CaughtMail) => boolean = () => true): Promise<CaughtMail[]> {
    for (let tries = 0; tries < 50; tries += 1) {
      const response = await call({ method: 'GET', url: `/dev/mail/messages?to=${encodeURIComponent(to)}` });
      const { messages } = endpoints.mailCatcherMessages.response[200].parse(response.json());
      if (messages.some(wanted)) return messages;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }

  async function share(who: Founder, email: string, body: Record<string, unknown> = {}) {
    const response = await as(who.authorization, {
      method: 'POST',
      url: '/dev/me/data-room/links',
      payload: { email, ...body },
    });
    assert.equal(response.statusCode, 201, response.body);
    return endpoints.createDataRoomLink.response[201].parse(response.json());
  }

  const askCode = (token: string, email: string) =>
    call({ method: 'POST', url: `/dev/data-room/links/${token}/code`, payload: { email } });
  const tryCode = (token: string, email: string, code: string) =>
    call({ method: 'POST', url: `/dev/data-room/links/${token}/session`, payload: { email, code } });

  /** The newest code e-mailed to `email`. */
  async function codeFor(email: string, after: number): Promise<string> {
    const messages = await mailsTo(
      email,
      (mail) => mail.subject === 'Your Pear data room code' && Date.parse(mail.receivedAt) >= after,
    );
    const mail = messages.find((message) => message.subject === 'Your Pear data room code');
    assert.ok(mail, `no code mail to ${email}`);
    return mail.text.match(/\b(\d{6})\b/)![1]!;
  }

  /** Shares the room with a fresh e-mail and signs that viewer in: the viewer's Authorization header. */
  async function viewerOf(who: Founder, body: Record<string, unknown> = {}, email = uniqueEmail('viewer')) {
    const { link } = await share(who, email, body);
    const token = tokenOf(link.url);
    const asked = Date.now() - 1000;
    assert.equal((await askCode(token, email)).statusCode, 200);
    const verified = await tryCode(token, email, await codeFor(email, asked));
    assert.equal(verified.statusCode, 200, verified.body);
    const session = endpoints.verifyViewerCode.response[200].parse(verified.json());
    return { email, link, token, authorization: `Bearer ${session.token}` };
  }

  describe('uploads', () => {
    it('accepts PDF, PNG, JPEG, DOCX, XLSX and PPTX by their content, whatever their name says', async () => {
      const cases = [
        [await pagesPdf(3), 'actually-a-pdf.png', 'PDF'],
        [PNG_BYTES, 'logo.png', 'PNG'],
        [JPEG_BYTES, 'team.jpeg', 'JPEG'],
        [DOCX_BYTES, 'memo.docx', 'DOCX'],
        [XLSX_BYTES, 'model.pdf', 'XLSX'],
        [PPTX_BYTES, 'slides.pptx', 'PPTX'],
      ] as const;
      for (const [bytes, name, type] of cases) {
        const item = await uploadOk(founder, bytes, name);
        assert.equal(item.fileType, type, name);
        assert.equal(item.status, 'uploaded');
        assert.equal(item.version, 1);
        assert.equal(item.sizeBytes, bytes.byteLength);
        assert.equal(item.name, name.replace(/\.[^.]+$/, ''));
      }
      const pdf = allItems(await overview(founder)).find((item) => item.name === 'actually-a-pdf');
      assert.equal(pdf?.versions[0]?.pageCount, 3);
    });

    it('refuses anything else with 415 and the list of accepted types', async () => {
      for (const [bytes, name] of [
        [Buffer.from('just some text, not a PDF'), 'notes.pdf'],
        [PLAIN_ZIP_BYTES, 'archive.docx'],
        [Buffer.alloc(0), 'empty.pdf'],
      ] as const) {
        const response = await upload(founder, bytes, name);
        assert.equal(response.statusCode, 415, name);
        assert.equal(response.json().message, DATA_ROOM_TYPE_MESSAGE);
        assert.match(response.json().message, /PDF, PNG, JPEG, XLSX, DOCX, PPTX/);
      }
    });

    it('refuses a file over 25 MB with 413 and stores nothing', async () => {
      const before = allItems(await overview(founder)).length;
      const big = Buffer.alloc(26 * 1024 * 1024, 0x20);
      big.write('%PDF-1.7\n');
      const response = await upload(founder, big, 'huge.pdf');
      assert.equal(response.statusCode, 413);
      assert.equal(response.json().message, DATA_ROOM_SIZE_MESSAGE);
      assert.equal(allItems(await overview(founder)).length, before);
    });

    it('takes the name, category and restricted fields; refuses an unknown category', async () => {
      const item = await uploadOk(founder, PNG_BYTES, 'x.png', {
        category: 'Team',
        restricted: 'true',
        name: '  Org\u0007 chart  ',
      });
      assert.deepEqual([item.name, item.category, item.restricted], ['Org chart', 'Team', true]);
      const wrong = await upload(founder, PNG_BYTES, 'x.png', { category: 'Secrets' });
      assert.equal(wrong.statusCode, 400);
      assert.match(wrong.json().message, /category/);
      const noFile = await as(founder.authorization, {
        method: 'POST',
        url: '/dev/me/data-room/items',
        ...(await multipartBody({ category: 'Team' })),
      });
      assert.equal(noFile.statusCode, 400);
    });

    it('a pending item is a placeholder until a file fills it; later uploads are new versions', async () => {
      const created = await as(founder.authorization, {
        method: 'POST',
        url: '/dev/me/data-room/items/pending',
        payload: { name: 'Cap table', category: 'Legal Documents' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const pending = created.json<DataRoomItem>();
      assert.deepEqual(
        [pending.status, pending.fileType, pending.version, pending.versions],
        ['pending', null, null, []],
      );

      const fill = async (bytes: Uint8Array) =>
        as(founder.authorization, {
          method: 'POST',
          url: `/dev/me/data-room/items/${pending.id}/versions`,
          ...(await multipartBody({}, { bytes, name: 'cap-table.xlsx' })),
        });
      const filled = await fill(XLSX_BYTES);
      assert.equal(filled.statusCode, 200, filled.body);
      assert.deepEqual([filled.json().status, filled.json().fileType, filled.json().version], ['uploaded', 'XLSX', 1]);
      const second = await fill(await pagesPdf(2));
      assert.deepEqual(
        second.json<DataRoomItem>().versions.map((version) => [version.version, version.fileType]),
        [
          [2, 'PDF'],
          [1, 'XLSX'],
        ],
      );
      assert.equal(second.json().name, 'Cap table');
    });

    it('keeps the pitch deck of every Update Pitchdeck as v1, v2 in Business Documents', async () => {
      const deckFounder = await signUpUser(app, 'founder', 'deck-founder');
      const deck = Buffer.from(await canvaDeck());
      for (let round = 0; round < 2; round += 1) {
        const response = await as(deckFounder.authorization, {
          method: 'POST',
          url: '/dev/founder/new/pitchdeck',
          headers: { 'content-type': 'application/pdf' },
          payload: deck,
        });
        assert.equal(response.statusCode, 200, response.body);
      }
      const business = (await overview(deckFounder)).categories.find((c) => c.name === 'Business Documents')!;
      const [kept] = business.items;
      assert.equal(kept?.kind, 'pitch_deck');
      assert.equal(kept?.name, `${CANVA_DECK.startupName} pitch deck`);
      assert.deepEqual(
        kept?.versions.map((version) => version.version),
        [2, 1],
      );
      assert.equal(kept?.fileType, 'PDF');
      // The founder's own copy is the uploaded file, byte for byte.
      const own = await as(deckFounder.authorization, {
        method: 'GET',
        url: `/dev/me/data-room/items/${kept!.id}/file`,
      });
      assert.equal(own.statusCode, 200);
      assert.equal(own.headers['content-type'], 'application/pdf');
      assert.ok(own.rawPayload.equals(deck));
    });

    it('deleting a document deletes the bytes of every version', async () => {
      const item = await uploadOk(founder, PNG_BYTES, 'to-delete.png');
      await as(founder.authorization, {
        method: 'POST',
        url: `/dev/me/data-room/items/${item.id}/versions`,
        ...(await multipartBody({}, { bytes: JPEG_BYTES, name: 'v2.jpg' })),
      });
      const keys = (await app.db.select().from(dataRoomVersions).where(eq(dataRoomVersions.itemId, item.id))).map(
        (row) => row.storageKey,
      );
      assert.equal(keys.length, 2);
      for (const key of keys) assert.equal(await app.storage.has(key), true);
      const removed = await as(founder.authorization, { method: 'DELETE', url: `/dev/me/data-room/items/${item.id}` });
      assert.equal(removed.statusCode, 200);
      for (const key of keys) assert.equal(await app.storage.has(key), false);
      assert.equal(
        allItems(await overview(founder)).some((found) => found.id === item.id),
        false,
      );
    });

    it('an investor has no data room', async () => {
      const investor = await signUpUser(app, 'investor');
      const response = await as(investor.authorization, { method: 'GET', url: '/dev/me/data-room' });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, 'Only founder accounts have a data room.');
    });
  });

  describe('links and viewer codes', () => {
    it('shares the room by e-mail with the link URL and expiry, and lists the link', async () => {
      const email = uniqueEmail('Shared').toUpperCase();
      const { link } = await share(founder, email, { expiresOn: '2999-12-31', allowDownload: true });
      assert.equal(link.email, email.toLowerCase());
      assert.match(link.url, new RegExp(`^${APP_URL}/room/[A-Za-z0-9_-]{43}$`));
      assert.deepEqual([link.status, link.allowDownload, link.expiresOn], ['active', true, '2999-12-31']);
      const [mail] = await mailsTo(email.toLowerCase(), (message) => message.text.includes(link.url));
      assert.ok(mail, 'the link was e-mailed');
      assert.match(mail.subject, /^Test room-founder shared .*data room with you$/);
      assert.match(mail.text, /2999-12-31/);
      assert.match(mail.text, /asked for a code sent to this address/);
      assert.equal((await overview(founder)).links[0]?.id, link.id);
    });

    it('refuses an expiry in the past', async () => {
      const response = await as(founder.authorization, {
        method: 'POST',
        url: '/dev/me/data-room/links',
        payload: { email: uniqueEmail('late'), expiresOn: '2020-01-01' },
      });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /past/);
    });

    it('a link landing names the founder; unknown 404, revoked and expired 410', async () => {
      const { link } = await share(founder, uniqueEmail('landing'));
      const landing = await call({ method: 'GET', url: `/dev/data-room/links/${tokenOf(link.url)}` });
      assert.equal(landing.statusCode, 200);
      assert.equal(landing.json().founderName, 'Test room-founder');

      const unknown = await call({ method: 'GET', url: `/dev/data-room/links/${'A'.repeat(43)}` });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().message, 'This data room link does not exist.');

      const revoked = await as(founder.authorization, { method: 'DELETE', url: `/dev/me/data-room/links/${link.id}` });
      assert.equal(revoked.json().status, 'revoked');
      const gone = await call({ method: 'GET', url: `/dev/data-room/links/${tokenOf(link.url)}` });
      assert.equal(gone.statusCode, 410);
      assert.equal(gone.json().message, 'This link was revoked by the founder.');

      const { link: old } = await share(founder, uniqueEmail('expired'));
      await app.db.update(dataRoomLinks).set({ expiresOn: '2024-03-01' }).where(eq(dataRoomLinks.id, old.id));
      const expired = await call({ method: 'GET', url: `/dev/data-room/links/${tokenOf(old.url)}` });
      assert.equal(expired.statusCode, 410);
      assert.equal(expired.json().message, 'This link expired on 2024-03-01. Ask the founder for a new one.');
      assert.equal((await overview(founder)).links.find((found) => found.id === old.id)?.status, 'expired');
    });

    it('sends a code only to the address the link was shared with (403 and no mail otherwise)', async () => {
      const email = uniqueEmail('right');
      const stranger = uniqueEmail('stranger');
      const { link } = await share(founder, email);
      const wrong = await askCode(tokenOf(link.url), stranger);
      assert.equal(wrong.statusCode, 403);
      assert.equal(wrong.json().message, 'This link was shared with a different e-mail address.');
      assert.doesNotMatch(wrong.body, new RegExp(email));
      const right = await askCode(tokenOf(link.url), email.toUpperCase());
      assert.equal(right.statusCode, 200, right.body);
      assert.equal(right.json().resendsLeft, 4);
      const messages = await mailsTo(email, (mail) => mail.subject === 'Your Pear data room code');
      assert.match(messages[0]!.text, /\b\d{6}\b/);
      assert.match(messages[0]!.text, /expires in 10 minutes/);
      assert.deepEqual(await mailsTo(stranger), []);
    });

    it('an expired code is refused', async () => {
      const email = uniqueEmail('slow');
      const { link } = await share(founder, email);
      const asked = Date.now() - 1000;
      await askCode(tokenOf(link.url), email);
      const code = await codeFor(email, asked);
      await app.db
        .update(dataRoomCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(dataRoomCodes.linkId, link.id));
      const response = await tryCode(tokenOf(link.url), email, code);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'That code has expired: ask for a new one.');
    });

    it('five wrong codes spend the code; a new code replaces the old one', async () => {
      const email = uniqueEmail('guesser');
      const { link } = await share(founder, email);
      const token = tokenOf(link.url);
      let asked = Date.now() - 1000;
      await askCode(token, email);
      const code = await codeFor(email, asked);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await tryCode(token, email, wrongCode);
        assert.equal(response.statusCode, 401);
        assert.equal(response.json().message, 'That code is not right.');
      }
      const fifth = await tryCode(token, email, wrongCode);
      assert.equal(fifth.statusCode, 429);
      assert.equal(fifth.json().message, 'Too many wrong codes: ask for a new one.');
      assert.equal((await tryCode(token, email, code)).statusCode, 429, 'the right code no longer works');

      await new Promise((resolve) => setTimeout(resolve, 5));
      asked = Date.now();
      await askCode(token, email);
      const fresh = await codeFor(email, asked);
      if (fresh !== code) assert.equal((await tryCode(token, email, code)).statusCode, 401, 'the old code is replaced');
      assert.equal((await tryCode(token, email, fresh)).statusCode, 200);
    });

    it('sends at most five codes per link per hour', async () => {
      const email = uniqueEmail('resender');
      const { link } = await share(founder, email);
      for (let sent = 0; sent < 5; sent += 1) assert.equal((await askCode(tokenOf(link.url), email)).statusCode, 200);
      const refused = await askCode(tokenOf(link.url), email);
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, /at most 5 an hour\. Try again after \d\d:\d\d UTC\./);
    });

    it('a viewer session opens viewer routes only, and the app token opens founder routes only', async () => {
      const viewer = await viewerOf(founder);
      const room = await as(viewer.authorization, { method: 'GET', url: '/dev/data-room/room' });
      assert.equal(room.statusCode, 200, room.body);
      assert.equal(room.json().email, viewer.email);
      const founderRoute = await as(viewer.authorization, { method: 'GET', url: '/dev/me/data-room' });
      assert.equal(founderRoute.statusCode, 401);
      const viewerRoute = await as(founder.authorization, { method: 'GET', url: '/dev/data-room/room' });
      assert.equal(viewerRoute.statusCode, 401);
      const none = await call({ method: 'GET', url: '/dev/data-room/room' });
      assert.equal(none.statusCode, 401);
    });

    it('revoking a link ends its sessions at once', async () => {
      const viewer = await viewerOf(founder);
      await as(founder.authorization, { method: 'DELETE', url: `/dev/me/data-room/links/${viewer.link.id}` });
      const response = await as(viewer.authorization, { method: 'GET', url: '/dev/data-room/room' });
      // Its sessions are deleted with it; the link's page then says why.
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, NO_VIEWER_SESSION);
      const landing = await call({ method: 'GET', url: `/dev/data-room/links/${viewer.token}` });
      assert.equal(landing.json().message, 'This link was revoked by the founder.');
      assert.equal(
        (await app.db.select().from(dataRoomSessions).where(eq(dataRoomSessions.linkId, viewer.link.id))).length,
        0,
      );
    });

    it('a session ends with its link expiry', async () => {
      const viewer = await viewerOf(founder);
      await app.db.update(dataRoomLinks).set({ expiresOn: '2024-01-01' }).where(eq(dataRoomLinks.id, viewer.link.id));
      const response = await as(viewer.authorization, { method: 'GET', url: '/dev/data-room/room' });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'This link has expired.');
    });
  });

  describe('the viewer room', () => {
    let open: DataRoomItem;
    let restricted: DataRoomItem;
    let room: Founder;

    before(async () => {
      room = await signUpUser(app, 'founder', 'room-owner');
      open = await uploadOk(room, await pagesPdf(3, 'Open memo'), 'Open memo.pdf');
      restricted = await uploadOk(room, await pagesPdf(1, 'Secret terms'), 'terms.pdf', {
        category: 'Legal Documents',
        restricted: 'true',
        name: 'Term sheet',
      });
      await as(room.authorization, {
        method: 'POST',
        url: '/dev/me/data-room/items/pending',
        payload: { name: 'Audit report', category: 'Legal Documents' },
      });
    });

    it('lists every document with what the viewer may do', async () => {
      const viewer = await viewerOf(room);
      const response = await as(viewer.authorization, { method: 'GET', url: '/dev/data-room/room' });
      const seen = endpoints.getViewerRoom.response[200].parse(response.json());
      const items = seen.categories.flatMap((category) => category.items);
      const byName = Object.fromEntries(items.map((item) => [item.name, item]));
      assert.equal(byName['Open memo']?.access, 'open');
      assert.equal(byName['Open memo']?.pageCount, 3);
      assert.equal(byName['Term sheet']?.access, 'request');
      assert.equal(byName['Audit report']?.status, 'pending');
    });

    it('no document URL works without a viewer session', async () => {
      for (const url of [
        `/dev/data-room/room/items/${open.id}/content`,
        `/dev/data-room/room/items/${open.id}/download`,
      ]) {
        assert.equal((await call({ method: 'GET', url })).statusCode, 401);
        assert.equal((await as(room.authorization, { method: 'GET', url })).statusCode, 401);
      }
    });

    it('serves an open PDF inline, stamped with the viewer e-mail and the date', async () => {
      const viewer = await viewerOf(room);
      const response = await as(viewer.authorization, {
        method: 'GET',
        url: `/dev/data-room/room/items/${open.id}/content`,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.match(String(response.headers['content-disposition']), /^inline; .*filename\*=UTF-8''Open%20memo\.pdf$/);
      assert.equal(response.headers['cache-control'], 'private, no-store');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      const { text, pageCount } = await extractPdfText(new Uint8Array(response.rawPayload));
      assert.equal(pageCount, 3);
      const today = new Date().toISOString().slice(0, 10);
      const stamps = text.split(viewer.email).length - 1;
      assert.ok(stamps >= 3, `the e-mail is on every page (${stamps} times in ${text})`);
      assert.match(text, new RegExp(today));
    });

    it('serves other types as stored, and refuses a PDF it cannot stamp', async () => {
      const image = await uploadOk(room, PNG_BYTES, 'logo.png', { category: 'Team' });
      const broken = await uploadOk(room, corruptPdf(), 'broken.pdf', { category: 'Team' });
      assert.equal(broken.versions[0]?.pageCount, null, 'an unreadable PDF is stored, without a page count');
      const viewer = await viewerOf(room);
      const png = await as(viewer.authorization, {
        method: 'GET',
        url: `/dev/data-room/room/items/${image.id}/content`,
      });
      assert.equal(png.headers['content-type'], 'image/png');
      assert.ok(png.rawPayload.equals(PNG_BYTES));
      const refused = await as(viewer.authorization, {
        method: 'GET',
        url: `/dev/data-room/room/items/${broken.id}/content`,
      });
      assert.equal(refused.statusCode, 422);
      assert.match(refused.json().message, /cannot be shown/);
    });

    it('downloads only when the link allows it, and the download carries the viewer e-mail', async () => {
      const viewOnly = await viewerOf(room);
      const refused = await as(viewOnly.authorization, {
        method: 'GET',
        url: `/dev/data-room/room/items/${open.id}/download`,
      });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, 'The founder did not allow downloads for this link.');

      const downloader = await viewerOf(room, { allowDownload: true });
      const response = await as(downloader.authorization, {
        method: 'GET',
        url: `/dev/data-room/room/items/${open.id}/download`,
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-disposition']), /^attachment; /);
      const { text } = await extractPdfText(new Uint8Array(response.rawPayload));
      assert.ok(text.includes(downloader.email));
      const audit = await as(room.authorization, { method: 'GET', url: '/dev/me/data-room/audit' });
      const downloaded = audit.json().entries.find((entry: { kind: string }) => entry.kind === 'downloaded');
      assert.equal(downloaded.actorEmail, downloader.email);
      assert.equal(downloaded.itemName, 'Open memo');
    });

    it('a restricted document is 404 until approved, then opens for that viewer only', async () => {
      const asker = await viewerOf(room);
      const bystander = await viewerOf(room);
      const content = (who: { authorization: string }) =>
        as(who.authorization, { method: 'GET', url: `/dev/data-room/room/items/${restricted.id}/content` });
      assert.equal((await content(asker)).statusCode, 404);

      const openOne = await as(asker.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${open.id}/access-requests`,
        payload: {},
      });
      assert.equal(openOne.statusCode, 409);
      assert.equal(openOne.json().message, 'This document is not restricted.');

      const asked = await as(asker.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${restricted.id}/access-requests`,
        payload: { message: 'For our IC on Friday' },
      });
      assert.equal(asked.statusCode, 201, asked.body);
      assert.deepEqual(asked.json(), { itemId: restricted.id, status: 'pending' });
      const again = await as(asker.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${restricted.id}/access-requests`,
        payload: {},
      });
      assert.equal(again.statusCode, 409);

      const founderMail = await mailsTo(
        room.user.email,
        (mail) => mail.subject === `${asker.email} asked to see Term sheet`,
      );
      assert.ok(founderMail.length > 0, 'the founder was e-mailed');
      const { requests } = await overview(room);
      const request = requests.find((found) => found.email === asker.email)!;
      assert.deepEqual(
        [request.status, request.itemName, request.message],
        ['pending', 'Term sheet', 'For our IC on Friday'],
      );

      const approved = await as(room.authorization, {
        method: 'POST',
        url: `/dev/me/data-room/access-requests/${request.id}/approve`,
      });
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal(approved.json().status, 'approved');
      const twice = await as(room.authorization, {
        method: 'POST',
        url: `/dev/me/data-room/access-requests/${request.id}/deny`,
      });
      assert.equal(twice.statusCode, 409);
      const told = await mailsTo(
        asker.email,
        (mail) => mail.subject === 'Test room-owner approved your request for Term sheet',
      );
      assert.ok(told[0]?.text.includes(asker.link.url), 'the approval mail carries the link');

      assert.equal((await content(asker)).statusCode, 200);
      assert.equal((await content(bystander)).statusCode, 404);
    });

    it('a denied request is final and the viewer is told', async () => {
      const viewer = await viewerOf(room);
      await as(viewer.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${restricted.id}/access-requests`,
        payload: {},
      });
      const request = (await overview(room)).requests.find((found) => found.email === viewer.email)!;
      const denied = await as(room.authorization, {
        method: 'POST',
        url: `/dev/me/data-room/access-requests/${request.id}/deny`,
      });
      assert.equal(denied.json().status, 'denied');
      const told = await mailsTo(viewer.email, (mail) => mail.subject.includes('declined your request for Term sheet'));
      assert.ok(told.length > 0);
      const seen = await as(viewer.authorization, { method: 'GET', url: '/dev/data-room/room' });
      const item = seen
        .json()
        .categories.flatMap((category: { items: Array<{ id: string; access: string }> }) => category.items)
        .find((found: { id: string }) => found.id === restricted.id);
      assert.equal(item.access, 'denied');
    });

    it('records one view per visit and adds reading time per page into the analytics', async () => {
      const viewer = await viewerOf(room);
      const visit = randomUUID();
      for (let fetch = 0; fetch < 2; fetch += 1) {
        const response = await as(viewer.authorization, {
          method: 'GET',
          url: `/dev/data-room/room/items/${open.id}/content?visit=${visit}`,
        });
        assert.equal(response.statusCode, 200);
      }
      const report = (pages: Array<{ page: number; seconds: number }>, visitId = visit, itemId = open.id) =>
        as(viewer.authorization, {
          method: 'POST',
          url: '/dev/data-room/room/page-views',
          payload: { itemId, visitId, pages },
        });
      assert.equal(
        (
          await report([
            { page: 1, seconds: 12.4 },
            { page: 2, seconds: 5 },
          ])
        ).statusCode,
        200,
      );
      assert.equal((await report([{ page: 1, seconds: 7.6 }])).statusCode, 200);
      // A restricted document the viewer may not open is not there at all; a visit belongs to one viewer's link.
      assert.equal((await report([{ page: 1, seconds: 1 }], visit, restricted.id)).statusCode, 404);
      const someoneElse = await viewerOf(room);
      const hijack = await as(someoneElse.authorization, {
        method: 'POST',
        url: '/dev/data-room/room/page-views',
        payload: { itemId: open.id, visitId: visit, pages: [{ page: 1, seconds: 600 }] },
      });
      assert.equal(hijack.statusCode, 404);

      const response = await as(room.authorization, {
        method: 'GET',
        url: `/dev/me/data-room/items/${open.id}/analytics`,
      });
      const analytics = endpoints.getDataRoomAnalytics.response[200].parse(response.json());
      assert.equal(analytics.pageCount, 3);
      assert.deepEqual(analytics.pages, [
        { page: 1, seconds: 20 },
        { page: 2, seconds: 5 },
        { page: 3, seconds: 0 },
      ]);
      assert.equal(analytics.totalSeconds, 25);
      const mine = analytics.viewers.find((found) => found.email === viewer.email);
      assert.deepEqual([mine?.visits, mine?.seconds], [1, 25]);

      const listed = allItems(await overview(room)).find((item) => item.id === open.id);
      assert.equal(listed?.viewers.find((found) => found.email === viewer.email)?.visits, 1);
      const link = (await overview(room)).links.find((found) => found.id === viewer.link.id);
      assert.ok(link?.lastViewedAt);
    });

    it('audits share, verification, view, request and decision with who and when', async () => {
      const { entries } = endpoints.getDataRoomAudit.response[200].parse(
        (await as(room.authorization, { method: 'GET', url: '/dev/me/data-room/audit' })).json(),
      );
      const kinds = new Set(entries.map((entry) => entry.kind));
      for (const kind of [
        'uploaded',
        'shared',
        'code_sent',
        'viewer_verified',
        'viewed',
        'downloaded',
        'access_requested',
        'access_approved',
        'access_denied',
      ] as const) {
        assert.ok(kinds.has(kind), `audit has ${kind}`);
      }
      const approval = entries.find((entry) => entry.kind === 'access_approved')!;
      assert.equal(approval.actorEmail, null);
      assert.equal(approval.itemName, 'Term sheet');
      assert.ok(approval.viewerEmail);
      assert.ok(!Number.isNaN(Date.parse(approval.occurredAt)));
      const sorted = [...entries].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
      assert.deepEqual(
        entries.map((entry) => entry.occurredAt),
        sorted.map((entry) => entry.occurredAt),
      );
    });

    it("a viewer of one room gets 404 for another founder's documents", async () => {
      const elsewhere = await uploadOk(other, PNG_BYTES, 'other-room.png');
      const viewer = await viewerOf(room);
      for (const url of [
        `/dev/data-room/room/items/${elsewhere.id}/content`,
        `/dev/data-room/room/items/${randomUUID()}/content`,
      ]) {
        assert.equal((await as(viewer.authorization, { method: 'GET', url })).statusCode, 404);
      }
      const request = await as(viewer.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${elsewhere.id}/access-requests`,
        payload: {},
      });
      assert.equal(request.statusCode, 404);
    });
  });

  describe('into the Deal Flow CRM', () => {
    async function dealWith(who: Founder, email: string, stage: string, name: string) {
      const response = await as(who.authorization, {
        method: 'POST',
        url: '/dev/me/deals',
        payload: { contact: { name, email }, stage },
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json<{ deal: { id: string } }>().deal.id;
    }
    const timelineOf = async (who: Founder, dealId: string) =>
      endpoints.getDeal.response[200].parse(
        (await as(who.authorization, { method: 'GET', url: `/dev/me/deals/${dealId}` })).json(),
      );

    it('sharing with a deal contact moves the deal to Data Shared; views and requests land on its timeline', async () => {
      const crmFounder = await signUpUser(app, 'founder', 'crm-founder');
      const restrictedDoc = await uploadOk(crmFounder, await pagesPdf(1), 'nda.pdf', {
        category: 'Legal Documents',
        restricted: 'true',
      });
      const openDoc = await uploadOk(crmFounder, await pagesPdf(2), 'one-pager.pdf');
      const email = uniqueEmail('angel');
      const dealId = await dealWith(crmFounder, email.toUpperCase(), 'Contacted', 'Ada Angel');

      const viewer = await viewerOf(crmFounder, {}, email);
      const shared = await as(crmFounder.authorization, { method: 'GET', url: '/dev/me/data-room' });
      assert.equal(shared.statusCode, 200);
      await as(viewer.authorization, {
        method: 'GET',
        url: `/dev/data-room/room/items/${openDoc.id}/content?visit=${randomUUID()}`,
      });
      await as(viewer.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${restrictedDoc.id}/access-requests`,
        payload: { message: 'Please' },
      });

      const { deal, timeline } = await timelineOf(crmFounder, dealId);
      assert.equal(deal.stage, 'Data Shared');
      const kinds = timeline.map((entry) => entry.kind);
      for (const kind of ['data_room_shared', 'data_room_viewed', 'data_room_access_requested', 'stage_changed']) {
        assert.ok(kinds.includes(kind as never), `timeline has ${kind}: ${kinds.join(', ')}`);
      }
      const viewed = timeline.find((entry) => entry.kind === 'data_room_viewed');
      assert.deepEqual(viewed?.payload, { email, document: 'one-pager' });
    });

    it('answers the deals it touched, and never moves a deal back', async () => {
      const crmFounder = await signUpUser(app, 'founder', 'crm-later');
      const email = uniqueEmail('partner');
      const early = await dealWith(crmFounder, email, 'Lead', 'Early Partner');
      const late = await dealWith(crmFounder, email, 'Meetings', 'Late Partner');
      const created = await share(crmFounder, email);
      const byId = Object.fromEntries(created.deals.map((found) => [found.id, found]));
      assert.deepEqual(byId[early], { id: early, name: 'Early Partner', stage: 'Data Shared', moved: true });
      assert.deepEqual(byId[late], { id: late, name: 'Late Partner', stage: 'Meetings', moved: false });
      const { deal, timeline } = await timelineOf(crmFounder, late);
      assert.equal(deal.stage, 'Meetings');
      assert.ok(timeline.some((entry) => entry.kind === 'data_room_shared'));
      assert.equal((await share(crmFounder, uniqueEmail('nobody'))).deals.length, 0);
    });
  });

  describe('privacy', () => {
    it("another founder gets 404 for every id of this founder's room", async () => {
      const item = await uploadOk(founder, await pagesPdf(1), 'private.pdf', {
        category: 'Business Documents',
        restricted: 'true',
      });
      const viewer = await viewerOf(founder);
      await as(viewer.authorization, {
        method: 'POST',
        url: `/dev/data-room/room/items/${item.id}/access-requests`,
        payload: {},
      });
      const requestId = (await overview(founder)).requests.find((found) => found.itemId === item.id)!.id;
      const png = await multipartBody({}, { bytes: PNG_BYTES, name: 'x.png' });
      const attempts: InjectOptions[] = [
        { method: 'POST', url: `/dev/me/data-room/items/${item.id}/versions`, ...png },
        { method: 'PATCH', url: `/dev/me/data-room/items/${item.id}`, payload: { name: 'mine now' } },
        { method: 'DELETE', url: `/dev/me/data-room/items/${item.id}` },
        { method: 'GET', url: `/dev/me/data-room/items/${item.id}/file` },
        { method: 'GET', url: `/dev/me/data-room/items/${item.id}/analytics` },
        { method: 'DELETE', url: `/dev/me/data-room/links/${viewer.link.id}` },
        { method: 'POST', url: `/dev/me/data-room/access-requests/${requestId}/approve` },
        { method: 'POST', url: `/dev/me/data-room/access-requests/${requestId}/deny` },
      ];
      for (const attempt of attempts) {
        const response = await as(other.authorization, attempt);
        assert.equal(response.statusCode, 404, `${attempt.method} ${attempt.url}: ${response.body}`);
      }
      const theirs = await overview(other);
      assert.equal(theirs.links.length, 0);
      assert.equal(
        allItems(theirs).some((found) => found.id === item.id),
        false,
      );
      const audit = await as(other.authorization, { method: 'GET', url: '/dev/me/data-room/audit' });
      assert.equal(
        audit.json().entries.some((entry: { itemId: string | null }) => entry.itemId === item.id),
        false,
      );
      // Nothing changed for the owner.
      const mine = allItems(await overview(founder)).find((found) => found.id === item.id);
      assert.equal(mine?.name, 'private');
      assert.equal((await overview(founder)).requests.find((found) => found.id === requestId)?.status, 'pending');
    });
  });
});

describe('data room without e-mail', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ mailCatcher: false, smtpUrl: undefined });
  });
  after(() => app?.close());

  it('sharing answers 503 with the reason and keeps nothing', async () => {
    const founder = await signUpUser(app, 'founder');
    const response = await app.inject({
      method: 'POST',
      url: '/dev/me/data-room/links',
      headers: { authorization: founder.authorization },
      payload: { email: uniqueEmail('unmailed') },
    });
    assert.equal(response.statusCode, 503);
    assert.match(response.json().message, /SMTP_URL/);
    const room = await app.inject({
      method: 'GET',
      url: '/dev/me/data-room',
      headers: { authorization: founder.authorization },
    });
    assert.deepEqual(room.json().links, []);
    const audit = await app.inject({
      method: 'GET',
      url: '/dev/me/data-room/audit',
      headers: { authorization: founder.authorization },
    });
    assert.deepEqual(audit.json().entries, []);
  });
});

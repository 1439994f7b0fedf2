import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type RequestBody } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CANVA_DECK, canvaDeck } from '../../fixtures/decks.mjs';
import { NUL_RESUME, nulTextResume } from '../../fixtures/hostile.mjs';
import { readResume } from '../../fixtures/resumes.mjs';
import { investorProfiles } from '../src/db/schema.js';
import { THESIS_LINES } from './fixtures/pdf-builders.js';
import { buildTestApp, signUpUser } from './helpers.js';

type ResumeUpload = RequestBody<typeof endpoints.parseResume>;

/** A one-page text PDF, written with pdf-lib. */
async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 22, size: 13, font }));
  return Buffer.from(await doc.save());
}

/** A file that starts like a PDF and is `size` bytes long. */
const pdfLike = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

describe('document parsing routes', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const postResume = (authorization: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/dev/founder/new/resume',
      headers: authorization ? { authorization } : {},
      payload: payload as Record<string, unknown>,
    });

  const postDeck = (authorization: string, body: Buffer, contentType = 'application/pdf') =>
    app.inject({
      method: 'POST',
      url: '/dev/founder/new/pitchdeck',
      headers: { authorization, 'content-type': contentType },
      payload: body,
    });

  async function postThesis(authorization: string, file: Buffer | null, field = 'thesis') {
    const form = new FormData();
    if (file) form.append(field, new Blob([file], { type: 'application/pdf' }), 'thesis.pdf');
    else form.append('note', 'no file');
    const request = new Request('http://x', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: '/api/investor/thesis-parse',
      headers: { authorization, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  const getJson = (url: string, authorization: string) =>
    app.inject({ method: 'GET', url, headers: { authorization } });
  const getInfo = async (authorization: string) =>
    endpoints.getInfo.response[200].parse((await getJson('/dev/me/get-info', authorization)).json());

  describe('POST /dev/founder/new/resume', () => {
    it('needs a token', async () => {
      const response = await postResume(undefined, { pdf_base64: 'JVBERi0=' } satisfies ResumeUpload);
      assert.equal(response.statusCode, 401);
    });

    it('answers 400 without pdf_base64', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      const response = await postResume(authorization, {});
      assert.equal(response.statusCode, 400);
      assert.match(endpoints.parseResume.response[400].parse(response.json()).message, /pdf_base64/);
    });

    it('answers 415 for bytes that are not a PDF, and 422 for a broken PDF', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      const notPdf = await postResume(authorization, {
        pdf_base64: Buffer.from('hello, I am a text file').toString('base64'),
      } satisfies ResumeUpload);
      assert.equal(notPdf.statusCode, 415);
      assert.match(endpoints.parseResume.response[415].parse(notPdf.json()).message, /not a PDF/i);
      const broken = await postResume(authorization, {
        pdf_base64: pdfLike(2000).toString('base64'),
      } satisfies ResumeUpload);
      assert.equal(broken.statusCode, 422);
      endpoints.parseResume.response[422].parse(broken.json());
    });

    it('answers 413 with the limit for a PDF over 10 MB', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      const response = await postResume(authorization, {
        pdf_base64: pdfLike(10 * 1024 * 1024 + 10).toString('base64'),
      } satisfies ResumeUpload);
      assert.equal(response.statusCode, 413);
      assert.match(endpoints.parseResume.response[413].parse(response.json()).message, /10 MB/);
    });

    it('parses a real resume, stores it as the profile and fills the founder fields', async () => {
      const { authorization } = await signUpUser(app, 'founder', 'resume');
      const pdf = Buffer.from(await readResume('jakes-resume-typst.pdf'));
      const response = await postResume(authorization, { pdf_base64: pdf.toString('base64') } satisfies ResumeUpload);
      assert.equal(response.statusCode, 200, response.body);
      const profile = endpoints.parseResume.response[200].parse(response.json());
      assert.equal(profile.full_name, 'Jake Ryan');
      assert.equal(profile.email, 'jake@su.edu');
      assert.ok(profile.education.some((entry) => entry.school === 'Southwestern University'));

      const info = await getInfo(authorization);
      assert.equal(info.user.profile.full_name, 'Jake Ryan');
      assert.equal(info.founder['Title/Position'], profile.experience[0]?.title);
      assert.equal(info.founder['LinkedIn Url'], profile.social.linkedin);
    });
  });

  describe('POST /dev/founder/new/pitchdeck', () => {
    it('is for founders only', async () => {
      const { authorization } = await signUpUser(app, 'investor');
      const response = await postDeck(authorization, await textPdf(['Deck']));
      assert.equal(response.statusCode, 403);
      assert.match(endpoints.parsePitchdeck.response[403].parse(response.json()).message, /founder/);
    });

    it('checks the token before reading the body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/dev/founder/new/pitchdeck',
        headers: { 'content-type': 'application/pdf' },
        payload: pdfLike(12 * 1024 * 1024),
      });
      assert.equal(response.statusCode, 401);
    });

    it('answers 415 when the body is not sent as application/pdf', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      const response = await postDeck(authorization, Buffer.from('{"a":1}'), 'application/json');
      assert.equal(response.statusCode, 415);
      assert.match(endpoints.parsePitchdeck.response[415].parse(response.json()).message, /application\/pdf/);
    });

    it('answers 413 with the limit, whether the parser or the body limit stops it', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      for (const size of [10 * 1024 * 1024 + 100, 12 * 1024 * 1024]) {
        const response = await postDeck(authorization, pdfLike(size));
        assert.equal(response.statusCode, 413, String(size));
        assert.match(endpoints.parsePitchdeck.response[413].parse(response.json()).message, /10 MB/);
      }
    });

    it('parses a deck into { analysis } and saves it as the company', async () => {
      const { authorization } = await signUpUser(app, 'founder', 'deck');
      const response = await postDeck(authorization, Buffer.from(await canvaDeck()));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().analysis.text, undefined, 'the full text stays out of the response');
      const { analysis } = endpoints.parsePitchdeck.response[200].parse(response.json());
      assert.equal(analysis.startupName, CANVA_DECK.startupName);
      assert.equal(analysis.raisingAmount, CANVA_DECK.raising);
      assert.deepEqual(analysis.sections, CANVA_DECK.sections);

      const info = await getInfo(authorization);
      assert.equal(info.company.company_name, CANVA_DECK.startupName);
      assert.equal(info.company.summary?.startupName, CANVA_DECK.startupName);
      assert.equal(info.founder.Stage, CANVA_DECK.stage);
    });
  });

  describe('POST /api/investor/thesis-parse', () => {
    it('is for investors only', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      const response = await postThesis(authorization, await textPdf(THESIS_LINES));
      assert.equal(response.statusCode, 403);
    });

    it('answers 400 without the "thesis" field and 415 when not multipart', async () => {
      const { authorization } = await signUpUser(app, 'investor');
      const missing = await postThesis(authorization, null);
      assert.equal(missing.statusCode, 400);
      assert.match(endpoints.parseThesis.response[400].parse(missing.json()).message, /"thesis"/);
      const wrongField = await postThesis(authorization, await textPdf(THESIS_LINES), 'file');
      assert.equal(wrongField.statusCode, 400);
      const notMultipart = await app.inject({
        method: 'POST',
        url: '/api/investor/thesis-parse',
        headers: { authorization, 'content-type': 'application/json' },
        payload: { thesis: 'x' },
      });
      assert.equal(notMultipart.statusCode, 415);
    });

    it('answers 413 for a file over 10 MB', async () => {
      const { authorization } = await signUpUser(app, 'investor');
      const response = await postThesis(authorization, pdfLike(10 * 1024 * 1024 + 100));
      assert.equal(response.statusCode, 413);
      assert.match(endpoints.parseThesis.response[413].parse(response.json()).message, /10 MB/);
    });

    it('answers 413 for an 11 MB thesis sent over a real connection, never parsing a cut copy', async () => {
      const { authorization } = await signUpUser(app, 'investor');
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('thesis', new Blob([pdfLike(11 * 1024 * 1024)], { type: 'application/pdf' }), 'thesis.pdf');
      const response = await fetch(`${address}/api/investor/thesis-parse`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      assert.equal(response.status, 413);
      assert.match(endpoints.parseThesis.response[413].parse(await response.json()).message, /10 MB/);
    });

    it('answers 400 with what to send for a form without a boundary or cut short', async () => {
      const { authorization } = await signUpUser(app, 'investor');
      const part = Buffer.concat([
        Buffer.from(
          '--XyZ\r\nContent-Disposition: form-data; name="thesis"; filename="t.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
        ),
        await textPdf(THESIS_LINES),
        Buffer.from('\r\n--XyZ--\r\n'),
      ]);
      const send = (contentType: string, payload: Buffer) =>
        app.inject({
          method: 'POST',
          url: '/api/investor/thesis-parse',
          headers: { authorization, 'content-type': contentType },
          payload,
        });
      const noBoundary = await send('multipart/form-data', part);
      assert.equal(noBoundary.statusCode, 400);
      assert.match(endpoints.parseThesis.response[400].parse(noBoundary.json()).message, /no boundary/);
      const truncated = await send('multipart/form-data; boundary=XyZ', part.subarray(0, part.byteLength / 2));
      assert.equal(truncated.statusCode, 400);
      assert.match(endpoints.parseThesis.response[400].parse(truncated.json()).message, /cut short/);
      const complete = await send('multipart/form-data; boundary=XyZ', part);
      assert.equal(complete.statusCode, 200, complete.body);
    });

    it('parses the thesis, answers it and saves it on the investor profile', async () => {
      const { authorization, user } = await signUpUser(app, 'investor', 'thesis');
      const response = await postThesis(authorization, await textPdf(THESIS_LINES));
      assert.equal(response.statusCode, 200, response.body);
      const { thesis } = endpoints.parseThesis.response[200].parse(response.json());
      assert.ok(
        thesis.industries.some((industry) => /fintech/i.test(industry)),
        thesis.industries.join(),
      );
      assert.ok(thesis.stages.includes('Seed'));
      assert.ok(thesis.stages.includes('Series A'));
      assert.equal(thesis.checkSizeMinUsd, 250_000);
      assert.equal(thesis.checkSizeMaxUsd, 1_000_000);
      const [stored] = await app.db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id));
      assert.deepEqual(stored?.fields, thesis);
    });
  });

  describe('text a font maps to U+0000', () => {
    it('is cleaned out of the parsed resume and deck, which are stored (no 500)', async () => {
      const { authorization } = await signUpUser(app, 'founder', 'nul');
      const pdf = Buffer.from(await nulTextResume());
      const resume = await postResume(authorization, { pdf_base64: pdf.toString('base64') } satisfies ResumeUpload);
      assert.equal(resume.statusCode, 200, resume.body);
      assert.ok(!resume.body.includes('\\u0000'), 'no NUL in the answer');
      assert.equal(endpoints.parseResume.response[200].parse(resume.json()).full_name, NUL_RESUME.fullName);
      const deck = await postDeck(authorization, pdf);
      assert.equal(deck.statusCode, 200, deck.body);
      assert.ok(!deck.body.includes('\\u0000'));
      const info = await getJson('/dev/me/get-info', authorization);
      assert.equal(info.statusCode, 200);
      assert.ok(!info.body.includes('\\u0000'));
      assert.equal(endpoints.getInfo.response[200].parse(info.json()).user.profile.full_name, NUL_RESUME.fullName);
    });
  });

  describe('GET /dev/me/vibescore', () => {
    it('answers 404 with what to do before any document is uploaded', async () => {
      const { authorization } = await signUpUser(app, 'founder');
      const response = await getJson('/dev/me/vibescore', authorization);
      assert.equal(response.statusCode, 404);
      assert.match(endpoints.getVibeScore.response[404].parse(response.json()).message, /pitch deck or resume/);
    });

    it('scores the stored deck and resume the same way every time, and get-info shows it', async () => {
      const { authorization } = await signUpUser(app, 'founder', 'vibe');
      await postDeck(authorization, Buffer.from(await canvaDeck()));
      await postResume(authorization, {
        pdf_base64: Buffer.from(await readResume('sb2nov.pdf')).toString('base64'),
      } satisfies ResumeUpload);

      const vibeScore = async () =>
        endpoints.getVibeScore.response[200].parse((await getJson('/dev/me/vibescore', authorization)).json());
      const first = await vibeScore();
      const second = await vibeScore();
      assert.deepEqual(first, second);
      assert.ok(first.vibe_score > 0 && first.vibe_score <= 100);
      assert.deepEqual(Object.keys(first.breakdown).sort(), ['deck', 'profile', 'team', 'traction']);
      const sum = Object.values(first.breakdown).reduce((total, part) => total + part.score, 0);
      assert.equal(first.vibe_score, sum);

      const info = await getInfo(authorization);
      assert.equal(info.founder.vibe_score, first.vibe_score);
    });
  });
});

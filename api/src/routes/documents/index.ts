import multipart from '@fastify/multipart';
import { endpoints } from '@pear/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keepPitchDeck } from '../../modules/data-room/items.js';
import { ParserBusyError, type ParserPool } from '../../modules/parsing/parser-pool.js';
import { MAX_PDF_BYTES, PDF_TOO_LARGE_MESSAGE, PdfRejectedError } from '../../modules/parsing/types.js';
import { mergeFounderFields, saveDeck, saveResume, saveThesis } from '../../modules/profiles/documents.js';
import { loadFounderFacts } from '../../modules/profiles/founder-facts.js';
import { computeVibeScore } from '../../modules/vibescore/vibescore.js';
import { authenticatedUser, UNAUTHORIZED_MESSAGE } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

export const NO_DOCUMENTS_MESSAGE = 'Upload your pitch deck or resume first: the VibeScore is computed from them.';

// Bodies a little over the PDF limit still reach the parser, whose 413 names the limit; base64 adds a third.
const RAW_BODY_LIMIT = MAX_PDF_BYTES + 1024 * 1024;
const BASE64_BODY_LIMIT = Math.ceil((RAW_BODY_LIMIT * 4) / 3) + 1024;

/** Runs a parser, turning its refusals into HTTP errors with the same status and message; a full queue is a 503. */
async function parseOrReject<T>(parse: () => Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof PdfRejectedError) throw new HttpError(error.statusCode, error.message);
    if (error instanceof ParserBusyError) throw new HttpError(503, error.message);
    throw error;
  }
}

const MULTIPART_HELP = (field: string) =>
  `Send the PDF as multipart/form-data (with its boundary in the Content-Type) in the form field "${field}".`;

/**
 * The PDF in the multipart field `field`, read whole. A form that is not well-formed (no boundary, cut short) is a
 * 400, a file over the limit a 413: never a truncated file handed to the parser, which would call it damaged.
 */
async function readMultipartPdf(app: FastifyInstance, request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_HELP(field));
  const malformed = (error: unknown) => {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) return new HttpError(413, PDF_TOO_LARGE_MESSAGE);
    const noBoundary = error instanceof Error && /boundary/i.test(error.message);
    const reason = noBoundary ? 'its Content-Type names no boundary' : 'the body is cut short or malformed';
    return new HttpError(400, `The upload is not a well-formed form: ${reason}. ${MULTIPART_HELP(field)}`);
  };
  const file = await request.file().catch((error: unknown) => {
    throw malformed(error);
  });
  if (!file || file.fieldname !== field) throw new HttpError(400, `Attach the PDF in the form field "${field}".`);
  const bytes = await file.toBuffer().catch((error: unknown) => {
    throw malformed(error);
  });
  // busboy can flag the cut after the last chunk was read: checked here too.
  if (file.file.truncated) throw new HttpError(413, PDF_TOO_LARGE_MESSAGE);
  return bytes;
}

/** Spec §7 calls 6, 7, 8 and 10: resume, pitch deck and thesis parsing, and the VibeScore. */
export type DocumentRoutesOptions = {
  /** Parses off the event loop (worker threads). */
  parser: ParserPool;
};

const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, { parser }) => {
  // Raw PDF bodies (call 7); registered in this plugin's scope only.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOptions(endpoints.parseResume),
    onRequest: app.requireUser,
    bodyLimit: BASE64_BODY_LIMIT,
    config: { tooLargeMessage: PDF_TOO_LARGE_MESSAGE, ...USER_RATE_LIMITED('uploads') },
    handler: async (request) => {
      const user = authenticatedUser(request);
      // Tolerate a data URL: some clients send `data:application/pdf;base64,…`.
      const base64 = request.body.pdf_base64.replace(/^data:[^,]*,/, '');
      const resume = await parseOrReject(() => parser.parse('resume', new Uint8Array(Buffer.from(base64, 'base64'))));
      return saveResume(app.db, user.id, resume);
    },
  });

  app.route({
    ...routeOptions(endpoints.parsePitchdeck),
    onRequest: app.requireUser,
    config: { tooLargeMessage: PDF_TOO_LARGE_MESSAGE, ...USER_RATE_LIMITED('uploads') },
    handler: async (request) => {
      // A founder's only: the contract's role (enforced in plugins/contract.ts) refuses an investor before this runs.
      const user = authenticatedUser(request);
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new HttpError(415, 'Send the pitch deck as the raw request body with Content-Type: application/pdf.');
      }
      const deck = await parseOrReject(() => parser.parse('deck', new Uint8Array(body)));
      const analysis = await saveDeck(app.db, user.id, deck);
      // The deck is kept in the data room too; the analysis is the answer even when keeping it fails.
      await keepPitchDeck(app, user.id, body, deck.startupName).catch((error: unknown) => {
        request.log.error({ err: error }, 'data room: could not keep the pitch deck');
      });
      return { analysis };
    },
  });

  app.route({
    ...routeOptions(endpoints.parseThesis),
    onRequest: app.requireUser,
    config: USER_RATE_LIMITED('uploads'),
    handler: async (request) => {
      // An investor's only, like the deck is a founder's; the thesis becomes the investor's dashboard profile
      // (modules/investor-profile), and a new upload replaces it without touching the investor's own edits.
      const user = authenticatedUser(request);
      const bytes = await readMultipartPdf(app, request, 'thesis');
      const thesis = await parseOrReject(() => parser.parse('thesis', new Uint8Array(bytes)));
      await saveThesis(app.db, user.id, thesis);
      return { thesis };
    },
  });

  app.route({
    ...routeOptions(endpoints.getVibeScore),
    onRequest: app.requireUser,
    handler: async (request) => {
      const user = authenticatedUser(request);
      const facts = await loadFounderFacts(app.db, user.id);
      if (!facts) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const vibe = computeVibeScore(facts);
      if (!vibe) throw new HttpError(404, NO_DOCUMENTS_MESSAGE);
      // The dashboard reads founder.vibe_score from get-info.
      await mergeFounderFields(app.db, user.id, { vibe_score: vibe.vibe_score });
      return vibe;
    },
  });
};

export default documentRoutes;

import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import { MailNotConfiguredError, type Mailer, type OutgoingMail } from './types.js';

export type MailServices = { mailer: Mailer; log: FastifyBaseLogger };

/**
 * Sends a mail the request cannot do without (a link, a code, a decision): callers send it inside their transaction,
 * so when it fails the 503 leaves nothing half done behind.
 */
export async function deliver({ mailer, log }: MailServices, mail: OutgoingMail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    if (error instanceof MailNotConfiguredError) throw new HttpError(503, error.message);
    log.error({ err: error, subject: mail.subject }, 'e-mail not sent');
    throw new HttpError(503, 'The e-mail could not be sent just now, so nothing was changed. Try again shortly.');
  }
}

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { CaughtMail } from '@pear/contract';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Caught e-mails kept in memory by default; older ones are forgotten. */
export const MAIL_CATCHER_KEEPS = 200;
/** Larger messages are refused (552): the API's own e-mails are a few kilobytes. */
export const MAIL_CATCHER_MAX_BYTES = 1024 * 1024;

export type MailCatcher = {
  /** The SMTP port it listens on (127.0.0.1). */
  port: number;
  /** Caught e-mails, newest first; with `to`, only those with that recipient (any case). */
  messages(to?: string): CaughtMail[];
  close(): Promise<void>;
};

export type MailCatcherOptions = {
  /** 0 (default): a free port. */
  port?: number;
  /** How many e-mails to keep (MAIL_CATCHER_KEEPS). */
  keep?: number;
  /** Errors of the SMTP server or of parsing a message (the catcher keeps running). */
  onError?: (error: Error) => void;
};

/**
 * The local mail catcher: a real SMTP server on 127.0.0.1 that accepts any message for anyone (no auth, no TLS: it
 * is only reachable from this machine) and keeps the last `keep`, parsed, for /dev/mail and the tests.
 */
export async function startMailCatcher({
  port = 0,
  keep = MAIL_CATCHER_KEEPS,
  onError,
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAIL_CATCHER_MAX_BYTES,
    banner: 'Pear local mail catcher: nothing is delivered',
    logger: false,
    // Local senders finish within a second; close() should not wait the default 30 s for a stray connection.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large for the mail catcher'), { responseCode: 552 }));
            return;
          }
          caught.unshift({
            id: randomUUID(),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            // The envelope, not the To header: it names every recipient, Bcc too.
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          caught.splice(keep);
          callback();
        },
        (error: Error) => {
          onError?.(error);
          callback(error);
        },
      );
    },
  });
  server.on('error', (error) => onError?.(error));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  // The catcher serves its app; on its own it should not keep a process (a test, a script) alive.
  server.server.unref();

  return {
    port: (server.server.address() as AddressInfo).port,
    messages(to) {
      const wanted = to?.trim().toLowerCase();
      if (!wanted) return [...caught];
      return caught.filter((mail) => mail.to.some((recipient) => recipient.toLowerCase() === wanted));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One outgoing e-mail: plain text always, HTML optional. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/**
 * Sends e-mail over SMTP (SMTP_URL), or to the local mail catcher in local mode. With neither configured, `send`
 * rejects with MailNotConfiguredError, which routes answer as a 503 saying so.
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
};

export class MailNotConfiguredError extends Error {
  constructor() {
    super('This server cannot send e-mail: SMTP_URL is not set (and the local mail catcher is off).');
    this.name = 'MailNotConfiguredError';
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    /** Outgoing e-mail (see Mailer). */
    mailer: Mailer;
  }
}

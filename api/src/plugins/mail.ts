import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { startMailCatcher, type MailCatcher } from '../modules/mail/catcher.js';
import { createSmtpMailer, notConfiguredMailer } from '../modules/mail/mailer.js';
import '../modules/mail/types.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    /** The local mail catcher when it runs (MAIL_CATCHER, no SMTP_URL); null otherwise. */
    mailCatcher: MailCatcher | null;
  }
}

type MailPluginOptions = { config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailCatcher' | 'mailCatcherSmtpPort'> };

/**
 * `app.mailer`: SMTP_URL's server when set; otherwise, with MAIL_CATCHER, the local mail catcher, reached over real
 * SMTP like any server would be; otherwise a mailer that refuses (MailNotConfiguredError).
 */
async function mailPlugin(app: FastifyInstance, { config }: MailPluginOptions) {
  let catcher: MailCatcher | null = null;
  if (!config.smtpUrl && config.mailCatcher) {
    catcher = await startMailCatcher({
      port: config.mailCatcherSmtpPort,
      onError: (error) => app.log.warn({ err: error }, 'mail catcher error'),
    });
    app.addHook('onClose', () => catcher?.close());
    app.log.info(
      { smtpPort: catcher.port },
      'local mail catcher: e-mail is caught, not delivered (read it at /dev/mail)',
    );
  }

  const smtpUrl = config.smtpUrl ?? (catcher ? `smtp://127.0.0.1:${catcher.port}` : undefined);
  if (smtpUrl) {
    const mailer = createSmtpMailer(smtpUrl, config.mailFrom);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  } else {
    app.decorate('mailer', notConfiguredMailer);
  }
  app.decorate('mailCatcher', catcher);
}

export default fp(mailPlugin, { name: 'mail' });

import nodemailer from 'nodemailer';
import { MailNotConfiguredError, type Mailer } from './types.js';

/** A Mailer over SMTP: `smtpUrl` is nodemailer's URL form (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from, to, subject, text, html, replyTo });
    },
    close: () => transport.close(),
  };
}

/** The Mailer when neither SMTP_URL nor the mail catcher is set: every send fails, and says why. */
export const notConfiguredMailer: Mailer = {
  send: () => Promise.reject(new MailNotConfiguredError()),
};

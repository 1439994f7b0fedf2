import { endpoints, type CaughtMail } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asHtmlPage, type HtmlPagePolicy } from '../../lib/html-page.js';
import { escapeHtml } from '../../lib/text.js';
import type { MailCatcher } from '../../modules/mail/catcher.js';
import { routeOptions } from '../../plugins/contract.js';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f5; color: #1a1f1c; }
  main { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  .hint { color: #48524c; margin: 0 0 1.5rem; }
  article { background: #fff; border-radius: 12px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); padding: 1rem 1.25rem;
            margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 0.75rem; margin: 0 0 0.75rem; color: #48524c; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f6f5; padding: 0.75rem; border-radius: 8px;
        margin: 0; font-size: 0.9rem; }
`;

const POLICY: HtmlPagePolicy = { styles: [STYLE] };

function mailArticle(mail: CaughtMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl>
<dt>Received</dt><dd><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt)}</time></dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
</dl>
<pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

/** The caught e-mails, newest first: what a developer reads instead of an inbox. No scripts, everything escaped. */
export function mailCatcherPage(messages: CaughtMail[], smtpPort: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caught e-mail · Pear local mode</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Caught e-mail</h1>
<p class="hint">Local mode: the API's e-mail is caught here (SMTP on 127.0.0.1:${smtpPort}), not delivered. Newest
first; reload for new mail.</p>
${messages.length > 0 ? messages.map(mailArticle).join('\n') : '<p>No e-mail yet.</p>'}
</main>
</body>
</html>
`;
}

/** /dev/mail and /dev/mail/messages: registered only while the local mail catcher runs. */
const mailCatcherRoutes: FastifyPluginAsyncZod<{ catcher: MailCatcher }> = async (app, { catcher }) => {
  app.route({
    ...routeOptions(endpoints.mailCatcherPage),
    handler: async (_request, reply) =>
      asHtmlPage(reply.header('cache-control', 'no-store'), POLICY).send(
        mailCatcherPage(catcher.messages(), catcher.port),
      ),
  });

  app.route({
    ...routeOptions(endpoints.mailCatcherMessages),
    handler: async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ messages: catcher.messages(request.query.to) }),
  });
};

export default mailCatcherRoutes;

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { caughtMailListSchema } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';
import { startMailCatcher, type MailCatcher } from '../src/modules/mail/catcher.js';
import { createSmtpMailer } from '../src/modules/mail/mailer.js';
import { MailNotConfiguredError } from '../src/modules/mail/types.js';
import { buildTestApp, uniqueEmail } from './helpers.js';

const FROM = 'Pear <no-reply@pear.localhost>';

describe('mail catcher and SMTP mailer', () => {
  let catcher: MailCatcher;
  before(async () => (catcher = await startMailCatcher({ port: await freePort() })));
  after(() => catcher.close());

  it('catches, over real SMTP, what the SMTP mailer sends', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}`, FROM);
    const to = uniqueEmail('viewer');
    await mailer.send({ to, subject: 'Your code: 123456', text: 'Enter 123456 to open the data room.\n' });
    mailer.close();

    const [mail, ...others] = catcher.messages(to);
    assert.equal(others.length, 0);
    assert.ok(mail);
    assert.equal(mail.from, '"Pear" <no-reply@pear.localhost>');
    assert.deepEqual(mail.to, [to]);
    assert.equal(mail.subject, 'Your code: 123456');
    assert.equal(mail.text.trim(), 'Enter 123456 to open the data room.');
    assert.ok(Date.now() - Date.parse(mail.receivedAt) < 60_000);
    assert.ok(caughtMailListSchema.safeParse({ messages: [mail] }).success, 'the contract shape');
  });

  it('refuses a message over its size limit, and keeps running', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}`, FROM);
    const to = uniqueEmail('large');
    await assert.rejects(mailer.send({ to, subject: 'Too large', text: 'x'.repeat(1_100_000) }), /552/);
    await mailer.send({ to, subject: 'Small', text: 'fits' });
    mailer.close();
    assert.deepEqual(
      catcher.messages(to).map((mail) => mail.subject),
      ['Small'],
    );
  });

  it('keeps only the newest messages, newest first', async () => {
    const small = await startMailCatcher({ keep: 2 });
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${small.port}`, FROM);
    try {
      for (const subject of ['one', 'two', 'three']) await mailer.send({ to: 'a@example.com', subject, text: subject });
      assert.deepEqual(
        small.messages().map((mail) => mail.subject),
        ['three', 'two'],
      );
    } finally {
      mailer.close();
      await small.close();
    }
  });
});

describe('the mail layer of the app', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  before(async () => {
    app = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
  });
  after(() => app.close());

  const caught = async (to?: string) => {
    const response = await app.inject({ method: 'GET', url: '/dev/mail/messages', query: to ? { to } : {} });
    assert.equal(response.statusCode, 200);
    return caughtMailListSchema.parse(response.json()).messages;
  };

  it('runs the catcher in tests, logs its SMTP port once, and sends through it', async () => {
    assert.ok(app.mailCatcher);
    const announced = logLines
      .map((line) => JSON.parse(line) as { msg: string; smtpPort?: number })
      .filter((line) => line.msg.startsWith('local mail catcher'));
    assert.deepEqual(
      announced.map((line) => line.smtpPort),
      [app.mailCatcher.port],
    );
    const to = uniqueEmail('app');
    await app.mailer.send({ to, subject: 'Hello', text: 'From the app' });
    assert.equal(app.mailCatcher.messages(to)[0]?.text.trim(), 'From the app');
  });

  it('lists caught mail as JSON, newest first, filtered by recipient in any case', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await app.mailer.send({ to: first, subject: 'To first, 1', text: 'a' });
    await app.mailer.send({ to: second, subject: 'To second', text: 'b' });
    await app.mailer.send({ to: first, subject: 'To first, 2', text: 'c' });

    assert.deepEqual(
      (await caught(first.toUpperCase())).map((mail) => mail.subject),
      ['To first, 2', 'To first, 1'],
    );
    assert.deepEqual(
      (await caught(second)).map((mail) => mail.subject),
      ['To second'],
    );
    assert.deepEqual(
      (await caught()).slice(0, 3).map((mail) => mail.subject),
      ['To first, 2', 'To second', 'To first, 1'],
    );
    assert.deepEqual(await caught('nobody@example.com'), []);
  });

  it('shows caught mail on an HTML page with everything escaped and no script allowed', async () => {
    const to = uniqueEmail('html');
    await app.mailer.send({
      to,
      subject: '<script>alert(1)</script> & more',
      text: 'Body with <img src=x onerror=alert(2)>',
    });
    const response = await app.inject({ method: 'GET', url: '/dev/mail' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    assert.doesNotMatch(String(response.headers['content-security-policy']), /script-src/);
    assert.ok(response.body.includes('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more'));
    assert.ok(response.body.includes('Body with &lt;img src=x onerror=alert(2)&gt;'));
    assert.ok(response.body.includes(to));
    assert.doesNotMatch(response.body, /<script>|<img/);
  });

  it('gives each app its own catcher', async () => {
    const other = await buildTestApp();
    try {
      assert.ok(other.mailCatcher && app.mailCatcher);
      assert.notEqual(other.mailCatcher.port, app.mailCatcher.port);
      const to = uniqueEmail('other-app');
      await other.mailer.send({ to, subject: 'Only here', text: 'x' });
      assert.equal(other.mailCatcher.messages(to).length, 1);
      assert.equal(app.mailCatcher.messages(to).length, 0);
    } finally {
      await other.close();
    }
  });
});

describe('the mail layer without the catcher', () => {
  it('has no /dev/mail routes and refuses to send with MailNotConfiguredError', async () => {
    const app = await buildTestApp({ mailCatcher: false });
    try {
      assert.equal(app.mailCatcher, null);
      assert.equal((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode, 404);
      assert.equal((await app.inject({ method: 'GET', url: '/dev/mail/messages' })).statusCode, 404);
      await assert.rejects(
        app.mailer.send({ to: 'a@example.com', subject: 'x', text: 'x' }),
        (error) => error instanceof MailNotConfiguredError && /SMTP_URL is not set/.test(error.message),
      );
    } finally {
      await app.close();
    }
  });

  it('sends through SMTP_URL when set, and then keeps the catcher off', async () => {
    const server = await startMailCatcher();
    const app = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${server.port}`,
      mailFrom: 'Pear Staging <mail@staging.example>',
      mailCatcher: true,
    });
    try {
      assert.equal(app.mailCatcher, null);
      assert.equal((await app.inject({ method: 'GET', url: '/dev/mail/messages' })).statusCode, 404);
      const to = uniqueEmail('smtp');
      await app.mailer.send({ to, subject: 'Through SMTP_URL', text: 'x' });
      assert.equal(server.messages(to)[0]?.from, '"Pear Staging" <mail@staging.example>');
    } finally {
      await app.close();
      await server.close();
    }
  });
});

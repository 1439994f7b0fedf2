import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { identities, users } from '../src/db/schema.js';
import { EmailInUseError, signIn } from '../src/modules/users/users.js';
import { buildTestApp, testIdentity, uniqueEmail } from './helpers.js';

const LINKEDIN = 'https://www.linkedin.com/oauth';
const DEV_IDP = 'http://localhost:4000/dev-idp';

describe('accounts link by issuer and subject', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const linkedIssuers = async (userId: string) =>
    (await app.db.select().from(identities).where(eq(identities.userId, userId))).map((row) => row.issuer).sort();

  it('finds the account by (issuer, subject) even after the provider reports another e-mail', async () => {
    const identity = testIdentity({ issuer: LINKEDIN });
    const first = await signIn(app.db, identity, 'investor');
    assert.equal(first.isNewUser, true);

    const renamed = await signIn(
      app.db,
      { ...identity, email: uniqueEmail('changed'), emailVerified: false },
      'founder',
    );
    assert.equal(renamed.isNewUser, false);
    assert.equal(renamed.user.id, first.user.id);
    assert.equal(renamed.user.role, 'investor');
  });

  it('links a second provider to the account when that provider verified the e-mail', async () => {
    const email = uniqueEmail('verified');
    const created = await signIn(app.db, testIdentity({ issuer: DEV_IDP, email, emailVerified: false }), undefined);
    const other = await signIn(app.db, testIdentity({ issuer: LINKEDIN, email, emailVerified: true }), undefined);
    assert.equal(other.user.id, created.user.id);
    assert.equal(other.isNewUser, false);
  });

  it('refuses an unverified e-mail that belongs to another identity, and links nothing', async () => {
    const email = uniqueEmail('taken');
    const owner = await signIn(app.db, testIdentity({ issuer: LINKEDIN, email, emailVerified: true }), 'founder');
    const impostor = testIdentity({ issuer: DEV_IDP, subject: email, email, emailVerified: false });
    await assert.rejects(signIn(app.db, impostor, 'founder'), EmailInUseError);
    assert.deepEqual(await linkedIssuers(owner.user.id), [LINKEDIN]);
  });

  it('takes an account pre-created with an unverified e-mail away from that identity once the owner proves it', async () => {
    const email = uniqueEmail('prehijack');
    const squatter = testIdentity({ issuer: DEV_IDP, subject: email, email, emailVerified: false });
    const squatted = await signIn(app.db, squatter, 'founder');
    const owner = await signIn(app.db, testIdentity({ issuer: LINKEDIN, email, emailVerified: true }), 'founder');
    assert.equal(owner.user.id, squatted.user.id);
    assert.deepEqual(await linkedIssuers(owner.user.id), [LINKEDIN]);
    await assert.rejects(signIn(app.db, squatter, 'founder'), EmailInUseError);
  });

  it('lets an account from before identities be claimed once by its recorded subject and e-mail', async () => {
    const email = uniqueEmail('legacy');
    // As migration 0006 leaves it: a subject, no issuer, no identity row.
    const [legacy] = await app.db
      .insert(users)
      .values({ email, name: 'Legacy', role: 'founder', oidcSubject: 'legacy-subject' })
      .returning();
    assert.ok(legacy);

    const claimed = await signIn(
      app.db,
      testIdentity({ issuer: DEV_IDP, subject: 'legacy-subject', email, emailVerified: false }),
      undefined,
    );
    assert.equal(claimed.user.id, legacy.id);
    assert.equal(claimed.isNewUser, false);
    // Claimed: the same subject at another issuer no longer matches.
    const elsewhere = testIdentity({ issuer: 'https://other.example', subject: 'legacy-subject', email });
    await assert.rejects(signIn(app.db, { ...elsewhere, emailVerified: false }, undefined), EmailInUseError);
  });

  it('does not let a legacy subject alone reach an account with another e-mail', async () => {
    const [legacy] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('legacy-other'), name: 'Legacy', role: 'founder', oidcSubject: 'shared-subject' })
      .returning();
    const stranger = await signIn(
      app.db,
      testIdentity({ subject: 'shared-subject', email: uniqueEmail('stranger'), emailVerified: false }),
      undefined,
    );
    assert.notEqual(stranger.user.id, legacy?.id);
    assert.equal(stranger.isNewUser, true);
  });

  it('gives two racing first sign-ins of one identity one account', async () => {
    const identity = testIdentity({ emailVerified: false });
    const [a, b] = await Promise.all([signIn(app.db, identity, undefined), signIn(app.db, identity, undefined)]);
    assert.equal(a.user.id, b.user.id);
    assert.deepEqual([a.isNewUser, b.isNewUser].sort(), [false, true]);
  });
});

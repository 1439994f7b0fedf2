// `npm start` and `npm run dev` run the API in local mode, announced by one banner; the environment can opt out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { localModeApiEnv, localModeBanner, mailCatcherOn } from '../compose.mjs';

describe('local mode', () => {
  it('turns on the dev IdP, local payments and the mail catcher, and the banner names all three', () => {
    const apiEnv = localModeApiEnv({});
    assert.deepEqual(apiEnv, { DEV_IDP_ENABLED: 'true', PAYMENTS_LOCAL: 'true', MAIL_CATCHER: 'true' });
    const banner = localModeBanner(apiEnv, {}, 'http://localhost:4100');
    assert.match(banner, /LOCAL MODE/);
    assert.match(banner, /DEV_IDP_ENABLED=true/);
    assert.match(banner, /PAYMENTS_LOCAL=true/);
    assert.match(
      banner,
      /MAIL_CATCHER=true\): e-mail is caught, not delivered — read it at http:\/\/localhost:4100\/dev\/mail/,
    );
    assert.equal(mailCatcherOn(apiEnv, {}), true);
  });

  it('lets the environment turn a convenience off, and uses Stripe and SMTP instead of the local stand-ins when configured', () => {
    const env = { DEV_IDP_ENABLED: 'false', STRIPE_SECRET_KEY: 'sk_test_x', SMTP_URL: 'smtp://mail.example:587' };
    const apiEnv = localModeApiEnv(env);
    assert.deepEqual(apiEnv, { DEV_IDP_ENABLED: 'false', PAYMENTS_LOCAL: 'false', MAIL_CATCHER: 'false' });
    assert.equal(mailCatcherOn(apiEnv, env), false);
    assert.equal(localModeBanner(apiEnv, env), '', 'no banner when nothing local is on');
  });

  it('does not announce the mail catcher when SMTP_URL wins over an explicit MAIL_CATCHER=true', () => {
    const env = { MAIL_CATCHER: 'true', SMTP_URL: 'smtp://mail.example:587' };
    const apiEnv = localModeApiEnv(env);
    assert.equal(apiEnv.MAIL_CATCHER, 'true');
    assert.equal(mailCatcherOn(apiEnv, env), false, 'the API keeps the catcher off when SMTP_URL is set');
    assert.doesNotMatch(localModeBanner(apiEnv, env), /MAIL_CATCHER/);
  });

  it('does not announce the dev IdP when LinkedIn sign-in replaces it', () => {
    const banner = localModeBanner(localModeApiEnv({}), { LINKEDIN_CLIENT_ID: 'id' });
    assert.doesNotMatch(banner, /DEV_IDP_ENABLED/);
    assert.match(banner, /PAYMENTS_LOCAL=true/);
  });
});

// `npm start` and `npm run dev` run the API in local mode, announced by one banner; the environment can opt out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { localModeApiEnv, localModeBanner } from '../compose.mjs';

describe('local mode', () => {
  it('turns on the dev IdP and local payments, and the banner names both', () => {
    const apiEnv = localModeApiEnv({});
    assert.deepEqual(apiEnv, { DEV_IDP_ENABLED: 'true', PAYMENTS_LOCAL: 'true' });
    const banner = localModeBanner(apiEnv, {});
    assert.match(banner, /LOCAL MODE/);
    assert.match(banner, /DEV_IDP_ENABLED=true/);
    assert.match(banner, /PAYMENTS_LOCAL=true/);
  });

  it('lets the environment turn a convenience off, and uses Stripe instead of the local checkout when configured', () => {
    const apiEnv = localModeApiEnv({ DEV_IDP_ENABLED: 'false', STRIPE_SECRET_KEY: 'sk_test_x' });
    assert.deepEqual(apiEnv, { DEV_IDP_ENABLED: 'false', PAYMENTS_LOCAL: 'false' });
    assert.equal(localModeBanner(apiEnv, {}), '', 'no banner when nothing local is on');
  });

  it('does not announce the dev IdP when LinkedIn sign-in replaces it', () => {
    const banner = localModeBanner(localModeApiEnv({}), { LINKEDIN_CLIENT_ID: 'id' });
    assert.doesNotMatch(banner, /DEV_IDP_ENABLED/);
    assert.match(banner, /PAYMENTS_LOCAL=true/);
  });
});

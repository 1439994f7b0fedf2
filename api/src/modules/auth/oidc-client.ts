import * as oidc from 'openid-client';
import type { Identity } from '../users/users.js';
import type { PendingLogin } from './login-state.js';

/** An OpenID Provider and this API's client registration at it. */
export type IdentityProviderSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Added to every authorization request (the dev IdP asks for `prompt=login`). */
  extraAuthParams?: Record<string, string>;
};

const SCOPE = 'openid profile email';

/** The callback got an `error` from the provider, e.g. the user declined. */
export class ProviderDeniedError extends Error {
  constructor(readonly code: string) {
    super(`identity provider returned ${code}`);
  }
}

/** The provider vouched for the user but gave no e-mail address. */
export class MissingEmailError extends Error {}

export type OidcLogin = {
  /** Builds the authorization URL, plus what the callback must check it against (and `login`, kept with it). */
  start(login: Pick<PendingLogin, 'role' | 'browserNonceHash'>): Promise<{ url: URL; pending: PendingLogin }>;
  /** Exchanges the code from `callbackUrl` (PKCE, state, nonce checked) and returns who signed in. */
  finish(callbackUrl: URL, pending: PendingLogin): Promise<Identity>;
};

export function createOidcLogin(settings: IdentityProviderSettings): OidcLogin {
  let discovered: Promise<oidc.Configuration> | undefined;

  // Lazy: the dev IdP lives inside this server, so it can only be discovered once the server listens.
  // A failed discovery is forgotten so the next login retries it.
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    async start({ role, browserNonceHash }) {
      const config = await configuration();
      const pending: PendingLogin = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        role,
        browserNonceHash,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        ...settings.extraAuthParams,
      });
      return { url, pending };
    },

    async finish(callbackUrl, pending) {
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) throw new ProviderDeniedError(providerError);

      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('token response without an id_token');

      // LinkedIn puts name and e-mail in the id_token; ask userinfo only when one is missing.
      let { email, name, picture, email_verified: emailVerified } = claims;
      if (typeof email !== 'string' || typeof name !== 'string') {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        // The verification claim belongs to the e-mail it came with.
        if (typeof email !== 'string') ({ email, email_verified: emailVerified } = info);
        name = typeof name === 'string' ? name : info.name;
        picture ??= info.picture;
      }
      if (typeof email !== 'string' || !email) throw new MissingEmailError('no e-mail address in the identity');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        emailVerified: isVerified(emailVerified),
        name: typeof name === 'string' && name.trim() ? name.trim() : email,
        picture: typeof picture === 'string' ? picture : undefined,
      };
    },
  };
}

async function discover(settings: IdentityProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // openid-client refuses plain HTTP unless told; only a local issuer (the dev IdP) is ever http://.
  const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute, timeout: 10 });
}

/** `email_verified` is a JSON boolean; a few providers send the string "true". Anything else is unverified. */
function isVerified(claim: unknown): boolean {
  return claim === true || claim === 'true';
}

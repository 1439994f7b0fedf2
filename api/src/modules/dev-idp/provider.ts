import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { default as Provider, Account, OidcContext } from 'oidc-provider';
import { htmlPagePolicy } from '../../lib/html-page.js';
import { devIdpPagePolicy, errorPage } from './pages.js';

export const DEV_IDP_PATH = '/dev-idp';
export const DEV_IDP_CLIENT_ID = 'pear-dev';

export type DevAccount = {
  name: string;
  email: string;
};

export type DevIdp = {
  provider: Provider;
  clientId: string;
  clientSecret: string;
  /** Who signed in, by account id (the lower-cased e-mail); the dev IdP keeps no other user store. */
  accounts: Map<string, DevAccount>;
};

export function accountIdFor(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A local OpenID Provider that behaves like LinkedIn's for this API: one confidential client using
 * client_secret_post and PKCE, name and e-mail inside the id_token, and no consent screen.
 * All state (sessions, codes, keys) lives in memory; it exists for development and tests only.
 */
export async function createDevIdp(options: {
  /** `${API_PUBLIC_URL}/dev-idp`, exactly as the browser and openid-client will see it. */
  issuer: string;
  redirectUri: string;
  /** Where error pages send the user back to. */
  signInUrl: string;
}): Promise<DevIdp> {
  const clientSecret = randomBytes(32).toString('base64url');
  const accounts = new Map<string, DevAccount>();

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };

  // Loaded here, not with the module: only a local sign-in needs it, and it is one of the API's slowest imports.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider: Provider = new OidcProvider(options.issuer, {
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // LinkedIn returns name and e-mail inside the id_token; conforming providers only do so via userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id): Promise<Account | undefined> {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        // The form accepts any address typed by hand, so the e-mail is never verified: a dev sign-in cannot take
        // over an account that belongs to that address elsewhere. `sub` is the e-mail itself, so signing in again
        // with the same address reaches the same account.
        claims: () => ({ sub: id, name: account.name, email: account.email, email_verified: false }),
      };
    },
    // No consent screen: every scope the (only, first-party) client asks for is granted.
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session, params, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    // Absolute, so the browser lands under the mount path rather than at /interaction on the API root.
    interactions: { url: async (_ctx, interaction) => `${options.issuer}/interaction/${interaction.uid}` },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('content-security-policy', htmlPagePolicy(devIdpPagePolicy(options.signInUrl)));
      ctx.body = errorPage('Sign-in failed', out.error_description ?? out.error, options.signInUrl);
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });

  return { provider, clientId: DEV_IDP_CLIENT_ID, clientSecret, accounts };
}

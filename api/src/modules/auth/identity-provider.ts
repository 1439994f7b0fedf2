import { endpoints } from '@pear/contract';
import type { Config } from '../../config.js';
import { createDevIdp, DEV_IDP_PATH, type DevIdp } from '../dev-idp/provider.js';
import { createOidcLogin, type OidcLogin } from './oidc-client.js';

export const CALLBACK_PATH = endpoints.linkedinCallback.path;

export type SignInSetup = {
  /** Undefined when neither LinkedIn nor the dev IdP is available: logins are refused. */
  login: OidcLogin | undefined;
  /** Set when the dev IdP stands in for LinkedIn and must be mounted at DEV_IDP_PATH. */
  devIdp: DevIdp | undefined;
};

/** LinkedIn when a client is configured, else the built-in dev IdP when enabled, else nothing. */
export async function setUpSignIn(config: Config): Promise<SignInSetup> {
  const redirectUri = `${config.apiPublicUrl}${CALLBACK_PATH}`;

  if (config.linkedin) {
    const login = createOidcLogin({ issuer: config.oidcIssuer, redirectUri, ...config.linkedin });
    return { login, devIdp: undefined };
  }
  if (!config.devIdpEnabled) return { login: undefined, devIdp: undefined };

  const issuer = `${config.apiPublicUrl}${DEV_IDP_PATH}`;
  const devIdp = await createDevIdp({ issuer, redirectUri, signInUrl: `${config.appUrl}/signin` });
  const login = createOidcLogin({
    issuer,
    redirectUri,
    clientId: devIdp.clientId,
    clientSecret: devIdp.clientSecret,
    // Always show the form, so a developer can switch between test accounts.
    extraAuthParams: { prompt: 'login' },
  });
  return { login, devIdp };
}

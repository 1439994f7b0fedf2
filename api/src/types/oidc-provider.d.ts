// oidc-provider 9 ships no type declarations; this covers the part of its API the dev IdP uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
  };

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export type Grant = {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };

  export type GrantConstructor = {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };

  /** The Koa context oidc-provider hands to configuration callbacks. */
  export type OidcContext = {
    status: number;
    type: string;
    body: unknown;
    /** Koa's: sets a response header. */
    set(name: string, value: string): void;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      params?: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
    };
  };

  export type ErrorOut = {
    error: string;
    error_description?: string;
  };

  export type Configuration = {
    clients?: ClientMetadata[];
    findAccount?: (ctx: OidcContext, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: OidcContext, interaction: { uid: string }) => Promise<string> };
    renderError?: (ctx: OidcContext, out: ErrorOut, error: Error) => Promise<void>;
    cookies?: { keys?: string[] };
    jwks?: { keys: JWK[] };
    ttl?: Record<string, number>;
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  };

  export type InteractionResults = {
    login?: { accountId: string; remember?: boolean };
    error?: string;
    error_description?: string;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (ctx: unknown, error: Error) => void): this;
  }

  export const errors: {
    SessionNotFound: new (...args: never[]) => Error;
  };

  export default Provider;
}

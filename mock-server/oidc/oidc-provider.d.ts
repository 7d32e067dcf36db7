/**
 * The few parts of oidc-provider 9.x that mock-server/oidc uses (the package ships no types and
 * @types/oidc-provider is not installed). Loose on purpose: only what provider.ts touches is typed.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClient {
    clientId: string;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  }

  export interface OidcGrant {
    jti: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcGrantConstructor {
    new (properties: { clientId: string; accountId: string }): OidcGrant;
    find(id: string): Promise<OidcGrant | undefined>;
    adapter: { destroy(id: string): Promise<void> };
  }

  export interface OidcTokenModel {
    find(value: string): Promise<{ grantId?: string; clientId?: string } | undefined>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface OidcSession {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string }>;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OidcContext {
    type: string;
    status: number;
    body: unknown;
    host: string;
    oidc: {
      provider: Provider;
      client?: OidcClient;
      session?: OidcSession;
      result?: { consent?: { grantId?: string } };
      entities?: { IdTokenHint?: { payload?: { sub?: string } } };
      route: string;
    };
  }

  export interface OidcToken {
    kind: string;
    accountId?: string;
    grantId?: string;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    Client: { prototype: OidcClient };
    Grant: OidcGrantConstructor;
    AccessToken: OidcTokenModel;
    RefreshToken: OidcTokenModel;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: { InvalidTarget: new (description?: string) => Error };

  export default Provider;
}

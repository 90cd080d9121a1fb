import * as oidc from "openid-client";

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The embedded provider runs on plain http in development. */
  allowInsecure: boolean;
  /** `login` makes the embedded provider always show its form; Google gets `select_account`. */
  prompt?: string;
}

export interface PendingSignIn {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

/** The relying party: the same code for Google, any OIDC issuer and the embedded provider. */
export function createOidcClient(options: OidcClientOptions) {
  let configuration: Promise<oidc.Configuration> | null = null;

  // Discovery is lazy (the embedded issuer is this very server, not yet listening at build time)
  // and retried after a failure instead of caching the error.
  const getConfiguration = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        options.allowInsecure
          ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    async startSignIn(): Promise<PendingSignIn> {
      const config = await getConfiguration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
        ...(options.prompt ? { prompt: options.prompt } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code; checks state, nonce, PKCE, iss, aud and the ID token signature. */
    async finishSignIn(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedClaims> {
      const config = await getConfiguration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token claims");
      const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: str(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        firstName: str(claims.given_name),
        lastName: str(claims.family_name),
        picture: str(claims.picture),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

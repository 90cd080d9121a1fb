import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./harness.js";

export interface StubAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * An external OpenID provider on loopback, standing in for Google in tests: it signs in
 * whichever account the test sets as `next`, with exactly the claims the test chooses.
 */
export async function startStubIssuer(redirectUri: string) {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const accounts = new Map<string, StubAccount>();
  let next: StubAccount | null = null;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "stub-client",
        client_secret: "stub-secret-stub-secret-stub-secret",
        redirect_uris: [redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    // biome-ignore lint/suspicious/noExplicitAny: node JWK vs oidc-provider JWK typing
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" } as any] },
    cookies: { keys: ["stub-cookie-key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 300,
      AccessToken: 300,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  const server: Server = createServer(async (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      if (!next) {
        res.statusCode = 500;
        res.end("no account set");
        return;
      }
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    clientId: "stub-client",
    clientSecret: "stub-secret-stub-secret-stub-secret",
    setNextAccount(account: StubAccount) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

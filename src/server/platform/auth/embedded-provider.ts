import { createHash, generateKeyPairSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import Provider from "oidc-provider";
import { z } from "zod";
import { escapeHtml } from "../html.js";

export interface EmbeddedProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  cookieSecret: string;
  superAdminEmails: ReadonlySet<string>;
  trustProxy: boolean;
  signInRateLimitPerMinute: number;
}

interface DevAccount {
  email: string;
  firstName: string;
  lastName: string;
}

export const MOUNT_PATH = "/oidc";

const SignInFormSchema = z.object({
  email: z.email("Enter a valid e-mail address").trim().toLowerCase().max(254),
  firstName: z.string().trim().min(1, "Enter your first name").max(100),
  lastName: z.string().trim().min(1, "Enter your last name").max(100),
});

/**
 * The zero-setup OpenID provider (decision 2), mounted in this server under /oidc. It runs the
 * real authorization-code flow that Google runs, so sign-in works the same way in development,
 * tests and production. Never used in production (config refuses it).
 */
export function registerEmbeddedProvider(
  app: FastifyInstance,
  options: EmbeddedProviderOptions,
): void {
  // Accounts live in memory: a subject derived from the e-mail stays stable across restarts.
  const accounts = new Map<string, DevAccount>();
  const subjectFor = (email: string) =>
    `dev-${createHash("sha256").update(email).digest("hex").slice(0, 24)}`;

  let provider: Provider | null = null;
  const getProvider = () => {
    provider ??= createProvider(options, accounts);
    return provider;
  };

  app.register(async (scope) => {
    // The provider reads its own request bodies: keep Fastify from consuming them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.route({
      method: ["GET", "POST", "DELETE", "OPTIONS", "PUT"],
      url: `${MOUNT_PATH}/*`,
      config: { access: "public", csrf: false },
      handler: (request, reply) => {
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? "/").slice(MOUNT_PATH.length) || "/";
        getProvider().callback()(raw, reply.raw);
      },
    });
  });

  app.register(async (scope) => {
    await scope.register(import("@fastify/formbody"));
    const rateLimit = { max: options.signInRateLimitPerMinute, timeWindow: "1 minute" };

    scope.get<{ Params: { uid: string } }>(
      `${MOUNT_PATH}/interaction/:uid`,
      { config: { access: "public", rateLimit } },
      async (request, reply) => {
        const details = await getProvider().interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid)
          return reply.status(400).type("text/html").send(errorPage());
        return reply
          .type("text/html")
          .header("Cache-Control", "no-store")
          .send(signInPage(details.uid, options.superAdminEmails, {}));
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${MOUNT_PATH}/interaction/:uid`,
      { config: { access: "public", rateLimit } },
      async (request, reply) => {
        const details = await getProvider().interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid)
          return reply.status(400).type("text/html").send(errorPage());
        const parsed = SignInFormSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          const errors = Object.fromEntries(
            parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
          );
          return reply
            .status(400)
            .type("text/html")
            .header("Cache-Control", "no-store")
            .send(
              signInPage(details.uid, options.superAdminEmails, {
                values: request.body ?? {},
                errors,
              }),
            );
        }
        const accountId = subjectFor(parsed.data.email);
        accounts.set(accountId, parsed.data);
        const returnTo = await getProvider().interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}

function createProvider(
  options: EmbeddedProviderOptions,
  accounts: Map<string, DevAccount>,
): Provider {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: "jwk" }),
    use: "sig",
    alg: "RS256",
    kid: "embedded-1",
  };
  const cookieKey = createHash("sha256")
    .update(`oidc-cookies:${options.cookieSecret}`)
    .digest("base64url");

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // biome-ignore lint/suspicious/noExplicitAny: the JWK type of node:crypto and of oidc-provider differ only nominally
    jwks: { keys: [jwk as any] },
    cookies: { keys: [cookieKey] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    // Put the scope's claims in the ID token, as Google does, so one code path reads them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives: these artifacts only carry one sign-in to our own callback.
    ttl: {
      AuthorizationCode: 60,
      IdToken: 300,
      AccessToken: 300,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    // First-party client: consent is implied, so grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx) {
      const oidcCtx = ctx.oidc;
      const client = oidcCtx.client;
      const session = oidcCtx.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = oidcCtx.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await oidcCtx.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidcCtx.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    async renderError(ctx, _out, error) {
      ctx.type = "html";
      ctx.body = errorPage((error as Error).message);
    },
  });
  provider.proxy = options.trustProxy;
  return provider;
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f2;color:#1f1a17}
main{width:min(100% - 32px,420px);background:#fff;border:1px solid #e7dfd5;border-radius:16px;padding:28px 24px;box-sizing:border-box}
h1{font-size:1.5rem;margin:0 0 4px}p{line-height:1.5;margin:0 0 16px;color:#4a423c}
label{display:block;font-weight:600;margin:14px 0 6px}input{width:100%;box-sizing:border-box;font:inherit;font-size:16px;padding:12px;border:1px solid #b9ada1;border-radius:10px}
input:focus{outline:3px solid #c2410c55;border-color:#9a3412}.err{color:#b42318;font-size:.9rem;margin-top:4px}
button{margin-top:22px;width:100%;min-height:48px;font:inherit;font-weight:600;color:#fff;background:#9a3412;border:0;border-radius:10px;cursor:pointer}
button:focus-visible{outline:3px solid #1f1a17;outline-offset:2px}.note{background:#fff4e5;border:1px solid #f5d5a8;border-radius:10px;padding:12px;font-size:.95rem}
a{color:#9a3412}</style></head><body><main>${body}</main></body></html>`;
}

function signInPage(
  uid: string,
  superAdmins: ReadonlySet<string>,
  state: { values?: Record<string, string>; errors?: Record<string, string> },
): string {
  const admins = [...superAdmins].map((e) => `<strong>${escapeHtml(e)}</strong>`).join(", ");
  const field = (name: string, label: string, type: string, autocomplete: string) => {
    const error = state.errors?.[name];
    const value = state.values?.[name];
    return `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${
      value ? ` value="${escapeHtml(String(value))}"` : ""
    }${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""}>${
      error ? `<div class="err" id="${name}-error">${escapeHtml(error)}</div>` : ""
    }`;
  };
  return layout(
    "Sign in (development)",
    `<h1>Sign in</h1><p>This is the built-in development sign-in. It stands in for Google until <code>GOOGLE_CLIENT_ID</code> is configured.</p>
<p class="note">${admins ? `The administrator is ${admins}: sign in with ${superAdmins.size > 1 ? "one of these addresses" : "that address"} to manage users. Any other address creates an account that waits for approval.` : "No administrator e-mail is configured (SUPER_ADMIN_EMAILS)."}</p>
<form method="post" action="${MOUNT_PATH}/interaction/${escapeHtml(uid)}" novalidate>
${field("email", "E-mail", "email", "email")}
${field("firstName", "First name", "text", "given-name")}
${field("lastName", "Last name", "text", "family-name")}
<button type="submit">Sign in</button></form>`,
  );
}

function errorPage(detail?: string): string {
  return layout(
    "Sign-in problem",
    `<h1>Sign-in problem</h1><p>This sign-in link has expired or was already used${detail ? ` (${escapeHtml(detail)})` : ""}.</p><p><a href="/api/auth/google">Start again</a></p>`,
  );
}

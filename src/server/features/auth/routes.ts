import { safeReturnTo } from "@shared/auth/rules.js";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { loginAttempts } from "../../db/schema.js";
import { toCurrentUser } from "../../platform/access.js";
import type { OidcClient } from "../../platform/auth/oidc-client.js";
import {
  hashToken,
  LOGIN_ATTEMPT_TTL_MS,
  newToken,
  type SessionStore,
  SIGNED_IN_HINT_COOKIE,
  sessionCookieName,
} from "../../platform/auth/sessions.js";
import { escapeHtml } from "../../platform/html.js";
import { upsertUserFromClaims } from "./service.js";

const LOGIN_COOKIE = "signin";
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; oidc: OidcClient; sessions: SessionStore },
) {
  const { db, config, oidc, sessions } = deps;
  const sessionCookie = sessionCookieName(config.secureCookies);
  const rateLimit = { max: config.signInRateLimitPerMinute, timeWindow: "1 minute" };
  const cookieBase = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: config.secureCookies,
  };

  const startSignIn = async (
    request: FastifyRequest<{ Querystring: { returnTo?: string } }>,
    reply: FastifyReply,
  ) => {
    const pending = await oidc.startSignIn();
    const token = newToken();
    await db.insert(loginAttempts).values({
      tokenHash: hashToken(token),
      state: pending.state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
      returnTo: safeReturnTo(request.query.returnTo),
    });
    reply.setCookie(LOGIN_COOKIE, token, { ...cookieBase, maxAge: LOGIN_ATTEMPT_TTL_MS / 1000 });
    reply.header("Cache-Control", "no-store");
    return reply.redirect(pending.url, 302);
  };

  // Decision 4: /api/login behaves exactly like /api/auth/google.
  for (const url of ["/api/auth/google", "/api/login"]) {
    app.get(url, { config: { access: "public", rateLimit } }, startSignIn);
  }

  app.get(
    "/api/auth/callback",
    { config: { access: "public", rateLimit } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const attemptToken = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, cookieBase);
      if (!attemptToken)
        return signInFailed(reply, "The sign-in was not started from this browser.");

      // Single use: the attempt is consumed whatever happens next (a replayed callback finds nothing).
      const [attempt] = await db
        .delete(loginAttempts)
        .where(eq(loginAttempts.tokenHash, hashToken(attemptToken)))
        .returning();
      if (!attempt || Date.now() - attempt.createdAt.getTime() > LOGIN_ATTEMPT_TTL_MS) {
        return signInFailed(reply, "This sign-in has expired or was already used.");
      }

      let claims: Awaited<ReturnType<OidcClient["finishSignIn"]>>;
      try {
        claims = await oidc.finishSignIn(new URL(request.url, config.publicUrl), attempt);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, "sign-in callback rejected");
        return signInFailed(reply, "The sign-in could not be verified.");
      }
      if (!claims.emailVerified || !claims.email) {
        return signInFailed(
          reply,
          "Your sign-in provider has not verified your e-mail address, so no account was created.",
          403,
        );
      }

      const user = await upsertUserFromClaims(db, claims, config.superAdminEmails);
      // Rotate: whatever session this browser had ends, and a new id is issued (decision 5).
      const previous = request.cookies[sessionCookie];
      if (previous) await sessions.delete(hashToken(previous));
      const token = await sessions.create(user.id);
      reply.setCookie(sessionCookie, token, { ...cookieBase, maxAge: SESSION_MAX_AGE_S });
      reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
        ...cookieBase,
        httpOnly: false,
        maxAge: SESSION_MAX_AGE_S,
      });
      return reply.redirect(safeReturnTo(attempt.returnTo), 302);
    },
  );

  app.get("/api/auth/logout", { config: { access: "public" } }, async (request, reply) => {
    // A cross-site page cannot sign people out through this GET (it is a browser navigation by spec).
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    const token = request.cookies[sessionCookie];
    if (token && !crossSite) {
      await sessions.delete(hashToken(token));
      reply.clearCookie(sessionCookie, cookieBase);
    }
    if (!crossSite) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieBase, httpOnly: false });
    reply.header("Cache-Control", "no-store");
    return reply.redirect("/", 302);
  });

  app.get("/api/auth/user", { config: { access: "signedIn" } }, async (request) => {
    // The access hook guarantees a user here.
    return toCurrentUser(request.user!);
  });
}

function signInFailed(reply: FastifyReply, reason: string, status = 400) {
  return reply
    .status(status)
    .type("text/html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sign-in failed</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>Sign-in failed</h1><p>${escapeHtml(reason)}</p><p><a href="/api/auth/google">Try again</a> or <a href="/">go to the home page</a>.</p></main></body></html>`,
    );
}

import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { applyMigrations } from "./db/migrate.js";
import { registerAccountRoutes } from "./features/account/routes.js";
import { registerAdminRoutes } from "./features/admin/routes.js";
import { registerAuthRoutes } from "./features/auth/routes.js";
import { registerCompatibilityRoutes } from "./features/compatibility/routes.js";
import { registerHealthRoutes } from "./features/health/routes.js";
import { registerOutboxRoutes } from "./features/outbox/routes.js";
import { registerPageRoutes } from "./features/pages/routes.js";
import { registerProfileRoutes } from "./features/profile/routes.js";
import { createNarrator } from "./features/report/narrator.js";
import { registerReportRoutes } from "./features/report/routes.js";
import { generateReport, REPORT_QUEUE, type ReportJob } from "./features/report/service.js";
import { registerRequestRoutes } from "./features/requests/routes.js";
import { registerSearchRoutes } from "./features/search/routes.js";
import { registerSharingRoutes } from "./features/sharing/routes.js";
import { registerSurveyRoutes } from "./features/survey/routes.js";
import { type RegisteredRoute, registerAccessControl } from "./platform/access.js";
import { MOUNT_PATH, registerEmbeddedProvider } from "./platform/auth/embedded-provider.js";
import { createOidcClient } from "./platform/auth/oidc-client.js";
import { purgeExpiredSessions, SessionStore, sessionCookieName } from "./platform/auth/sessions.js";
import { registerErrorHandling } from "./platform/errors.js";
import { Jobs } from "./platform/jobs.js";
import { Mailer } from "./platform/mail.js";
import { registerSecurity } from "./platform/security.js";

export interface App {
  server: FastifyInstance;
  database: Database;
  config: Config;
  /** Every registered route with its declared access policy (for the authorization matrix). */
  routes: RegisteredRoute[];
  sessions: SessionStore;
  mailer: Mailer;
  jobs: Jobs;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** An already-open database (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Where the built web app lives (dist/); defaults to the project's dist folder. */
  distDir?: string;
}

const defaultDistDir = () => {
  // From src/server/app.ts and from dist/server/main.js alike, dist/ is two levels up + "dist".
  const here = fileURLToPath(new URL(".", import.meta.url));
  return here.includes(`${"/dist/"}server`)
    ? fileURLToPath(new URL("..", import.meta.url))
    : fileURLToPath(new URL("../../dist", import.meta.url));
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = !options.database;
  try {
    await applyMigrations(database);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const { db } = database;
  const sessions = new SessionStore(database);
  await sessions.start();

  const server = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
    logger: {
      level: config.logLevel,
      // Never log cookies, codes or tokens (security.md, "Logs"): urls lose their query string.
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: req.url.split("?")[0],
          id: req.id,
        }),
      },
    },
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(server);
  server.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: "NOT_FOUND", message: "Not found" }),
  );

  // Security headers and the CSRF check come first, so that every answer (a 401 too) has them.
  registerSecurity(server, config);
  // Cookies are parsed before the access hook reads the session cookie.
  await server.register(cookie);
  const cookieName = sessionCookieName(config.secureCookies);
  const routes = registerAccessControl(server, async (request) => {
    const token = request.cookies[cookieName];
    return token ? sessions.find(token) : null;
  });

  await server.register(rateLimit, { global: false });

  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  let oidc: ReturnType<typeof createOidcClient>;
  if (config.signIn.kind === "embedded") {
    const clientSecret = createHash("sha256")
      .update(`embedded-client:${config.sessionSecret}`)
      .digest("base64url");
    const issuer = `${config.publicUrl}${MOUNT_PATH}`;
    registerEmbeddedProvider(server, {
      issuer,
      clientId: "psyche-web",
      clientSecret,
      redirectUri,
      cookieSecret: config.sessionSecret,
      superAdminEmails: config.superAdminEmails,
      trustProxy: config.trustProxy,
      signInRateLimitPerMinute: config.signInRateLimitPerMinute,
    });
    oidc = createOidcClient({
      issuer,
      clientId: "psyche-web",
      clientSecret,
      redirectUri,
      allowInsecure: issuer.startsWith("http:"),
      prompt: "login",
    });
  } else {
    oidc = createOidcClient({
      issuer: config.signIn.issuer,
      clientId: config.signIn.clientId,
      clientSecret: config.signIn.clientSecret,
      redirectUri,
      // Only Google knows `select_account`; other issuers get the standard request.
      allowInsecure: config.env === "test" && config.signIn.issuer.startsWith("http://localhost"),
      ...(new URL(config.signIn.issuer).hostname === "accounts.google.com"
        ? { prompt: "select_account" }
        : {}),
    });
  }

  registerHealthRoutes(server, database);
  const mailer = new Mailer(db, config.mail, server.log);
  registerAuthRoutes(server, { db, config, oidc, sessions });
  registerAdminRoutes(server, { db, mailer, sessions, config });
  registerAccountRoutes(server, { db, sessions, config });
  const jobs = new Jobs(database, config.jobs, server.log);
  registerSurveyRoutes(server, { db, jobs });
  registerReportRoutes(server, { db, jobs });
  registerSharingRoutes(server, { db });
  registerProfileRoutes(server, { db });
  registerSearchRoutes(server, { db });
  registerRequestRoutes(server, { db });
  registerCompatibilityRoutes(server, { db });
  if (config.mail.kind === "outbox" && config.env !== "production")
    registerOutboxRoutes(server, mailer);
  registerPageRoutes(server, config, options.distDir ?? defaultDistDir());

  await server.ready();
  mailer.start();
  await jobs.start();
  const narrate = createNarrator(config.ai, server.log);
  await jobs.handle<ReportJob>(
    REPORT_QUEUE,
    { expireInSeconds: config.jobs.reportExpireSeconds },
    (job) => generateReport({ db, narrate }, job),
  );

  // Hourly housekeeping; idempotent, so every process may run it.
  const housekeeping = setInterval(
    () => {
      purgeExpiredSessions(db).catch((error: unknown) =>
        server.log.warn({ err: error }, "session purge failed"),
      );
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();

  return {
    server,
    database,
    config,
    routes,
    sessions,
    mailer,
    jobs,
    async close() {
      clearInterval(housekeeping);
      await server.close();
      await jobs.stop();
      await mailer.stop();
      await sessions.stop();
      if (ownsDatabase) await database.close();
    },
  };
}

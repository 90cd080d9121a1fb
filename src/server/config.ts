import { z } from "zod";

/** The development secret; production refuses to start with it (security.md, "Payments" and decision 2). */
export const DEFAULT_SESSION_SECRET = "dev-only-session-secret-change-me-in-production-0000";
const DEFAULT_SUPER_ADMIN = "admin@example.com";

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("SUPER_ADMIN_EMAILS must be a comma-separated list of e-mail addresses")));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z
    .url({ message: "PUBLIC_URL must be an absolute URL such as https://example.in" })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SUPER_ADMIN_EMAILS: emailList.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z
    .url({ message: "OIDC_ISSUER must be the issuer URL of an OpenID provider" })
    .optional(),
  SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  TRUST_PROXY: booleanFlag.default(false),
  SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an e-mail address").default("support@example.com"),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      "SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465",
    )
    .optional(),
  AI_BASE_URL: z
    .url({
      message:
        "AI_BASE_URL must be the base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1",
    })
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  REPORT_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(90),
  JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  MAIL_FROM: z
    .string()
    .min(3)
    .refine((v) => !/[\r\n]/.test(v), "MAIL_FROM must be one line")
    .default("PsycheMatch <no-reply@example.com>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

type RawEnv = Record<string, string | undefined>;

/**
 * Rules across variables, checked on the raw values so that they are reported together with
 * any type error (zod skips refinements when a field fails to parse).
 */
function crossFieldProblems(env: RawEnv): string[] {
  const problems: string[] = [];
  const hasClientId = Boolean(env.GOOGLE_CLIENT_ID);
  if (hasClientId !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push(
      "GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  if (env.OIDC_ISSUER && !hasClientId) {
    problems.push(
      "OIDC_ISSUER: OIDC_ISSUER needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (the client registered there)",
    );
  }
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
    problems.push(
      "AI_MODEL: AI_BASE_URL and AI_MODEL must be set together (AI_API_KEY too, unless the endpoint needs none)",
    );
  }
  if (env.NODE_ENV !== "production") return problems;
  // Production refuses every zero-setup convenience (decisions 2, 3; architecture "Scaling out").
  if (!hasClientId) {
    problems.push(
      "GOOGLE_CLIENT_ID: production needs a real sign-in provider: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (the embedded provider is for development only)",
    );
  }
  if (!env.SESSION_SECRET || env.SESSION_SECRET === DEFAULT_SESSION_SECRET) {
    problems.push(
      "SESSION_SECRET: production needs its own SESSION_SECRET (at least 32 random characters), not the default",
    );
  }
  if (!env.DATABASE_URL) {
    problems.push(
      "DATABASE_URL: production needs DATABASE_URL (the embedded database serves one process only)",
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      "SMTP_URL: production needs SMTP_URL so that people receive their e-mails (the local outbox is for development)",
    );
  }
  if (!env.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: production needs PUBLIC_URL, the address people open (e.g. https://example.in)",
    );
  }
  return problems;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  publicOrigin: string;
  secureCookies: boolean;
  database:
    | { kind: "postgres"; url: string; poolSize: number }
    | { kind: "pglite"; dataDir: string };
  sessionSecret: string;
  superAdminEmails: ReadonlySet<string>;
  signIn:
    | { kind: "embedded" }
    | { kind: "oidc"; issuer: string; clientId: string; clientSecret: string };
  signInRateLimitPerMinute: number;
  trustProxy: boolean;
  supportEmail: string;
  mail: { kind: "smtp"; url: string; from: string } | { kind: "outbox"; from: string };
  /** An OpenAI-compatible endpoint for narratives; null: the built-in writer (decision 22). */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  jobs: { reportExpireSeconds: number; maintenanceIntervalSeconds: number };
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`)),
    ...crossFieldProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const production = env.NODE_ENV === "production";
  const superAdmins = env.SUPER_ADMIN_EMAILS ?? (production ? [] : [DEFAULT_SUPER_ADMIN]);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secureCookies: publicUrl.startsWith("https://"),
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    sessionSecret: env.SESSION_SECRET ?? DEFAULT_SESSION_SECRET,
    superAdminEmails: new Set(superAdmins),
    signIn: env.GOOGLE_CLIENT_ID
      ? {
          kind: "oidc",
          issuer: env.OIDC_ISSUER ?? "https://accounts.google.com",
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
        }
      : { kind: "embedded" },
    signInRateLimitPerMinute: env.SIGNIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    supportEmail: env.SUPPORT_EMAIL,
    mail: env.SMTP_URL
      ? { kind: "smtp", url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: "outbox", from: env.MAIL_FROM },
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY ?? "none",
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : null,
    jobs: {
      reportExpireSeconds: env.REPORT_JOB_EXPIRE_SECONDS,
      maintenanceIntervalSeconds: env.JOBS_MAINTENANCE_INTERVAL_SECONDS,
    },
    logLevel: env.LOG_LEVEL,
  };
}

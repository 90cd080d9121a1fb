import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The one error shape of the API: `{ code, message }`, status derived from the code. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", "Unauthorized");
export const forbidden = (message = "Forbidden") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";

/** Errors that mean "the database is away": answered 503 quickly, never 500 with internals. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (!e || typeof e !== "object") return false;
  if (
    e.code &&
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "57P01",
      "57P03",
      "08006",
      "08001",
      "08003",
    ].includes(e.code)
  )
    return true;
  if (
    typeof e.message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? "Invalid request";
      return reply.status(400).send({ code: "VALIDATION_ERROR", message });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode;
    if (status === 429) {
      return reply.status(429).send({
        code: "TOO_MANY_REQUESTS",
        message: "Too many attempts. Please wait a minute and try again.",
      });
    }
    if (status && status >= 400 && status < 500) {
      const code = (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] ??
        "BAD_REQUEST") as ErrorCode;
      // Fastify's own 4xx messages (bad JSON, wrong content type, body too large) are safe to show.
      return reply.status(status).send({ code, message: fastifyError.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("Retry-After", "5")
        .send({ code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: INTERNAL_MESSAGE });
  });
}

import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stub received, kept for assertions. */
export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived on the wire. */
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: assertions read arbitrary fields of the request body
  body: any;
  receivedAt: number;
  /** When the client gave up on or finished the exchange (connection closed). */
  closedAt?: number;
}

export type StubHandler = (request: StubRequest, response: ServerResponse) => void;

export interface OpenAiStub {
  baseUrl: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (architecture.md: mock
 * only what is outside, with a real server). A handler that never answers plays a hanging model.
 */
export async function startOpenAiStub(handler: StubHandler): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const request: StubRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        raw,
        body,
        receivedAt: performance.now(),
      };
      requests.push(request);
      res.on("close", () => {
        request.closedAt = performance.now();
      });
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

/** A chat.completion whose assistant message carries `content`. */
export function sendCompletion(
  response: ServerResponse,
  content: string,
  finishReason: "stop" | "length" = "stop",
): void {
  sendJson(response, 200, {
    id: "chatcmpl-stub",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "stub-model",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export function sendApiError(response: ServerResponse, status: number): void {
  sendJson(response, status, {
    error: { message: `stub error ${status}`, type: "stub_error", code: null, param: null },
  });
}

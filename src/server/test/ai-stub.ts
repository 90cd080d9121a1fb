import { createServer, type Server } from "node:http";
import { freePort } from "./harness.js";

export type StubBehaviour = "ok" | "fail" | "hang";

/**
 * An OpenAI-compatible chat-completions endpoint on loopback: the only thing we stub, because
 * the model lives outside. It records every request body and answers as told.
 */
export async function startAiStub() {
  const port = await freePort();
  const requests: string[] = [];
  let behaviour: StubBehaviour = "ok";
  const hanging = new Set<import("node:http").ServerResponse>();
  const defaultNarrative: unknown = {
    sections: [
      {
        heading: "Overview",
        paragraphs: ["A steady, curious person, as far as five items a trait can tell."],
        bullets: [],
      },
      {
        heading: "Your Strengths",
        paragraphs: [],
        bullets: ["Open to new ideas.", "Reliable with commitments."],
      },
      { heading: "Growth Areas", paragraphs: ["Room to speak up in groups."], bullets: [] },
      {
        heading: "Recommendations",
        paragraphs: [],
        bullets: ["Try one new social setting a month."],
      },
    ],
  };
  let narrative = defaultNarrative;

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      requests.push(body);
      if (behaviour === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (behaviour === "fail") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "overloaded" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-stub",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "stub-model",
          choices: [
            {
              index: 0,
              finish_reason: "stop",
              message: { role: "assistant", content: JSON.stringify(narrative) },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next: StubBehaviour) {
      behaviour = next;
    },
    /** What the "model" answers from now on (a hostile model, for instance). */
    setNarrative(next?: unknown) {
      narrative = next ?? defaultNarrative;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}

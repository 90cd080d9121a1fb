import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:^|\n)\s*(?:import|export)[^"'`]*?from\s+["']([^"']+)["']/g,
    ),
  ].map((m) => m[1]!);

/** One-way imports (architecture.md): shared <- server, shared <- web; shared imports only zod. */
test("shared imports nothing but zod and itself", () => {
  const offenders = sourceFiles(join(root, "shared"))
    .filter((f) => !f.endsWith(".test.ts"))
    .flatMap((file) =>
      importsOf(file)
        .filter((spec) => !(spec === "zod" || spec.startsWith(".") || spec.startsWith("@shared/")))
        .map((spec) => `${relative(root, file)} -> ${spec}`),
    );
  expect(offenders).toEqual([]);
});

test("server and web never import each other", () => {
  const crossing = (area: "server" | "web", forbidden: RegExp) =>
    sourceFiles(join(root, area)).flatMap((file) =>
      importsOf(file)
        .filter((spec) => forbidden.test(spec))
        .map((spec) => `${relative(root, file)} -> ${spec}`),
    );
  expect([
    ...crossing("server", /^@web\/|\/web\//),
    ...crossing("web", /^@server\/|\/server\//),
  ]).toEqual([]);
});

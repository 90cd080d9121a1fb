#!/usr/bin/env node
// Builds everything `npm start` serves: the browser bundle (dist/client), the public pages
// prerendered to static HTML (dist/pages) and the server bundle (dist/server).
// `--if-stale` skips the work when no source file is newer than the last build.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const stamp = join(root, "dist", ".build-stamp");
const inputs = ["src", "vite.config.ts", "scripts/build.mjs"];

// Tests are not part of what is served; editing one must not trigger a rebuild.
const isTest = (name) => /\.test\.tsx?$/.test(name);
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (!isTest(name)) newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}
// `npm install` may rewrite the lockfile with the same content: compare content, not time.
const lockHash = () =>
  createHash("sha256")
    .update(readFileSync(join(root, "package-lock.json")))
    .digest("hex");

if (process.argv.includes("--if-stale") && existsSync(stamp)) {
  const previous = JSON.parse(readFileSync(stamp, "utf8"));
  const sourcesUnchanged =
    Math.max(...inputs.map((p) => newestMtime(join(root, p)))) <= previous.builtAt;
  if (sourcesUnchanged && previous.lockHash === lockHash()) process.exit(0);
}
const builtAt = Date.now();

const { build } = await import("vite");
const configFile = join(root, "vite.config.ts");
const quiet = { logLevel: "warn" };

// 1. Browser bundle.
await build({ configFile, ...quiet });

// 2. Public pages to static HTML, so that they are complete without JavaScript.
const prerenderOut = join(root, "dist", "prerender");
await build({
  configFile,
  ...quiet,
  build: { ssr: join(root, "src/web/prerender.tsx"), outDir: prerenderOut, emptyOutDir: true },
});
const { prerenderPages } = await import(pathToFileURL(join(prerenderOut, "prerender.js")).href);
await prerenderPages({
  shellPath: join(root, "dist", "client", "index.html"),
  outDir: join(root, "dist", "pages"),
});

// 3. Server bundle (dependencies stay external) plus its SQL migrations.
await build({
  configFile,
  ...quiet,
  plugins: [],
  build: {
    ssr: join(root, "src/server/main.ts"),
    outDir: join(root, "dist", "server"),
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
cpSync(join(root, "src/server/db/migrations"), join(root, "dist/server/migrations"), {
  recursive: true,
});
cpSync(join(root, "src/server/features/report/fonts"), join(root, "dist/server/fonts"), {
  recursive: true,
});

// Hashed assets never change: compress them once, as hard as possible, here rather than at
// every server start (brotli at quality 11 costs most of a second over the whole bundle).
const assets = join(root, "dist", "client", "assets");
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const body = readFileSync(join(assets, name));
  if (body.length <= 512) continue;
  writeFileSync(
    join(assets, `${name}.br`),
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
}

mkdirSync(dirname(stamp), { recursive: true });
writeFileSync(stamp, JSON.stringify({ builtAt, lockHash: lockHash() }));
console.log("build complete");

#!/usr/bin/env node
// Builds everything `npm start` serves: the browser bundle (dist/client), the public pages
// prerendered to static HTML (dist/pages) and the server bundle (dist/server).
// `--if-stale` skips the work when no source file is newer than the last build.
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const stamp = join(root, "dist", ".build-stamp");
const inputs = ["src", "package-lock.json", "vite.config.ts", "scripts/build.mjs"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

if (process.argv.includes("--if-stale") && existsSync(stamp)) {
  const built = statSync(stamp).mtimeMs;
  if (Math.max(...inputs.map((p) => newestMtime(join(root, p)))) <= built) process.exit(0);
}

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

mkdirSync(dirname(stamp), { recursive: true });
writeFileSync(stamp, new Date().toISOString());
console.log("build complete");

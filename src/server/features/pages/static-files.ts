import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".webmanifest",
  ".xml",
]);

export interface StaticFile {
  type: string;
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

/** Brotli quality for files compressed at start (HTML, filled with runtime values). */
const RUNTIME_BROTLI_QUALITY = 9;

/**
 * Loads a built folder into memory once, with gzip and brotli copies of text files: the bundle
 * is small, and serving from memory keeps a cheap server fast. Copies made by the build
 * (`name.br`, `name.gz`) are used as they are; `transform` rewrites HTML before compressing.
 */
export function loadStaticFiles(
  dir: string,
  transform: (html: string) => string = (h) => h,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const ext = extname(name);
      let body: Buffer = readFileSync(full);
      if (ext === ".html") body = Buffer.from(transform(body.toString("utf8")));
      const file: StaticFile = { type: TYPES[ext] ?? "application/octet-stream", body };
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        const prebuilt = ext !== ".html" && existsSync(`${full}.br`) && existsSync(`${full}.gz`);
        file.brotli = prebuilt
          ? readFileSync(`${full}.br`)
          : brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY },
            });
        file.gzip = prebuilt ? readFileSync(`${full}.gz`) : gzipSync(body, { level: 9 });
      }
      files.set(`/${relative(dir, full).split(sep).join("/")}`, file);
    }
  };
  walk(dir);
  return files;
}

/** Picks the smallest encoding the client accepts. */
export function chooseEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: string } {
  const accept = acceptEncoding ?? "";
  if (file.brotli && /\bbr\b/.test(accept)) return { body: file.brotli, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

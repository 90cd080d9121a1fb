// The JavaScript the landing page loads on first load, gzipped (level 9): the module scripts and
// modulepreloads of dist/pages/index.html plus every chunk they import statically.
import { existsSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { appendReport, root, verdict } from "./lib.js";

const TARGET_BYTES = 102_400;

/** Attribute value of one tag's source text, or undefined. */
function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** The entry URLs of an HTML page: <script type="module" src> and <link rel="modulepreload">. */
export function entryScripts(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src && attr(tag, "type")?.toLowerCase() === "module") out.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (href && rel.includes("modulepreload")) out.push(href);
  }
  return out;
}

/**
 * Static imports of a minified ES module: `import"./x.js"`, `import{a}from"./x.js"`,
 * `export*from"./x.js"`. Dynamic `import("./x.js")` is excluded (the quote must follow directly).
 */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?<![\w$.])(?:import|from)\s*(["'])([^"'\n]+?\.m?js)\1/g)) {
    out.push(m[2]!);
  }
  return out;
}

/** Dynamic `import("./x.js")` targets (Vite writes them with backticks), for information. */
export function dynamicImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?<![\w$.])import\s*\(\s*(["'`])([^"'`\n]+?\.m?js)\1\s*\)/g)) {
    out.push(m[2]!);
  }
  return out;
}

export async function benchBundle(command: string): Promise<boolean> {
  console.log(`command: ${command}`);
  const clientDir = join(root, "dist", "client");
  let page = join(root, "dist", "pages", "index.html");
  if (!existsSync(page)) {
    const shell = join(clientDir, "index.html");
    if (!existsSync(shell)) {
      throw new Error(
        "dist/pages/index.html (and dist/client/index.html) missing: run `npm run build`",
      );
    }
    console.log(
      "WARNING: dist/pages/index.html missing; measuring the app shell dist/client/index.html",
    );
    page = shell;
  }
  console.log(`page: ${relative(root, page)}`);
  const html = readFileSync(page, "utf8");
  const entries = entryScripts(html);
  if (entries.length === 0) throw new Error(`no module script or modulepreload in ${page}`);

  const files: Array<{ file: string; via: string; raw: number; gzip: number }> = [];
  const seen = new Set<string>();
  const toFile = (url: string, from: string | null): string | null => {
    if (/^(https?:)?\/\//.test(url)) return null; // not ours
    const path = url.split(/[?#]/)[0]!;
    // "/assets/x.js" is rooted at dist/client; "./x.js" is relative to the importing chunk.
    const rel = path.startsWith("/")
      ? path.slice(1)
      : posix.join(from ? posix.dirname(from) : "", path);
    return posix.normalize(rel);
  };
  const dynamic: Array<{ from: string; target: string }> = [];
  const visit = (rel: string, via: string, into = files) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const full = join(clientDir, rel);
    if (!existsSync(full)) throw new Error(`${rel} (${via}) not found in dist/client`);
    const code = readFileSync(full);
    into.push({ file: rel, via, raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    const text = code.toString("utf8");
    for (const spec of staticImports(text)) {
      if (!spec.startsWith(".") && !spec.startsWith("/")) continue; // bare specifiers: none in a browser build
      const next = toFile(spec, rel);
      if (next) visit(next, `imported by ${rel}`, into);
    }
    if (into === files) {
      for (const spec of dynamicImports(text)) {
        const target = toFile(spec, rel);
        if (target) dynamic.push({ from: rel, target });
      }
    }
  };
  for (const url of entries) {
    const rel = toFile(url, null);
    if (rel) visit(rel, "index.html");
  }

  const width = Math.max(...files.map((f) => f.file.length), 10);
  console.log(
    `\n${"file".padEnd(width)} ${"raw B".padStart(9)} ${"gzip -9 B".padStart(10)}  loaded via`,
  );
  for (const f of files) {
    console.log(
      `${f.file.padEnd(width)} ${String(f.raw).padStart(9)} ${String(f.gzip).padStart(10)}  ${f.via}`,
    );
  }
  const raw = files.reduce((n, f) => n + f.raw, 0);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  console.log(`${"total".padEnd(width)} ${String(raw).padStart(9)} ${String(gzip).padStart(10)}`);

  // For information only (not part of the target): what the first-load chunks may import
  // dynamically (e.g. the app for signed-in visitors), beyond what is already loaded.
  const lazy: Array<{ target: string; from: string; raw: number; gzip: number }> = [];
  for (const { from, target } of dynamic) {
    const extra: typeof files = [];
    const firstLoad = new Set(seen);
    visit(target, `import() in ${from}`, extra);
    seen.clear(); // each dynamic import is measured against the first load alone
    for (const f of firstLoad) seen.add(f);
    if (extra.length === 0) continue;
    const entry = {
      target,
      from,
      raw: extra.reduce((n, f) => n + f.raw, 0),
      gzip: extra.reduce((n, f) => n + f.gzip, 0),
    };
    lazy.push(entry);
    console.log(
      `(info, not counted) import("${target}") in ${from}: +${entry.gzip} B gzip -9 (${extra.length} file(s), ${entry.raw} B raw) when it runs`,
    );
  }

  // For information only (not part of the target): the stylesheets the page links.
  const css = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, "rel")?.toLowerCase() === "stylesheet")
    .map((tag) => toFile(attr(tag, "href") ?? "", null))
    .filter((f): f is string => Boolean(f) && existsSync(join(clientDir, f!)));
  for (const f of css) {
    const body = readFileSync(join(clientDir, f));
    console.log(
      `(info, not counted) ${f}: ${body.length} B raw, ${gzipSync(body, { level: 9 }).length} B gzip -9`,
    );
  }

  const pass = gzip <= TARGET_BYTES;
  console.log(
    `\nfirst-load JS, gzip -9: ${gzip} B = ${(gzip / 1024).toFixed(1)} kB (target ≤ ${TARGET_BYTES} B) ${verdict(pass)}`,
  );
  appendReport("bundle", command, {
    page: relative(root, page),
    files,
    totalRaw: raw,
    totalGzip: gzip,
    dynamicImports: lazy,
    target: TARGET_BYTES,
    pass,
  });
  return pass;
}

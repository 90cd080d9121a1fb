/**
 * Build step (run in Node by scripts/build.mjs): renders the public pages to static HTML so
 * that they are complete without JavaScript and for crawlers. Each page is rendered exactly as
 * the browser's first render produces it (the sign-in state still loading), so hydration matches.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { describeHead, type PageMeta, serializeJsonLd } from "./lib/page-meta";
import { createQueryClient } from "./lib/query-client";

/** The server replaces this token (and __SUPPORT_EMAIL__) when it serves the file. */
const PUBLIC_URL_TOKEN = "__PUBLIC_URL__";

interface PrerenderedPage {
  /** The location rendered. */
  location: string;
  file: string;
  /**
   * The name of the page's lazy chunk in dist/client/assets, preloaded with the entry; null for
   * the landing page, which signed-out visitors use without any app code (see boot.ts).
   */
  chunk: string | null;
  /** The page module, for its `meta`; imported lazily, as the app does. */
  load: () => Promise<{ meta: PageMeta }>;
}

export const prerenderedPages: readonly PrerenderedPage[] = [
  {
    location: "/",
    file: "index.html",
    chunk: null,
    load: () => import("./features/pages/landing"),
  },
  { location: "/faq", file: "faq.html", chunk: "faq", load: () => import("./features/pages/faq") },
  {
    location: "/privacy-policy",
    file: "privacy-policy.html",
    chunk: "privacy-policy",
    load: () => import("./features/pages/privacy-policy"),
  },
  {
    location: "/terms",
    file: "terms.html",
    chunk: "terms",
    load: () => import("./features/pages/terms"),
  },
  {
    location: "/contact",
    file: "contact.html",
    chunk: "contact",
    load: () => import("./features/pages/contact"),
  },
  {
    location: "/methodology",
    file: "methodology.html",
    chunk: "methodology",
    load: () => import("./features/pages/methodology"),
  },
  {
    location: "/guest-survey",
    file: "guest-survey.html",
    chunk: "guest-survey",
    load: () => import("./features/pages/guest-survey"),
  },
  // Any path that no route matches renders the not-found page.
  {
    location: "/__not-found__",
    file: "404.html",
    chunk: "not-found",
    load: () => import("./features/pages/not-found"),
  },
];

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** The same tags usePageMeta writes in the browser, as HTML. */
export function renderHead(meta: PageMeta): string {
  const lines = [`<title>${escapeHtml(meta.title)}</title>`];
  for (const tag of describeHead(meta, PUBLIC_URL_TOKEN)) {
    const value = escapeHtml(tag.value);
    if (tag.kind === "link") lines.push(`<link rel="${tag.key}" href="${value}" />`);
    else if (tag.kind === "meta-name") lines.push(`<meta name="${tag.key}" content="${value}" />`);
    else lines.push(`<meta property="${tag.key}" content="${value}" />`);
  }
  const jsonLd = serializeJsonLd(meta, PUBLIC_URL_TOKEN);
  if (jsonLd !== null) {
    lines.push(`<script type="application/ld+json" id="ld-json">${jsonLd}</script>`);
  }
  return lines.join("\n    ");
}

async function renderApp(location: string): Promise<string> {
  // A fresh client whose "who am I" query has not answered: what the browser renders first.
  const queryClient = createQueryClient();
  const errors: unknown[] = [];
  // Unlike renderToString, prerender waits for every lazy screen, so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={location}>
      <App queryClient={queryClient} />
    </StaticRouter>,
    { onError: (error) => void errors.push(error) },
  );
  // React would fall back to client rendering; a public page must be complete, so fail the build.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${location} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk));
  queryClient.clear();
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The page's own chunk and the chunks it imports statically, so that the browser fetches them
 * together with the entry instead of one round trip after another. Chunk files are named
 * `{name}-{8 character hash}.js`; when the name is not found exactly once, nothing is preloaded.
 */
async function findPageChunks(assetsDir: string, chunk: string): Promise<string[]> {
  const files = await readdir(assetsDir);
  const pattern = new RegExp(`^${chunk}-[\\w-]{8}\\.js$`);
  const matches = files.filter((file) => pattern.test(file));
  if (matches.length !== 1 || !matches[0]) return [];
  const found = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (found.has(file)) return;
    found.add(file);
    const code = await readFile(join(assetsDir, file), "utf8");
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      if (match[1]) await visit(match[1]);
    }
  };
  await visit(matches[0]);
  return [...found];
}

/** Puts the page's head tags and markup into the built shell (dist/client/index.html). */
export function fillShell(
  shell: string,
  meta: PageMeta,
  markup: string,
  preloads: readonly string[] = [],
): string {
  const withoutDefaults = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  if (!withoutDefaults.includes('<div id="root"></div>')) {
    throw new Error('The shell has no empty <div id="root"></div>');
  }
  const preloadTags = preloads
    .filter((file) => !withoutDefaults.includes(`/assets/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />\n    `)
    .join("");
  return withoutDefaults
    .replace("</head>", () => `  ${preloadTags}${renderHead(meta)}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

export async function prerenderPages({
  shellPath,
  outDir,
}: {
  shellPath: string;
  outDir: string;
}): Promise<void> {
  const shell = await readFile(shellPath, "utf8");
  const assetsDir = join(dirname(shellPath), "assets");
  await mkdir(outDir, { recursive: true });
  for (const page of prerenderedPages) {
    const [{ meta }, markup, preloads] = await Promise.all([
      page.load(),
      renderApp(page.location),
      page.chunk ? findPageChunks(assetsDir, page.chunk) : Promise.resolve([]),
    ]);
    await writeFile(join(outDir, page.file), fillShell(shell, meta, markup, preloads));
  }
}

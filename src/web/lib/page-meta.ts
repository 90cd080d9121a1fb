import { useEffect } from "react";
import { getPublicUrl, SITE_NAME } from "./site";

export type JsonLd = Record<string, unknown>;

/** Head metadata of one page; prerender writes the same tags into the static HTML. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Structured data, built from the public origin (a token during prerender). */
  jsonLd?: (publicUrl: string) => JsonLd | JsonLd[];
  noindex?: boolean;
}

export interface HeadTag {
  kind: "meta-name" | "meta-property" | "link";
  key: string;
  value: string;
}

/** The tags every page carries, in one list used by the browser and by prerender. */
export function describeHead(meta: PageMeta, publicUrl: string): HeadTag[] {
  const url = `${publicUrl}${meta.path}`;
  return [
    { kind: "meta-name", key: "description", value: meta.description },
    {
      kind: "meta-name",
      key: "robots",
      value: meta.noindex ? "noindex, nofollow" : "index, follow",
    },
    // A page that must not be indexed names no canonical URL.
    ...(meta.noindex ? [] : [{ kind: "link", key: "canonical", value: url } as const]),
    { kind: "meta-property", key: "og:title", value: meta.title },
    { kind: "meta-property", key: "og:description", value: meta.description },
    { kind: "meta-property", key: "og:url", value: url },
    { kind: "meta-property", key: "og:type", value: "website" },
    { kind: "meta-property", key: "og:site_name", value: SITE_NAME },
    { kind: "meta-name", key: "twitter:card", value: "summary" },
    { kind: "meta-name", key: "twitter:title", value: meta.title },
    { kind: "meta-name", key: "twitter:description", value: meta.description },
  ];
}

/** JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export function serializeJsonLd(meta: PageMeta, publicUrl: string): string | null {
  if (!meta.jsonLd) return null;
  return JSON.stringify(meta.jsonLd(publicUrl)).replace(/</g, "\\u003c");
}

function upsertHeadTag(tag: HeadTag): void {
  const selector =
    tag.kind === "link"
      ? `link[rel="${tag.key}"]`
      : tag.kind === "meta-name"
        ? `meta[name="${tag.key}"]`
        : `meta[property="${tag.key}"]`;
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = document.createElement(tag.kind === "link" ? "link" : "meta");
    if (tag.kind === "link") element.setAttribute("rel", tag.key);
    else element.setAttribute(tag.kind === "meta-name" ? "name" : "property", tag.key);
    document.head.appendChild(element);
  }
  element.setAttribute(tag.kind === "link" ? "href" : "content", tag.value);
}

/** React 19's hoisted <title> is avoided: the prerendered head would then hold two titles. */
export function usePageMeta(meta: PageMeta): void {
  const { path, title, description, jsonLd, noindex } = meta;
  useEffect(() => {
    const current: PageMeta = { path, title, description, jsonLd, noindex };
    const publicUrl = getPublicUrl();
    document.title = title;
    const tags = describeHead(current, publicUrl);
    for (const tag of tags) upsertHeadTag(tag);
    if (!tags.some((tag) => tag.key === "canonical")) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
    }
    const json = serializeJsonLd(current, publicUrl);
    let script = document.getElementById("ld-json");
    if (json === null) {
      script?.remove();
      return;
    }
    if (!script) {
      script = document.createElement("script");
      script.id = "ld-json";
      script.setAttribute("type", "application/ld+json");
      document.head.appendChild(script);
    }
    script.textContent = json;
  }, [path, title, description, jsonLd, noindex]);
}

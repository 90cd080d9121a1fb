import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { glossary, splitGlossary } from "./glossary";
import { NarrativeView } from "./narrative";

const terms = (text: string, used?: Set<string>) =>
  splitGlossary(text, used).flatMap((p) => (typeof p === "string" ? [] : [p.entry.term]));

describe("the glossary", () => {
  it("marks whole words, case-insensitively, once per section", () => {
    expect(terms("High OPENNESS and openness; the Big Five model.")).toEqual([
      "Openness",
      "Big Five",
    ]);
    const used = new Set<string>();
    expect(terms("Your attachment style is secure.", used)).toEqual(["Attachment style", "Secure"]);
    expect(terms("Feeling secure matters.", used)).toEqual([]);
    expect(terms("insecure, opennessy, personality traits")).toEqual(["Personality trait"]);
  });

  it("prefers fearful-avoidant to avoidant and keeps the text intact", () => {
    const text = "A fearful-avoidant style, not avoidant; no percentile.";
    expect(terms(text)).toEqual(["Fearful-avoidant", "Avoidant", "Percentile"]);
    expect(
      splitGlossary(text)
        .map((p) => (typeof p === "string" ? p : p.text))
        .join(""),
    ).toBe(text);
  });

  it("says scores are not percentiles and covers the spec's terms", () => {
    expect(glossary.find((g) => g.term === "Percentile")?.definition).toMatch(/not percentiles/);
    expect(glossary).toHaveLength(14);
  });

  it("renders terms as buttons in the narrative, still as inert text", () => {
    const html = renderToStaticMarkup(
      createElement(NarrativeView, { text: "## Summary\n- <b>Neuroticism</b> is low." }),
    );
    expect(html).toContain('<button type="button"');
    expect(html).toContain("&lt;b&gt;");
    expect(html).not.toContain("<b>");
  });
});

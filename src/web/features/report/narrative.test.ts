import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NarrativeView, sectionTone, splitNarrative, toDisplay } from "./narrative";

describe("the narrative", () => {
  it("splits '## ' sections and keeps bullets", () => {
    const sections = splitNarrative(
      "Intro line.\n## Your Strengths\n- Kind\n- Calm\n## Tips\nRest.",
    );
    expect(sections.map((s) => s.heading)).toEqual(["Overview", "Your Strengths", "Tips"]);
    expect(toDisplay(sections[1]?.lines ?? [])).toEqual({
      paragraphs: [],
      bullets: ["Kind", "Calm"],
    });
  });

  it("turns prose of more than 2 sentences into bullets", () => {
    expect(toDisplay(["One. Two! Three?"]).bullets).toEqual(["One.", "Two!", "Three?"]);
    expect(toDisplay(["One. Two."]).paragraphs).toEqual(["One. Two."]);
    expect(toDisplay(["Anxiety is 4.0 here. Avoidance (4.0) too."]).bullets).toEqual([]);
  });

  it("colours sections by heading keyword", () => {
    expect(sectionTone("Key Strengths")).toBe("green");
    expect(sectionTone("Positive traits")).toBe("green");
    expect(sectionTone("Challenges")).toBe("orange");
    expect(sectionTone("Growth Areas")).toBe("orange");
    expect(sectionTone("Recommendations")).toBe("blue");
    expect(sectionTone("Tips for dating")).toBe("blue");
    expect(sectionTone("Summary")).toBe("purple");
  });

  it("renders markup in the text inertly", () => {
    const html = renderToStaticMarkup(
      createElement(NarrativeView, {
        text: '## <img src=x onerror="alert(1)">\n- <script>alert(1)</script>',
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });
});

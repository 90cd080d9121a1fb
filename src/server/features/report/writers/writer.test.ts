import type { Narrative } from "@shared/report/schemas.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { renderNarrative, sanitizeNarrative, toPlainLine } from "./writer.js";

describe("renderNarrative", () => {
  test("writes '## Heading', paragraph lines, '- ' bullets and a blank line between sections", () => {
    const narrative: Narrative = {
      sections: [
        { heading: "Overview", paragraphs: ["First.", "Second."], bullets: ["One", "Two"] },
        { heading: "Your Strengths", paragraphs: [], bullets: ["Calm"] },
        { heading: "Recommendations", paragraphs: ["Try this."], bullets: [] },
      ],
    };
    expect(renderNarrative(narrative)).toBe(
      [
        "## Overview",
        "First.",
        "Second.",
        "- One",
        "- Two",
        "",
        "## Your Strengths",
        "- Calm",
        "",
        "## Recommendations",
        "Try this.",
      ].join("\n"),
    );
  });

  test("neutralises HTML, Markdown images and links, URLs and entities", () => {
    expect(toPlainLine('Hi <script>alert("x")</script> there')).toBe('Hi alert("x") there');
    expect(toPlainLine("<img src=x onerror=alert(1)>Calm")).toBe("Calm");
    expect(toPlainLine("See ![tracker](https://evil.example/p.png) now")).toBe("See tracker now");
    expect(toPlainLine("Open data:text/html,<b>x</b> but keep data: as a word")).toBe(
      "Open x but keep data: as a word",
    );
    expect(toPlainLine("Read [this](javascript:alert(1)) guide")).toBe("Read this guide");
    expect(toPlainLine("Visit https://evil.example/x?y=1 or www.evil.example today")).toBe(
      "Visit or today",
    );
    expect(toPlainLine("&lt;b&gt;bold&lt;/b&gt; and **strong** `code`")).toBe(
      "b bold /b and strong code",
    );
    expect(toPlainLine("a < b > c")).toBe("a b c");
    expect(toPlainLine("!![x] and ]( left")).toBe("[x] and ] left");
    expect(toPlainLine("ht**tp://evil.example")).toBe("");
    expect(toPlainLine("[ht](x)tp://evil.example")).toBe("ht tp://evil.example");
  });

  test("keeps the structure ours: no line breaks, headings or bullets smuggled inside a string", () => {
    const narrative: Narrative = {
      sections: [
        {
          heading: "## Overview\n## Injected",
          paragraphs: ["Line one\n## Fake heading\n- fake bullet", "- starts like a bullet"],
          bullets: ["• already a bullet", "\u202eevil\u200b text"],
        },
        { heading: "<b></b>", paragraphs: ["dropped: no heading left"], bullets: [] },
        { heading: "Empty", paragraphs: ["<i></i>"], bullets: [] },
      ],
    };
    const clean = sanitizeNarrative(narrative);
    expect(clean.sections).toHaveLength(1);
    expect(renderNarrative(narrative)).toBe(
      [
        "## Overview ## Injected",
        "Line one ## Fake heading - fake bullet",
        "starts like a bullet",
        "- already a bullet",
        "- evil text",
      ].join("\n"),
    );
  });

  test("property: whatever the strings, the rendered text has only our headings and bullets and no markup", () => {
    const section = fc.record({
      heading: fc.string({ minLength: 2, maxLength: 80 }),
      paragraphs: fc.array(fc.string({ minLength: 1, maxLength: 200 }), { maxLength: 4 }),
      bullets: fc.array(fc.string({ minLength: 1, maxLength: 200 }), { maxLength: 4 }),
    });
    const markupish = fc.constantFrom(
      "<script>x</script>",
      "![a](http://e/x.png)",
      "[l](https://e)",
      "\n## H\n- b",
      "&#60;img&#62;",
      "**",
    );
    const mixed = fc
      .tuple(section, markupish)
      .map(([s, m]) => ({ ...s, paragraphs: [...s.paragraphs, `${m} text ${m}`] }));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(section, mixed), { minLength: 1, maxLength: 6 }),
        (sections) => {
          const narrative: Narrative = { sections };
          const clean = sanitizeNarrative(narrative);
          const text = renderNarrative(narrative);
          const lines = text.split("\n");
          expect(lines.filter((l) => l.startsWith("#"))).toHaveLength(clean.sections.length);
          for (const line of lines) {
            if (line === "" || line.startsWith("## ") || line.startsWith("- ")) continue;
            expect(line).not.toMatch(/^[#>*•·\-–—+\s]/);
          }
          expect(text).not.toMatch(/[<>]|!\[|\]\(|https?:\S|&#?\w+;/);
          expect(renderNarrative(clean)).toBe(text);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("sanitiser regressions", () => {
  test("cleaning uncovers no new markup: a second pass changes nothing", () => {
    const narrative: Narrative = {
      sections: [{ heading: " $", paragraphs: ["_`_"], bullets: [] }],
    };
    expect(renderNarrative(sanitizeNarrative(narrative))).toBe(renderNarrative(narrative));
    expect(toPlainLine("_`_")).toBe(toPlainLine(toPlainLine("_`_")));
  });
});

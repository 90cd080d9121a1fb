import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PersonalityReport } from "@shared/report/schemas.js";
import { attachmentStyleLabels } from "@shared/scoring/attachment.js";
import {
  type BigFiveBand,
  bigFiveBandLabels,
  bigFiveTraitLabels,
  toTraitPercent,
} from "@shared/scoring/big-five.js";
import { bigFiveTraits } from "@shared/survey/question-bank.js";
import PDFDocument from "pdfkit";

/** The fonts beside this module (source) or beside the server bundle (dist/server/fonts). */
function fontPath(file: string): string {
  const beside = fileURLToPath(new URL(`./fonts/${file}`, import.meta.url));
  return existsSync(beside)
    ? beside
    : fileURLToPath(new URL(`../../src/server/features/report/fonts/${file}`, import.meta.url));
}

/** One fixed colour per trait, as on the screen (design.md). */
const traitColours: Record<string, string> = {
  openness: "#7c3aed",
  conscientiousness: "#1d4ed8",
  extraversion: "#c2410c",
  agreeableness: "#15803d",
  neuroticism: "#be123c",
};

interface Section {
  heading: string;
  lines: Array<{ bullet: boolean; text: string }>;
}

/** "## Heading" sections with "- " bullets (the narrative's plain-text form) into blocks. */
export function parseNarrative(text: string): Section[] {
  const sections: Section[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("## ")) sections.push({ heading: line.slice(3), lines: [] });
    else {
      if (sections.length === 0) sections.push({ heading: "Your report", lines: [] });
      const bullet = line.startsWith("- ");
      sections.at(-1)!.lines.push({ bullet, text: bullet ? line.slice(2) : line });
    }
  }
  return sections;
}

export interface PdfPerson {
  firstName: string | null;
  lastName: string | null;
}

/**
 * The personality report as a real PDF (decision 24): name and date, the radar chart, the five
 * scores with their bands, the attachment style and dimensions, and the narrative. Noto Sans
 * is embedded (subset), so "₹" and names with any Latin diacritics render everywhere.
 */
export function renderReportPdf(
  report: PersonalityReport,
  person: PdfPerson,
  now = new Date(),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: "Personality Report", Author: "PsycheMatch" },
  });
  doc.registerFont("body", fontPath("NotoSans-Regular.ttf"));
  doc.registerFont("bold", fontPath("NotoSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const name = [person.firstName, person.lastName].filter(Boolean).join(" ") || "Your";
  const date = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(now);
  doc.font("bold").fontSize(22).fillColor("#1f1a17").text("Personality Report");
  doc
    .font("body")
    .fontSize(12)
    .fillColor("#4a423c")
    .text(`${name}${name === "Your" ? " report" : ""} · ${date}`);
  doc.moveDown(1);

  const scores = report.bigFiveScores;
  if (scores) {
    // Radar chart: five axes, rings at 0.2, the person's shape.
    const cx = doc.page.width / 2;
    const cy = doc.y + 110;
    const radius = 90;
    const point = (i: number, value: number) => {
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / bigFiveTraits.length;
      return [
        cx + Math.cos(angle) * radius * value,
        cy + Math.sin(angle) * radius * value,
      ] as const;
    };
    doc.lineWidth(0.5).strokeColor("#d6cdc3");
    for (let ring = 1; ring <= 5; ring++) {
      const corners = bigFiveTraits.map((_, i) => point(i, ring / 5));
      doc.polygon(...corners.map(([x, y]) => [x, y] as [number, number])).stroke();
    }
    bigFiveTraits.forEach((trait, i) => {
      const [x, y] = point(i, 1);
      doc.moveTo(cx, cy).lineTo(x, y).stroke();
      const [lx, ly] = point(i, 1.22);
      doc
        .font("body")
        .fontSize(9)
        .fillColor("#4a423c")
        .text(bigFiveTraitLabels[trait], lx - 50, ly - 6, { width: 100, align: "center" });
    });
    const shape = bigFiveTraits.map((trait, i) => point(i, scores[trait]));
    doc.lineWidth(1.5).strokeColor("#9a3412").fillColor("#9a3412", 0.18);
    doc.polygon(...shape.map(([x, y]) => [x, y] as [number, number])).fillAndStroke();
    doc.fillOpacity(1);
    doc.y = cy + radius + 40;
    doc.x = doc.page.margins.left;

    doc.font("bold").fontSize(14).fillColor("#1f1a17").text("Your Big Five scores");
    doc
      .font("body")
      .fontSize(10)
      .fillColor("#4a423c")
      .text(
        "A score is your position on the scale from 0% to 100%, not a percentile: it does not compare you with other people. Differences under about 10 points are within measurement error.",
      );
    doc.moveDown(0.5);
    for (const trait of bigFiveTraits) {
      const percent = toTraitPercent(scores[trait]);
      const band = report.bigFiveBands?.[trait] as BigFiveBand | undefined;
      const y = doc.y;
      doc
        .font("bold")
        .fontSize(11)
        .fillColor(traitColours[trait] ?? "#1f1a17")
        .text(bigFiveTraitLabels[trait], 48, y, { width: 170 });
      doc
        .font("body")
        .fillColor("#1f1a17")
        .text(`${percent}%${band ? ` · ${bigFiveBandLabels[band]}` : ""}`, 220, y, { width: 150 });
      doc
        .rect(370, y + 4, 170, 7)
        .fillColor("#eee7df")
        .fill();
      doc
        .rect(370, y + 4, 1.7 * percent, 7)
        .fillColor(traitColours[trait] ?? "#9a3412")
        .fill();
      doc.x = 48;
      doc.y = y + 20;
    }
  }

  if (report.attachment) {
    doc.moveDown(0.8);
    doc
      .font("bold")
      .fontSize(14)
      .fillColor("#1f1a17")
      .text(`Attachment style: ${attachmentStyleLabels[report.attachment.style]}`);
    doc
      .font("body")
      .fontSize(10)
      .fillColor("#4a423c")
      .text(
        `Attachment anxiety ${report.attachment.anxiety.toFixed(1)} and avoidance ${report.attachment.avoidance.toFixed(1)}, on a 1-7 scale where 4 is the midpoint. The two scores say more than the label.`,
      );
  }

  if (report.qualityFlags.length > 0) {
    doc.moveDown(0.5);
    doc
      .font("bold")
      .fontSize(10)
      .fillColor("#b42318")
      .text("Note: your answers may not describe you well.");
    for (const flag of report.qualityFlags)
      doc.font("body").fillColor("#4a423c").text(flag.message);
  }

  for (const section of parseNarrative(report.aiNarrative ?? "")) {
    doc.moveDown(0.8);
    doc.font("bold").fontSize(13).fillColor("#1f1a17").text(section.heading);
    doc.moveDown(0.2);
    for (const line of section.lines) {
      doc.font("body").fontSize(10.5).fillColor("#2b2521");
      if (line.bullet) {
        // A hanging indent: the bullet in the margin, every wrapped line under the text.
        const left = doc.page.margins.left;
        const y = doc.y;
        doc.text("•", left + 4, y, { lineBreak: false });
        doc.text(line.text, left + 16, y, {
          width: doc.page.width - left - 16 - doc.page.margins.right,
          paragraphGap: 3,
        });
        doc.x = left;
      } else doc.text(line.text, { paragraphGap: 4 });
    }
  }

  doc.moveDown(1);
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor("#6b615a")
    .text(
      "This report describes tendencies from your own answers. It is not a clinical assessment and does not predict whether any relationship will succeed. Methodology: /methodology",
    );
  doc.end();
  return done;
}

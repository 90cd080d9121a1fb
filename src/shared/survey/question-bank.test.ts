import { describe, expect, test } from "vitest";
import {
  formatReviewScaleAnswer,
  getQuestionIndex,
  getScaleLabels,
  getSurveyQuestion,
  importanceScaleLabels,
  reviewScaleLabels,
  SurveyQuestionSchema,
  surveyCategories,
  surveyCategoryDetails,
  surveyQuestionCount,
  surveyQuestionCountByCategory,
  surveyQuestionIds,
  surveyQuestions,
  surveyScaleLabels,
} from "./question-bank.js";

/** Written by hand from spec part 2, "Survey question bank": id, category, type. */
const specTable: ReadonlyArray<readonly [string, string, string]> = [
  ["DEM_B1", "demographics", "text"],
  ["DEM_B2", "demographics", "text"],
  ["DEM_B3", "demographics", "select"],
  ["DEM_B4", "demographics", "select"],
  ["DEM_B5", "demographics", "select"],
  ["DEM_B6", "demographics", "text"],
  ["DEM_B7", "demographics", "select"],
  ["DEM_B8", "demographics", "text"],
  ["DEM_L1", "demographics", "boolean"],
  ["DEM_L2", "demographics", "text"],
  ["DEM_L3", "demographics", "select"],
  ["DEM_L4", "demographics", "scale"],
  ["PREF1", "preferences", "boolean"],
  ["PREF2", "preferences", "text"],
  ["PREF3", "preferences", "text"],
  ["PREF4", "preferences", "boolean"],
  ["PREF5", "cultural", "scale"],
  ["PREF6", "cultural", "select"],
  ["PREF7", "cultural", "scale"],
  ["PREF8", "cultural", "text"],
  ["PREF9", "cultural", "scale"],
  ["PERS_O1", "personality", "scale"],
  ["PERS_O2", "personality", "scale"],
  ["PERS_O3", "personality", "scale"],
  ["PERS_O4", "personality", "scale"],
  ["PERS_O5", "personality", "scale"],
  ["PERS_C1", "personality", "scale"],
  ["PERS_C2", "personality", "scale"],
  ["PERS_C3", "personality", "scale"],
  ["PERS_C4", "personality", "scale"],
  ["PERS_C5", "personality", "scale"],
  ["PERS_E1", "personality", "scale"],
  ["PERS_E2", "personality", "scale"],
  ["PERS_E3", "personality", "scale"],
  ["PERS_E4", "personality", "scale"],
  ["PERS_E5", "personality", "scale"],
  ["PERS_A1", "personality", "scale"],
  ["PERS_A2", "personality", "scale"],
  ["PERS_A3", "personality", "scale"],
  ["PERS_A4", "personality", "scale"],
  ["PERS_A5", "personality", "scale"],
  ["PERS_N1", "personality", "scale"],
  ["PERS_N2", "personality", "scale"],
  ["PERS_N3", "personality", "scale"],
  ["PERS_N4", "personality", "scale"],
  ["PERS_N5", "personality", "scale"],
  ["ATT1", "attachment", "scale"],
  ["ATT2", "attachment", "scale"],
  ["ATT3", "attachment", "scale"],
  ["ATT4", "attachment", "scale"],
  ["ATT5", "attachment", "scale"],
  ["ATT6", "attachment", "scale"],
  ["ATT7", "attachment", "scale"],
  ["ATT8", "attachment", "scale"],
  ["ATT9", "attachment", "scale"],
  ["ATT10", "attachment", "scale"],
  ["ATT11", "attachment", "scale"],
  ["ATT12", "attachment", "scale"],
  ["REL_V1", "relationship", "scale"],
  ["REL_V2", "relationship", "scale"],
  ["REL_V3", "relationship", "scale"],
  ["REL_V4", "relationship", "scale"],
  ["REL_V5", "relationship", "scale"],
  ["REL_V6", "relationship", "scale"],
  ["REL_V7", "relationship", "scale"],
  ["REL_V8", "relationship", "scale"],
  ["REL_V9", "relationship", "scale"],
  ["COMM1", "communication", "scale"],
  ["COMM2", "communication", "scale"],
  ["COMM3", "communication", "scale"],
  ["COMM4", "communication", "scale"],
  ["COMM5", "communication", "scale"],
  ["ACT1", "activities", "text"],
  ["ACT2", "activities", "text"],
  ["ACT3", "activities", "text"],
  ["ACT4", "activities", "text"],
  ["REL_G1", "goals", "scale"],
  ["REL_G2", "goals", "scale"],
  ["REL_G3", "goals", "scale"],
  ["REL_G4", "goals", "text"],
  ["REL_G5", "goals", "boolean"],
  ["LIFEST1", "lifestyle", "scale"],
  ["LIFEST2", "lifestyle", "scale"],
  ["LIFEST3", "lifestyle", "scale"],
  ["LIFEST4", "lifestyle", "scale"],
  ["LIFEST5", "lifestyle", "scale"],
  ["LIFEST6", "lifestyle", "scale"],
];

const optionsOf = (id: string) => getSurveyQuestion(id)?.options ?? [];

describe("the bank matches the spec table", () => {
  test("ids, order, categories and types", () => {
    expect(surveyQuestions.map((q) => [q.id, q.category, q.type])).toEqual(specTable);
    expect(surveyQuestionIds).toEqual(specTable.map(([id]) => id));
    expect(surveyQuestionCount).toBe(87);
  });

  test("categories in the spec's order, each a single block", () => {
    expect(surveyCategories).toEqual([
      "demographics",
      "preferences",
      "cultural",
      "personality",
      "attachment",
      "relationship",
      "communication",
      "activities",
      "goals",
      "lifestyle",
    ]);
    const blocks = surveyQuestions
      .map((q) => q.category)
      .filter((c, i, all) => i === 0 || all[i - 1] !== c);
    expect(blocks).toEqual([...surveyCategories]);
    expect(surveyQuestionCountByCategory).toEqual({
      demographics: 12,
      preferences: 4,
      cultural: 5,
      personality: 25,
      attachment: 12,
      relationship: 9,
      communication: 5,
      activities: 4,
      goals: 5,
      lifestyle: 6,
    });
  });

  test("every category has a label and an icon name", () => {
    for (const c of surveyCategories) {
      expect(surveyCategoryDetails[c].label).not.toBe("");
      expect(surveyCategoryDetails[c].icon).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  test("gender and orientation options as the bank lists them", () => {
    expect(optionsOf("DEM_B3").map((o) => o.label)).toEqual([
      "Male",
      "Female",
      "Non-binary",
      "Other",
      "Prefer not to say",
    ]);
    expect(optionsOf("DEM_B4").map((o) => o.label)).toEqual([
      "Straight/Heterosexual",
      "Gay/Lesbian",
      "Bisexual",
      "Other",
      "Prefer not to say",
    ]);
    expect(optionsOf("DEM_B5").map((o) => o.label)).toEqual([
      "Single",
      "Married",
      "Divorced",
      "Widowed",
      "Separated",
    ]);
    expect(optionsOf("PREF6").map((o) => o.label)).toEqual(["Yes", "No", "Neutral"]);
  });

  test("religion and education use the decisions' enumerations", () => {
    expect(optionsOf("DEM_L3").map((o) => o.value)).toEqual([
      "hindu",
      "muslim",
      "christian",
      "sikh",
      "buddhist",
      "jain",
      "jewish",
      "parsi",
      "other",
      "none",
    ]);
    expect(optionsOf("DEM_B7").map((o) => o.value)).toEqual([
      "high-school",
      "bachelors",
      "masters",
      "phd",
      "professional",
      "other",
    ]);
  });

  test("exactly the six PERS reverse keys and ATT8", () => {
    expect(surveyQuestions.filter((q) => q.reverseCoded).map((q) => q.id)).toEqual([
      "PERS_O4",
      "PERS_C4",
      "PERS_E4",
      "PERS_A4",
      "PERS_N3",
      "PERS_N5",
      "ATT8",
    ]);
  });
});

describe("shape of every question", () => {
  test("parses with the question schema", () => {
    for (const q of surveyQuestions) expect(SurveyQuestionSchema.parse(q)).toEqual(q);
  });

  test("no duplicate ids", () => {
    expect(new Set(surveyQuestionIds).size).toBe(surveyQuestionIds.length);
  });

  test("texts are non-empty, under 200 characters and end as sentences", () => {
    for (const q of surveyQuestions) {
      expect(q.text.trim().length, q.id).toBeGreaterThan(0);
      expect(q.text.length, q.id).toBeLessThan(200);
      expect(q.text, q.id).toMatch(/[.?]$/);
    }
    expect(new Set(surveyQuestions.map((q) => q.text)).size).toBe(surveyQuestions.length);
  });

  test("select questions, and only they, have distinct options", () => {
    for (const q of surveyQuestions) {
      if (q.type === "select") {
        const values = (q.options ?? []).map((o) => o.value);
        expect(values.length, q.id).toBeGreaterThanOrEqual(2);
        expect(new Set(values).size, q.id).toBe(values.length);
      } else {
        expect(q.options, q.id).toBeUndefined();
      }
    }
  });

  test("every scale item, and only a scale item, belongs to a construct", () => {
    for (const q of surveyQuestions) {
      if (q.type === "scale") expect(q.scale, q.id).toBeDefined();
      else expect(q.scale, q.id).toBeUndefined();
      if (q.reverseCoded) expect(q.type).toBe("scale");
    }
  });

  test("importance questions are exactly those whose text starts 'How important'", () => {
    for (const q of surveyQuestions) {
      expect(q.importance === true, q.id).toBe(q.text.startsWith("How important"));
      if (q.importance) expect(q.type).toBe("scale");
    }
    expect(surveyQuestions.filter((q) => q.importance).map((q) => q.id)).toEqual([
      "DEM_L4",
      "PREF5",
      "PREF7",
      "PREF9",
    ]);
  });

  test("sensitive questions say why they are asked or that opting out is fine", () => {
    for (const id of ["DEM_B3", "DEM_B4"]) {
      expect(getSurveyQuestion(id)?.text).toMatch(/We ask/);
      expect(getSurveyQuestion(id)?.text).toMatch(/Prefer not to say/);
    }
    expect(getSurveyQuestion("DEM_L3")?.text).toMatch(/We ask because/);
    expect(getSurveyQuestion("PREF5")?.text).toMatch(/We ask because/);
    expect(getSurveyQuestion("PREF8")?.text).toMatch(/Prefer not to say/);
  });
});

/**
 * The 50-item IPIP Big-Five factor markers in questionnaire order, typed by hand from
 * ipip.ori.org: factor (E, A, C, ES, I) and key on that factor.
 */
const ipipMarkers: Readonly<Record<number, readonly [string, "+" | "-"]>> = {
  1: ["E", "+"],
  2: ["A", "-"],
  3: ["C", "+"],
  4: ["ES", "-"],
  7: ["A", "+"],
  8: ["C", "-"],
  9: ["ES", "+"],
  11: ["E", "+"],
  13: ["C", "+"],
  14: ["ES", "-"],
  15: ["I", "+"],
  17: ["A", "+"],
  19: ["ES", "+"],
  21: ["E", "+"],
  23: ["C", "+"],
  27: ["A", "+"],
  29: ["ES", "-"],
  30: ["I", "-"],
  31: ["E", "+"],
  35: ["I", "+"],
  37: ["A", "+"],
  43: ["C", "+"],
  45: ["I", "+"],
  46: ["E", "-"],
  50: ["I", "+"],
};
const factorCode = {
  Extraversion: "E",
  Agreeableness: "A",
  Conscientiousness: "C",
  "Emotional Stability": "ES",
  "Intellect/Imagination": "I",
} as const;
const traitOfPrefix = {
  O: "openness",
  C: "conscientiousness",
  E: "extraversion",
  A: "agreeableness",
  N: "neuroticism",
} as const;

describe("Big Five items", () => {
  const items = surveyQuestions.filter((q) => q.category === "personality");

  test("five per trait, each PERS_X item measuring trait X", () => {
    expect(items).toHaveLength(25);
    for (const q of items) {
      const prefix = q.id.charAt(5) as keyof typeof traitOfPrefix;
      expect(q.scale?.kind === "bigFive" && q.scale.trait, q.id).toBe(traitOfPrefix[prefix]);
    }
  });

  test("each is an IPIP marker of its trait, with the marker's own key", () => {
    const used = new Set<number>();
    for (const q of items) {
      if (q.scale?.kind !== "bigFive") throw new Error(`${q.id} has no Big Five construct`);
      const { ipip, key, trait } = q.scale;
      const marker = ipipMarkers[ipip.item];
      expect(marker, `${q.id} uses IPIP item ${ipip.item}`).toBeDefined();
      expect(factorCode[ipip.factor], q.id).toBe(marker?.[0]);
      expect(ipip.factorKey, q.id).toBe(marker?.[1]);
      expect(ipip.text.length).toBeGreaterThan(0);
      // Neuroticism is Emotional Stability flipped; every other trait keeps the marker's key.
      const flipped = ipip.factorKey === "+" ? "-" : "+";
      expect(key, q.id).toBe(trait === "neuroticism" ? flipped : ipip.factorKey);
      expect(q.reverseCoded === true, q.id).toBe(key === "-");
      used.add(ipip.item);
    }
    expect(used.size).toBe(25);
  });
});

describe("attachment items", () => {
  test("six anxiety and six avoidance items; ATT8 is the reverse-keyed avoidance item", () => {
    const dimensions = surveyQuestions
      .filter((q) => q.category === "attachment")
      .map((q) => [q.id, q.scale?.kind === "attachment" ? q.scale.dimension : null]);
    expect(dimensions).toEqual([
      ["ATT1", "anxiety"],
      ["ATT2", "avoidance"],
      ["ATT3", "anxiety"],
      ["ATT4", "avoidance"],
      ["ATT5", "anxiety"],
      ["ATT6", "avoidance"],
      ["ATT7", "anxiety"],
      ["ATT8", "avoidance"],
      ["ATT9", "anxiety"],
      ["ATT10", "avoidance"],
      ["ATT11", "anxiety"],
      ["ATT12", "avoidance"],
    ]);
    expect(getSurveyQuestion("ATT8")?.reverseCoded).toBe(true);
  });
});

describe("other scale items", () => {
  test("each names a sub-scale matching its category", () => {
    const expected: Record<string, string> = {
      demographics: "cultural",
      cultural: "cultural",
      relationship: "relationshipValues",
      communication: "communication",
      goals: "lifeGoals",
      lifestyle: "lifestyle",
    };
    for (const q of surveyQuestions.filter(
      (q) => q.type === "scale" && !["personality", "attachment"].includes(q.category),
    )) {
      expect(q.scale?.kind === "subscale" && q.scale.subscale, q.id).toBe(expected[q.category]);
    }
  });
});

describe("scale labels", () => {
  test("survey, review and importance labels, seven each", () => {
    expect(surveyScaleLabels).toEqual([
      "Strongly Disagree",
      "Disagree",
      "Somewhat Disagree",
      "Neutral",
      "Somewhat Agree",
      "Agree",
      "Strongly Agree",
    ]);
    expect(reviewScaleLabels[2]).toBe("Slightly Disagree");
    expect(reviewScaleLabels[4]).toBe("Slightly Agree");
    expect(importanceScaleLabels).toHaveLength(7);
    expect(importanceScaleLabels[0]).toBe("Least Important");
    expect(importanceScaleLabels[6]).toBe("Highly Important");
  });

  test("importance questions use importance labels on both screens", () => {
    const religion = getSurveyQuestion("DEM_L4")!;
    const statement = getSurveyQuestion("PERS_O1")!;
    expect(getScaleLabels(religion, "survey")).toBe(importanceScaleLabels);
    expect(getScaleLabels(religion, "review")).toBe(importanceScaleLabels);
    expect(getScaleLabels(statement)).toBe(surveyScaleLabels);
    expect(getScaleLabels(statement, "review")).toBe(reviewScaleLabels);
    expect(formatReviewScaleAnswer(statement, 5)).toBe("5/7 - Slightly Agree");
    expect(formatReviewScaleAnswer(religion, 7)).toBe("7/7 - Highly Important");
  });
});

test("lookups by id", () => {
  expect(getSurveyQuestion("ATT8")?.category).toBe("attachment");
  expect(getSurveyQuestion("NOPE")).toBeUndefined();
  expect(getQuestionIndex("DEM_B1")).toBe(0);
  expect(getQuestionIndex("LIFEST6")).toBe(86);
  expect(getQuestionIndex("NOPE")).toBe(-1);
});

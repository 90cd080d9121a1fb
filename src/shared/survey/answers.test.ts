import { describe, expect, test } from "vitest";
import {
  collectAnswers,
  missingVisibleQuestions,
  StoredAnswerSchema,
  type SurveyResponsePayload,
  SurveyResponsePayloadSchema,
  validateAnswer,
} from "./answers.js";
import { buildCompleteAnswers } from "./fixtures.js";
import { getSurveyQuestion } from "./question-bank.js";
import { visibleQuestions } from "./visibility.js";

const payload = (questionId: string, fields: Partial<SurveyResponsePayload>) =>
  SurveyResponsePayloadSchema.parse({ questionId, ...fields });
const check = (questionId: string, fields: Partial<SurveyResponsePayload>) =>
  validateAnswer(getSurveyQuestion(questionId), payload(questionId, fields));

describe("payload schema", () => {
  test("unused value fields may be null or left out; userId is ignored", () => {
    expect(payload("PERS_O1", { response: 5, userId: "someone-else" })).toMatchObject({
      questionId: "PERS_O1",
      response: 5,
      textResponse: null,
      booleanResponse: null,
      selectResponse: null,
    });
  });

  test("value fields keep their JSON types", () => {
    expect(
      SurveyResponsePayloadSchema.safeParse({ questionId: "PERS_O1", response: "5" }).success,
    ).toBe(false);
    expect(SurveyResponsePayloadSchema.safeParse({ response: 5 }).success).toBe(false);
  });

  test("a stored answer carries all four value fields", () => {
    const row = {
      questionId: "DEM_L1",
      userId: "u1",
      response: null,
      textResponse: null,
      booleanResponse: false,
      selectResponse: null,
      isModified: false,
    };
    expect(StoredAnswerSchema.parse(row)).toEqual(row);
    expect(StoredAnswerSchema.safeParse({ ...row, booleanResponse: undefined }).success).toBe(
      false,
    );
  });
});

describe("validateAnswer", () => {
  test("unknown question", () => {
    const unknown = validateAnswer(undefined, payload("NOPE", { response: 3 }));
    expect(unknown).toMatchObject({ ok: false, code: "unknown-question" });
    const mismatched = validateAnswer(
      getSurveyQuestion("PERS_O2"),
      payload("PERS_O1", { response: 3 }),
    );
    expect(mismatched).toMatchObject({ ok: false, code: "unknown-question" });
  });

  test("scale: integers 1 to 7", () => {
    for (const v of [1, 4, 7]) {
      expect(check("PERS_O1", { response: v })).toEqual({
        ok: true,
        questionId: "PERS_O1",
        value: v,
        fields: { response: v, textResponse: null, booleanResponse: null, selectResponse: null },
      });
    }
    for (const v of [0, 8, -1, 3.5]) {
      const result = check("PERS_O1", { response: v });
      expect(result).toMatchObject({ ok: false, code: "invalid-scale" });
      expect(!result.ok && result.message).toBe("Please choose a whole number from 1 to 7.");
    }
    expect(check("PERS_O1", {})).toMatchObject({ ok: false, code: "missing-answer" });
    expect(check("PERS_O1", { textResponse: "5" })).toMatchObject({
      ok: false,
      code: "wrong-answer-field",
    });
    expect(check("PERS_O1", { response: 5, textResponse: "5" })).toMatchObject({
      ok: false,
      code: "wrong-answer-field",
    });
  });

  test("select: one of the options' values", () => {
    expect(check("DEM_L3", { selectResponse: "jain" })).toMatchObject({
      ok: true,
      value: "jain",
      fields: { selectResponse: "jain", response: null },
    });
    expect(check("DEM_B7", { selectResponse: "phd" })).toMatchObject({ ok: true });
    for (const v of ["Jain", "Hinduism", "", "maybe"]) {
      expect(check("DEM_L3", { selectResponse: v })).toMatchObject({
        ok: false,
        code: "invalid-select",
        message: "Please choose one of the options shown.",
      });
    }
    expect(check("DEM_L3", {})).toMatchObject({
      ok: false,
      code: "missing-answer",
      message: "Please choose one of the options.",
    });
    expect(check("DEM_L3", { response: 1 })).toMatchObject({ code: "wrong-answer-field" });
  });

  test("boolean: yes and no are both answers", () => {
    expect(check("DEM_L1", { booleanResponse: false })).toMatchObject({
      ok: true,
      value: false,
      fields: { booleanResponse: false, response: null, textResponse: null, selectResponse: null },
    });
    expect(check("DEM_L1", { booleanResponse: true })).toMatchObject({ ok: true, value: true });
    expect(check("DEM_L1", {})).toMatchObject({
      ok: false,
      code: "missing-answer",
      message: "Please answer Yes or No.",
    });
    expect(check("DEM_L1", { selectResponse: "yes" })).toMatchObject({
      code: "wrong-answer-field",
    });
  });

  test("text: trimmed, 1 to 1000 characters", () => {
    expect(check("ACT1", { textResponse: "  Cricket and chai  " })).toMatchObject({
      ok: true,
      value: "Cricket and chai",
      fields: { textResponse: "Cricket and chai" },
    });
    expect(check("ACT1", { textResponse: "x".repeat(1000) })).toMatchObject({ ok: true });
    expect(check("ACT1", { textResponse: ` ${"x".repeat(1000)}\n` })).toMatchObject({ ok: true });
    // 1000 characters outside the Basic Multilingual Plane are 2000 UTF-16 units.
    expect(check("ACT1", { textResponse: "🙏".repeat(1000) })).toMatchObject({ ok: true });
    expect(check("ACT1", { textResponse: "x".repeat(1001) })).toMatchObject({
      ok: false,
      code: "text-too-long",
      message: "Please keep your answer to 1000 characters or fewer (yours has 1001).",
    });
    for (const v of ["", "   ", "\n\t"]) {
      expect(check("ACT1", { textResponse: v })).toMatchObject({
        ok: false,
        code: "missing-answer",
        message: "Please write an answer before continuing.",
      });
    }
    expect(check("ACT1", { booleanResponse: true })).toMatchObject({
      code: "wrong-answer-field",
    });
  });
});

describe("collectAnswers", () => {
  test("reads each row's value from its type's field; drops unknown and empty rows", () => {
    const row = (questionId: string, fields: object) => ({
      questionId,
      response: null,
      textResponse: null,
      booleanResponse: null,
      selectResponse: null,
      ...fields,
    });
    expect(
      collectAnswers([
        row("PERS_O1", { response: 6 }),
        row("DEM_L1", { booleanResponse: false }),
        row("DEM_L3", { selectResponse: "sikh" }),
        row("ACT1", { textResponse: "Reading" }),
        row("ACT2", { response: 3 }),
        row("GONE", { response: 3 }),
      ]),
    ).toEqual({ PERS_O1: 6, DEM_L1: false, DEM_L3: "sikh", ACT1: "Reading" });
  });
});

describe("missingVisibleQuestions", () => {
  test("nothing answered: every question shown by default", () => {
    expect(missingVisibleQuestions({})).toEqual(visibleQuestions({}).map((q) => q.id));
  });

  test("a complete survey misses nothing", () => {
    expect(missingVisibleQuestions(buildCompleteAnswers())).toEqual([]);
  });

  test("opening a conditional question makes it required", () => {
    const answers = buildCompleteAnswers({ DEM_L1: true, REL_G5: true });
    const { DEM_L2: _children, REL_G1: _soon, REL_G3: _kids, ...rest } = answers;
    expect(missingVisibleQuestions(rest)).toEqual(["DEM_L2", "REL_G1", "REL_G3"]);
    const closed = { ...rest, DEM_L1: false, REL_G5: false };
    expect(missingVisibleQuestions(closed)).toEqual([]);
  });

  test("invalid values count as missing", () => {
    expect(
      missingVisibleQuestions(buildCompleteAnswers({ PERS_O1: 9, ACT1: "  ", DEM_L3: "x" })),
    ).toEqual(["DEM_L3", "PERS_O1", "ACT1"]);
  });
});

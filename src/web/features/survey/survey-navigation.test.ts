import { buildCompleteAnswers } from "@shared/survey/fixtures";
import { getSurveyQuestion, surveyQuestions } from "@shared/survey/question-bank";
import { visibleQuestions } from "@shared/survey/visibility";
import { describe, expect, it } from "vitest";
import {
  firstUnansweredId,
  isAnswered,
  progressMessage,
  progressPercent,
  resumeQuestionId,
} from "./survey-navigation";

const question = (id: string) => getSurveyQuestion(id)!;

describe("isAnswered (spec section 5)", () => {
  it("needs non-blank text after trimming", () => {
    expect(isAnswered(question("DEM_B1"), "  ")).toBe(false);
    expect(isAnswered(question("DEM_B1"), " Asha ")).toBe(true);
    expect(isAnswered(question("DEM_B1"), undefined)).toBe(false);
  });

  it("counts false and 0 as answers for other types", () => {
    expect(isAnswered(question("DEM_L1"), false)).toBe(true);
    expect(isAnswered(question("PERS_O1"), 0)).toBe(true);
    expect(isAnswered(question("PERS_O1"), undefined)).toBe(false);
  });
});

describe("resumeQuestionId (spec section 4)", () => {
  it("starts at the first question with no answers", () => {
    expect(resumeQuestionId(visibleQuestions({}), {})).toBe(surveyQuestions[0]!.id);
  });

  it("goes to the question after the furthest answered one, gaps or not", () => {
    const answers = { DEM_B1: "Asha", DEM_B3: "female" };
    expect(resumeQuestionId(visibleQuestions(answers), answers)).toBe("DEM_B4");
  });

  it("counts only visible questions: a yes to DEM_L1 leads to DEM_L2", () => {
    const yes = { DEM_B8: "Teacher", DEM_L1: true };
    expect(resumeQuestionId(visibleQuestions(yes), yes)).toBe("DEM_L2");
    const no = { DEM_B8: "Teacher", DEM_L1: false };
    expect(resumeQuestionId(visibleQuestions(no), no)).toBe("DEM_L3");
  });

  it("after the last question, returns to a conditional question that appeared behind", () => {
    const withoutGoals = Object.fromEntries(
      Object.entries(buildCompleteAnswers({ REL_G5: true })).filter(
        ([id]) => id !== "REL_G1" && id !== "REL_G3",
      ),
    );
    const visible = visibleQuestions(withoutGoals);
    expect(visible.map((q) => q.id)).toContain("REL_G1");
    expect(resumeQuestionId(visible, withoutGoals)).toBe("REL_G1");
  });

  it("stays on the last question when everything is answered", () => {
    const answers = buildCompleteAnswers();
    const visible = visibleQuestions(answers);
    expect(resumeQuestionId(visible, answers)).toBe(visible.at(-1)!.id);
    expect(firstUnansweredId(visible, answers)).toBeNull();
    expect(resumeQuestionId([], {})).toBeNull();
  });
});

describe("progress (spec section 9)", () => {
  it("is index / total, rounded", () => {
    expect(progressPercent(0, 80)).toBe(0);
    expect(progressPercent(20, 80)).toBe(25);
    expect(progressPercent(79, 80)).toBe(99);
    expect(progressPercent(3, 0)).toBe(0);
  });

  it("changes its message at 25, 50 and 75", () => {
    const messages = [0, 24, 25, 49, 50, 74, 75, 100].map(progressMessage);
    expect(messages[0]).toBe(messages[1]);
    expect(messages[1]).not.toBe(messages[2]);
    expect(messages[2]).toBe(messages[3]);
    expect(messages[3]).not.toBe(messages[4]);
    expect(messages[4]).toBe(messages[5]);
    expect(messages[5]).not.toBe(messages[6]);
    expect(messages[6]).toBe(messages[7]);
  });
});

import { expect, test } from "vitest";
import { getSurveyFacts, guestQuestionCount } from "./facts.js";

test("facts count the bank: 87 questions, about 15 minutes", () => {
  // 64 ratings x 7 s + 4 yes/no x 5 s + 6 choices x 7 s + 13 written x 30 s = 900 s.
  expect(getSurveyFacts()).toEqual({ questionCount: 87, minutes: 15 });
  expect(guestQuestionCount).toBe(5);
});

import { expect, test } from "vitest";
import { buildCompleteAnswers } from "../survey/fixtures.js";
import { buildCulturalPreferences, hasCulturalPreferences } from "./cultural.js";

test("built from the cultural and religion answers", () => {
  const preferences = buildCulturalPreferences(
    buildCompleteAnswers({
      DEM_L3: "hindu",
      DEM_L4: 6,
      PREF5: 5,
      PREF6: "neutral",
      PREF7: 3,
      PREF8: "  Open to all  ",
      PREF9: 7,
    }),
  );
  expect(preferences).toEqual({
    religionImportance: 6,
    casteCommunityImportance: 5,
    regionalBackground: "neutral",
    jointFamilyImportance: 3,
    sharedReligionImportance: 7,
    communityPreference: "Open to all",
  });
});

test("the community preference is left out when its question was not shown", () => {
  const preferences = buildCulturalPreferences(
    buildCompleteAnswers({ PREF5: 2, PREF8: "Only my own community" }),
  );
  expect(preferences).not.toHaveProperty("communityPreference");
  expect(preferences.casteCommunityImportance).toBe(2);
});

test("empty and invalid answers are omitted, not stored as blanks", () => {
  expect(buildCulturalPreferences({})).toEqual({});
  expect(hasCulturalPreferences({})).toBe(false);
  const preferences = buildCulturalPreferences({ DEM_L4: 9, PREF6: "maybe", PREF7: 2 });
  expect(preferences).toEqual({ jointFamilyImportance: 2 });
  expect(hasCulturalPreferences(preferences)).toBe(true);
});

test("the religion itself never enters the object shown on shared reports", () => {
  const preferences = buildCulturalPreferences(buildCompleteAnswers({ DEM_L3: "parsi" }));
  expect(JSON.stringify(preferences)).not.toContain("parsi");
});

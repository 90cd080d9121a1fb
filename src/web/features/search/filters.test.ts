import { describe, expect, it } from "vitest";
import { activeFilterCount, draftFromParams, emptyDraft, parseFilterDraft } from "./filters";

describe("parseFilterDraft", () => {
  it("leaves out 'any' and empty fields", () => {
    expect(parseFilterDraft(emptyDraft)).toEqual({ ok: true, filters: {} });
    expect(
      parseFilterDraft({
        ...emptyDraft,
        gender: "female",
        ageMin: "25",
        location: "  Pune ",
        religion: "jain",
      }),
    ).toEqual({
      ok: true,
      filters: { gender: "female", ageMin: 25, location: "Pune", religion: "jain" },
    });
  });

  it("keeps ages within 18 to 100 and the minimum below the maximum", () => {
    expect(parseFilterDraft({ ...emptyDraft, ageMin: "17" })).toEqual({
      ok: false,
      errors: { ageMin: "Age must be at least 18" },
    });
    expect(parseFilterDraft({ ...emptyDraft, ageMax: "101" })).toEqual({
      ok: false,
      errors: { ageMax: "Age must be at most 100" },
    });
    expect(parseFilterDraft({ ...emptyDraft, ageMin: "40", ageMax: "30" })).toEqual({
      ok: false,
      errors: { ageMax: "Minimum age cannot be greater than maximum age" },
    });
    expect(parseFilterDraft({ ...emptyDraft, ageMin: "18", ageMax: "100" })).toMatchObject({
      ok: true,
    });
  });
});

describe("draftFromParams", () => {
  it("reads known values and treats anything else as 'any'", () => {
    const draft = draftFromParams(
      new URLSearchParams("gender=prefer-not-to-say&education=phd&occupation=pilot&ageMin=30"),
    );
    expect(draft).toEqual({ ...emptyDraft, education: "phd", ageMin: "30" });
  });
});

describe("activeFilterCount", () => {
  it("counts the filters that are set", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ gender: "male", ageMin: 20, location: undefined })).toBe(2);
  });
});

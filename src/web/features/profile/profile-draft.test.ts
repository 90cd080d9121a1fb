import type { Profile } from "@shared/profile/schemas";
import { describe, expect, it } from "vitest";
import { toCalendarDate } from "./date-of-birth-picker";
import { basicFields, draftFromProfile, fieldErrors, parseDraft } from "./profile-draft";

const today = "2025-08-12";

const newProfile: Profile = {
  id: "u1",
  firstName: "Ananya",
  lastName: "Iyer",
  email: "ananya@example.in",
  gender: null,
  dateOfBirth: null,
  location: "",
  bio: "",
  isSearchable: true,
  allowDobSharing: false,
  profileCompleted: false,
  profileImageUrl: null,
  education: null,
  occupation: null,
  religion: null,
  heightCm: null,
  interests: [],
  age: null,
};

describe("draftFromProfile", () => {
  it("starts a new profile 25 years back, with the account's name and the spec's defaults", () => {
    const draft = draftFromProfile(newProfile, today);
    expect(draft).toMatchObject({
      firstName: "Ananya",
      dateOfBirth: "2000-08-12",
      isSearchable: true,
      allowDobSharing: false,
      heightCm: "",
    });
  });

  it("keeps a saved birth date and height", () => {
    const draft = draftFromProfile(
      { ...newProfile, dateOfBirth: "1990-02-03", heightCm: 170 },
      today,
    );
    expect(draft.dateOfBirth).toBe("1990-02-03");
    expect(draft.heightCm).toBe("170");
  });
});

describe("parseDraft", () => {
  it("names each missing basic field with the spec's message", () => {
    const draft = { ...draftFromProfile(newProfile, today), firstName: " ", lastName: "" };
    expect(fieldErrors(draft, today, basicFields)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      gender: "Gender is required",
      location: "Location is required",
    });
  });

  it("refuses someone younger than 15 and a bio over 500 characters", () => {
    const draft = {
      ...draftFromProfile(newProfile, today),
      dateOfBirth: "2010-08-13",
      bio: "a".repeat(501),
    };
    const errors = fieldErrors(draft, today, basicFields);
    expect(errors.dateOfBirth).toBe("You must be at least 15 years old");
    expect(errors.bio).toBe("Bio must be 500 characters or less");
  });

  it("gives the form the server expects: trimmed text, height as a number or null", () => {
    const draft = {
      ...draftFromProfile(newProfile, today),
      firstName: " Ananya ",
      gender: "female" as const,
      location: "Pune",
      heightCm: "162",
    };
    const result = parseDraft(draft, today);
    expect(result.ok && result.form).toMatchObject({ firstName: "Ananya", heightCm: 162 });
    expect(parseDraft({ ...draft, heightCm: "" }, today)).toMatchObject({
      ok: true,
      form: { heightCm: null },
    });
    expect(parseDraft({ ...draft, heightCm: "90" }, today)).toEqual({
      ok: false,
      errors: { heightCm: "Height must be between 100 and 250 cm" },
    });
  });
});

describe("toCalendarDate", () => {
  it("clamps the day to the month's length, leap years included", () => {
    expect(toCalendarDate(2023, 2, 31)).toBe("2023-02-28");
    expect(toCalendarDate(2024, 2, 31)).toBe("2024-02-29");
    expect(toCalendarDate(1999, 4, 31)).toBe("1999-04-30");
    expect(toCalendarDate(1999, 12, 31)).toBe("1999-12-31");
  });
});

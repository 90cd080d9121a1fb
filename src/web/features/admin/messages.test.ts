import { describe, expect, it } from "vitest";
import { displayName, roleChangeFailure, statusChangeFailure } from "./messages";

const failure = (status: number, message: string) =>
  new Error(`${status}: ${JSON.stringify({ code: "X", message })}`);

describe("statusChangeFailure (spec part 1 §8)", () => {
  it("says access denied on 401 and user not found on 404", () => {
    expect(statusChangeFailure(failure(401, "Unauthorized"))).toBe(
      "Access denied - please refresh and try again",
    );
    expect(statusChangeFailure(failure(404, "User not found"))).toBe("User not found");
  });

  it("passes on the server's message otherwise, or 'Unknown error'", () => {
    expect(
      statusChangeFailure(failure(403, "Only a super admin can change an admin's status.")),
    ).toBe("Failed to update user status: Only a super admin can change an admin's status.");
    expect(statusChangeFailure(failure(409, "This user is already approved."))).toBe(
      "Failed to update user status: This user is already approved.",
    );
    expect(statusChangeFailure(new Error(""))).toBe("Failed to update user status: Unknown error");
  });
});

describe("roleChangeFailure (spec part 1 §8)", () => {
  it("maps 401 and 403 to the spec's words", () => {
    expect(roleChangeFailure(failure(401, "Unauthorized"))).toBe(
      "Access denied - please refresh and try again",
    );
    expect(roleChangeFailure(failure(403, "Only a super admin can change roles."))).toBe(
      "Insufficient permissions for this action",
    );
  });

  it("passes on the server's message otherwise", () => {
    expect(roleChangeFailure(failure(409, "This user is already an admin."))).toBe(
      "Failed to update user role: This user is already an admin.",
    );
    expect(roleChangeFailure(new TypeError("Failed to fetch"))).toBe(
      "Failed to update user role: Unknown error",
    );
  });
});

describe("displayName", () => {
  it("joins first and last name, else falls back to the e-mail", () => {
    expect(displayName({ firstName: "Asha", lastName: "Rao", email: "a@x.in" })).toBe("Asha Rao");
    expect(displayName({ firstName: "Asha", lastName: null, email: "a@x.in" })).toBe("Asha");
    expect(displayName({ firstName: null, lastName: "", email: "a@x.in" })).toBe("a@x.in");
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe("Unnamed user");
  });
});

import { describe, expect, it } from "vitest";
import { approveFailure, cancelFailure, rejectFailure, withdrawFailure } from "./response-messages";

const failure = (status: number, message: string) =>
  new Error(`${status}: ${JSON.stringify({ code: "X", message })}`);

describe("cancelFailure (spec part 1 §8)", () => {
  it("picks the spec's message by status", () => {
    expect(cancelFailure(failure(401, "Unauthorized"))).toBe(
      "Please log in again to cancel the request.",
    );
    expect(cancelFailure(failure(404, "Request not found"))).toBe(
      "Request not found. It may have already been cancelled.",
    );
    expect(cancelFailure(failure(400, "This request is no longer pending."))).toBe(
      "This request cannot be cancelled (already processed).",
    );
  });

  it("says try again for anything else, whatever the text holds", () => {
    expect(cancelFailure(failure(500, "404 inside the text"))).toBe(
      "Failed to cancel request. Please try again.",
    );
    expect(cancelFailure(new TypeError("Failed to fetch"))).toBe(
      "Failed to cancel request. Please try again.",
    );
  });
});

describe("approveFailure and rejectFailure (spec part 1 §8)", () => {
  it("passes the server's message on for approve", () => {
    expect(approveFailure(failure(409, "This request has expired."))).toBe(
      "Failed to approve request: This request has expired.",
    );
    expect(approveFailure(new Error("500: "))).toBe("Failed to approve request: Unknown error");
  });

  it("has one message for reject", () => {
    expect(rejectFailure(failure(409, "This request is no longer pending."))).toBe(
      "Failed to reject request. Please try again.",
    );
  });
});

describe("withdrawFailure (decision 13)", () => {
  it("explains not found and not approved, else asks to try again", () => {
    expect(withdrawFailure(failure(404, "Request not found"))).toBe(
      "Request not found. It may have already been withdrawn.",
    );
    expect(withdrawFailure(failure(409, "Only an approved request can be withdrawn."))).toBe(
      "Only an approved request can be withdrawn.",
    );
    expect(withdrawFailure(failure(500, "boom"))).toBe(
      "Failed to withdraw consent. Please try again.",
    );
  });
});

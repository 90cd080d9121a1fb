import { requestMessages } from "@shared/requests/rules";
import { describe, expect, it } from "vitest";
import { requestSentToast, sendRequestFailure } from "./messages";

const failure = (status: number, message: string) =>
  new Error(`${status}: ${JSON.stringify({ code: "X", message })}`);

describe("sendRequestFailure (spec part 1 §8)", () => {
  it("says 'Request Already Pending' in the default style and closes the dialog", () => {
    const result = sendRequestFailure(failure(409, requestMessages.duplicatePending));
    expect(result.closeDialog).toBe(true);
    expect(result.toast).toEqual({
      title: "Request Already Pending",
      description: requestMessages.duplicatePending,
    });
  });

  it("says 'Request Limit Reached' at the weekly limit and keeps the dialog open", () => {
    const result = sendRequestFailure(failure(429, requestMessages.weeklyLimit));
    expect(result.closeDialog).toBe(false);
    expect(result.toast).toMatchObject({
      title: "Request Limit Reached",
      description: requestMessages.weeklyLimit,
      variant: "destructive",
    });
  });

  it("passes on any other server message as 'Error'", () => {
    const result = sendRequestFailure(failure(400, requestMessages.romanticMinor));
    expect(result.closeDialog).toBe(false);
    expect(result.toast).toEqual({
      title: "Error",
      description: requestMessages.romanticMinor,
      variant: "destructive",
    });
  });

  it("falls back to 'Failed to send request' when there is no message", () => {
    expect(sendRequestFailure(new TypeError("Failed to fetch")).toast.description).toBe(
      "Failed to send request",
    );
    expect(sendRequestFailure(new Error("500: ")).toast.description).toBe("Failed to send request");
    expect(sendRequestFailure("boom").toast.title).toBe("Error");
  });
});

describe("requestSentToast", () => {
  it("is titled 'Request Sent' and names the person", () => {
    expect(requestSentToast("Meera Nair")).toEqual({
      title: "Request Sent",
      description: expect.stringContaining("Meera Nair"),
    });
  });
});

import { describe, expect, it } from "vitest";
import { attachmentFilename } from "./download";

describe("attachmentFilename", () => {
  it("reads the quoted or bare file name", () => {
    expect(attachmentFilename('attachment; filename="psychematch-data-2025-08-12.json"')).toBe(
      "psychematch-data-2025-08-12.json",
    );
    expect(attachmentFilename("attachment; filename=data.json")).toBe("data.json");
  });

  it("gives null without a usable name", () => {
    expect(attachmentFilename(null)).toBeNull();
    expect(attachmentFilename("attachment")).toBeNull();
    expect(attachmentFilename('attachment; filename="../etc/passwd"')).toBeNull();
  });
});

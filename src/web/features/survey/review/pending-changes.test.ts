import { describe, expect, it } from "vitest";
import {
  countLabel,
  loadPendingChanges,
  type PendingChanges,
  pendingStorageKey,
  recordChange,
  scaleTone,
  storePendingChanges,
  summarizeText,
  toBulkUpdate,
} from "./pending-changes";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("recordChange", () => {
  it("keeps the original old value across several edits of one answer", () => {
    let pending: PendingChanges = {};
    pending = recordChange(pending, "PERS_O1", { oldValue: 4, newValue: 6, type: "scale" });
    pending = recordChange(pending, "PERS_O1", { oldValue: 6, newValue: 7, type: "scale" });
    expect(pending).toEqual({ PERS_O1: { oldValue: 4, newValue: 7, type: "scale" } });
  });

  it("drops the change when the answer goes back to what the report used", () => {
    let pending = recordChange({}, "PREF1", { oldValue: false, newValue: true, type: "boolean" });
    pending = recordChange(pending, "PREF1", { oldValue: true, newValue: false, type: "boolean" });
    expect(pending).toEqual({});
  });

  it("builds the bulk-update body from every change", () => {
    const pending = recordChange(
      recordChange({}, "PERS_O1", { oldValue: 4, newValue: 6, type: "scale" }),
      "PREF6",
      { oldValue: "yes", newValue: "no", type: "select" },
    );
    expect(toBulkUpdate(pending)).toEqual({
      responses: [
        { questionId: "PERS_O1", oldValue: 4, newValue: 6, type: "scale" },
        { questionId: "PREF6", oldValue: "yes", newValue: "no", type: "select" },
      ],
    });
  });
});

describe("pending changes in sessionStorage", () => {
  it("round-trips, and forgets the key when nothing is pending", () => {
    const storage = memoryStorage();
    const key = pendingStorageKey("user-1");
    const pending = { DEM_B1: { oldValue: "Asha", newValue: "Ash", type: "text" as const } };
    storePendingChanges(storage, key, pending);
    expect(loadPendingChanges(storage, key)).toEqual(pending);
    storePendingChanges(storage, key, {});
    expect(storage.items.has(key)).toBe(false);
  });

  it("reads broken or foreign data as nothing pending", () => {
    const storage = memoryStorage();
    storage.setItem("a", "{not json");
    storage.setItem("b", JSON.stringify({ X: { newValue: {}, type: "scale" } }));
    expect(loadPendingChanges(storage, "a")).toEqual({});
    expect(loadPendingChanges(storage, "b")).toEqual({});
    expect(loadPendingChanges(storage, "missing")).toEqual({});
  });
});

describe("answer summaries (spec section 2)", () => {
  it("colours scale answers by value", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(scaleTone)).toEqual([
      "orange",
      "orange",
      "amber",
      "grey",
      "blue",
      "green",
      "green",
    ]);
  });

  it("cuts text longer than 30 characters", () => {
    expect(summarizeText("Short answer")).toBe("Short answer");
    expect(summarizeText("x".repeat(30))).toBe("x".repeat(30));
    expect(summarizeText("I love long walks by the sea and good books")).toBe(
      "I love long walks by the sea a…",
    );
  });

  it("says one response, two responses", () => {
    expect(countLabel(1, "response", "responses")).toBe("1 response");
    expect(countLabel(2, "response", "responses")).toBe("2 responses");
  });
});

import type { BulkUpdate } from "@shared/survey/api";
import { QuestionTypeSchema } from "@shared/survey/question-bank";
import { z } from "zod";

const ValueSchema = z.union([z.number(), z.string(), z.boolean()]);

/** Spec section 3, "Pending change": keyed by question id; old value, new value and type. */
export const PendingChangeSchema = z.object({
  oldValue: ValueSchema.nullable(),
  newValue: ValueSchema,
  type: QuestionTypeSchema,
});
export type PendingChange = z.infer<typeof PendingChangeSchema>;
export type PendingChanges = Readonly<Record<string, PendingChange>>;

const PendingChangesSchema = z.record(z.string(), PendingChangeSchema);

/**
 * A saved edit becomes (or updates) a pending change. The old value stays the one the report
 * was built from; an edit back to that value leaves nothing to update.
 */
export function recordChange(
  pending: PendingChanges,
  questionId: string,
  change: PendingChange,
): PendingChanges {
  const oldValue = pending[questionId] ? pending[questionId].oldValue : change.oldValue;
  const { [questionId]: _previous, ...others } = pending;
  if (oldValue === change.newValue) return others;
  return { ...others, [questionId]: { ...change, oldValue } };
}

/** The body of POST /api/survey/bulk-update. */
export function toBulkUpdate(pending: PendingChanges): BulkUpdate {
  return {
    responses: Object.entries(pending).map(([questionId, change]) => ({
      questionId,
      oldValue: change.oldValue,
      newValue: change.newValue,
      type: change.type,
    })),
  };
}

/** Pending changes outlive a reload (sessionStorage), per person. */
export function pendingStorageKey(userId: string): string {
  return `survey-review:pending:${userId}`;
}

export function loadPendingChanges(storage: Pick<Storage, "getItem">, key: string): PendingChanges {
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const parsed = PendingChangesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function storePendingChanges(
  storage: Pick<Storage, "setItem" | "removeItem">,
  key: string,
  pending: PendingChanges,
): void {
  try {
    if (Object.keys(pending).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the changes still live in memory until the page closes.
  }
}

export type ScaleTone = "orange" | "amber" | "grey" | "blue" | "green";

/** Spec section 2: orange for 2 or less, amber 3, grey 4, blue 5, green 6 or 7. */
export function scaleTone(value: number): ScaleTone {
  if (value <= 2) return "orange";
  if (value === 3) return "amber";
  if (value === 4) return "grey";
  if (value === 5) return "blue";
  return "green";
}

export const summaryTextLength = 30;

/** Text answers longer than 30 characters are cut in the summary (spec section 2). */
export function summarizeText(value: string): string {
  const characters = [...value];
  return characters.length > summaryTextLength
    ? `${characters.slice(0, summaryTextLength).join("").trimEnd()}…`
    : value;
}

/** "1 response", "2 responses": the spec's plural forms, made singular for one. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

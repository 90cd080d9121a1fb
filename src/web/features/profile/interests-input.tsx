import { INTEREST_MAX_LENGTH, MAX_INTERESTS } from "@shared/profile/schemas";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { describedBy, FieldError, FieldHint, fieldId } from "./form-field";

/** Up to 10 short tags (decision 10): typed one at a time, Enter or "Add" adds, × removes. */
export function InterestsInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (interests: string[]) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState("");
  const id = fieldId("interests");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = value.length >= MAX_INTERESTS;
  const tag = text.trim();
  const duplicate = value.some((existing) => existing.toLowerCase() === tag.toLowerCase());

  const add = () => {
    if (!tag || full) return;
    if (!duplicate) onChange([...value, tag]);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of moving on to the next step.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        Interests <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          maxLength={INTEREST_MAX_LENGTH}
          placeholder={full ? "You have added 10 interests" : "For example: music"}
          disabled={full}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error ? errorId : null)}
          className="aria-invalid:border-destructive"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!tag || full}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <FieldHint id={hintId}>
        {value.length}/{MAX_INTERESTS} added. Short tags of up to {INTEREST_MAX_LENGTH} characters;
        not shown on your search card.
      </FieldHint>
      <FieldError id={errorId} error={error} />
      {value.length > 0 ? (
        <ul aria-label="Your interests" className="flex flex-wrap gap-2">
          {value.map((interest) => (
            <li
              key={interest}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-accent py-1 pr-1 pl-3 text-accent-foreground text-sm"
            >
              <span className="break-all">{interest}</span>
              <button
                type="button"
                aria-label={`Remove ${interest}`}
                onClick={() => onChange(value.filter((other) => other !== interest))}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-secondary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { Label } from "@web/components/ui/label";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The id of a field's control, so that the wizard can move the focus to the first problem. */
export function fieldId(field: string): string {
  return `profile-${field}`;
}

/** What a control needs to be named, described and marked invalid. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The ids that describe a control: its hint (or counter), then its problem. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 font-medium text-destructive text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-muted-foreground text-sm">
      {children}
    </p>
  );
}

/** A labelled control with an optional hint and its problem, placed right below it. */
export function Field({
  field,
  label,
  optional = false,
  hint,
  error,
  className,
  children,
}: {
  field: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = fieldId(field);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>
          {label}
          {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
        </Label>
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint ? hintId : null, error ? errorId : null),
        })}
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}

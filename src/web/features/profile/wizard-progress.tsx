import { cn } from "@web/lib/utils";
import { Check } from "lucide-react";

/** Where the person is in the wizard: the steps, numbered, with the current one marked. */
export function WizardProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Profile setup steps" className="grid grid-cols-3 gap-2">
      {steps.map((title, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={title}
            aria-current={active ? "step" : undefined}
            className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-semibold text-sm tabular-nums",
                active && "border-primary bg-primary text-primary-foreground",
                done && "border-primary bg-accent text-primary",
                !active && !done && "border-border-strong bg-card text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn(
                "text-sm leading-tight",
                active ? "font-semibold text-foreground" : "text-muted-foreground",
              )}
            >
              <span className="sr-only">Step {index + 1}: </span>
              {title}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

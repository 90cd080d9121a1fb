import { cn } from "@web/lib/utils";
import type { ComponentProps } from "react";

/** A text field; read-only fields look quieter but stay readable and focusable. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "min-h-11 w-full min-w-0 rounded-lg border border-border-strong bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted read-only:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

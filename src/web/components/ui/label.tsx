import { cn } from "@web/lib/utils";
import type { ComponentProps } from "react";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
    <label className={cn("font-medium text-foreground text-sm", className)} {...props} />
  );
}

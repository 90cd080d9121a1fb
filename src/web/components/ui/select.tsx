import { cn } from "@web/lib/utils";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * A native <select> with the inputs' look: the phone's own picker, full keyboard and screen
 * reader support, and nothing to load.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "min-h-11 w-full min-w-0 appearance-none rounded-lg border border-border-strong bg-card py-2 pr-10 pl-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-60",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

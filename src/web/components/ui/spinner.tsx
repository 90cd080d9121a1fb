import { cn } from "@web/lib/utils";
import { LoaderCircle } from "lucide-react";

/** A busy indicator for buttons; the button's own text says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("animate-spin", className)} />;
}

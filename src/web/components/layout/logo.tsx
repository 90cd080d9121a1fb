import { SITE_NAME } from "@web/lib/site";
import { cn } from "@web/lib/utils";
import { Link } from "react-router";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <circle cx="12.5" cy="16" r="6.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="19.5" cy="16" r="6.5" fill="none" stroke="var(--secondary)" strokeWidth="2.5" />
    </svg>
  );
}

/** The product name linking home; the link's name is the product name. */
export function LogoLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-lg font-bold text-foreground text-xl tracking-tight focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring",
        className,
      )}
    >
      <LogoMark />
      {SITE_NAME}
    </Link>
  );
}

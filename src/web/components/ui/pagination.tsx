import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { ChevronLeft, ChevronRight } from "lucide-react";

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous and Next around "Page x of y", for lists paged on the server. */
export function Pagination({
  page,
  pageCount: pages,
  onPageChange,
  label,
  capped = false,
  disabled = false,
  className,
}: {
  page: number;
  /** Pages known so far; with `capped` the server stopped counting, so there may be more. */
  pageCount: number;
  capped?: boolean;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Pending users pages". */
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  if (pages <= 1 && !capped) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3", className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {page} of {pages}
        {capped ? "+" : ""}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || (page >= pages && !capped)}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

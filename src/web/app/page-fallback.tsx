import { Skeleton } from "@web/components/ui/skeleton";

/** Shown while a screen's code or the sign-in state loads: never a blank page. */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-10 w-40" />
      <Skeleton className="mt-10 h-9 w-3/4" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-5/6" />
      <Skeleton className="mt-8 h-48 w-full rounded-2xl" />
    </div>
  );
}

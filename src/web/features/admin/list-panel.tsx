import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Pagination, pageCount } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { serverMessage } from "@web/lib/api";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { cn } from "@web/lib/utils";
import { RotateCw, Search } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";

/** Search text (debounced for the server) and page of one list; a new search starts at page 1. */
export function useListControls() {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(input.trim(), 300);
  const [paging, setPaging] = useState({ q: "", page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ q, page: next }), [q]);
  return { input, setInput, q, page, setPage };
}

export type ListControls = ReturnType<typeof useListControls>;

export interface ListResult<T> {
  data: { items: T[]; total: number; pageSize: number; totalCapped?: boolean } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Adapts a paged query to `ListPanel`. */
export function listResult<D, T>(
  query: UseQueryResult<D>,
  select: (data: D) => NonNullable<ListResult<T>["data"]>,
): ListResult<T> {
  return {
    data: query.data === undefined ? undefined : select(query.data),
    isPending: query.isPending,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * One admin list: heading, server-side search, loading / empty / error states, the rows and
 * Previous / Next. `search` is left out where a list has nothing to search (the audit log).
 */
export function ListPanel<T>({
  title,
  description,
  search,
  controls,
  result,
  loadingText,
  emptyText,
  getKey,
  renderItem,
}: {
  title: string;
  description?: string;
  search?: { label: string; placeholder: string };
  controls: ListControls;
  result: ListResult<T>;
  loadingText: string;
  emptyText: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}) {
  const headingId = useId();
  const searchId = useId();
  const { data } = result;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // A capped count (a broad search) may go on past the last counted page until a short page.
  const capped = data?.totalCapped === true && data.items.length === data.pageSize;
  const { page, setPage, q } = controls;

  // After a decision the last page may empty out: step back to the new last page.
  useEffect(() => {
    if (data && !data.totalCapped && !result.isPlaceholderData && page > pages) setPage(pages);
  }, [data, result.isPlaceholderData, page, pages, setPage]);

  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-semibold text-foreground text-xl">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
        </div>

        {search ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={searchId}>{search.label}</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={controls.input}
                onChange={(event) => controls.setInput(event.target.value)}
                placeholder={search.placeholder}
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                className="pl-10"
              />
            </div>
          </div>
        ) : null}

        {result.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <p className="text-muted-foreground">{loadingText}</p>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : result.error && !data ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-destructive-border bg-destructive-soft p-4 text-destructive-soft-foreground"
          >
            <p>
              This list could not be loaded
              {serverMessage(result.error) ? `: ${serverMessage(result.error)}` : "."}
            </p>
            <Button variant="outline" size="sm" onClick={() => void result.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <p
            role="status"
            className="rounded-xl bg-muted px-4 py-8 text-center text-muted-foreground"
          >
            {q ? `No users match "${q}"` : emptyText}
          </p>
        ) : data ? (
          <ul
            aria-labelledby={headingId}
            aria-busy={result.isFetching}
            className={cn(
              "flex flex-col divide-y divide-border rounded-xl border border-border transition-opacity",
              result.isPlaceholderData && "opacity-60",
            )}
          >
            {data.items.map((item) => (
              <li key={getKey(item)} className="p-4">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ) : null}

        <Pagination
          label={`${title} pages`}
          page={data?.totalCapped ? page : Math.min(page, pages)}
          pageCount={pages}
          capped={capped}
          onPageChange={setPage}
          disabled={result.isPlaceholderData}
        />
      </CardContent>
    </Card>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { IconBadge } from "@web/components/ui/icon-badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { serverMessage } from "@web/lib/api";
import type { LucideIcon } from "lucide-react";
import { RotateCw } from "lucide-react";
import { type ReactNode, useId } from "react";

export interface EmptyState {
  icon: LucideIcon;
  title: string;
  text: string;
  action: ReactNode;
}

/** A list of requests with its loading, failure and empty states (no blank screens). */
export function RequestList<T extends { id: string }>({
  title,
  query,
  loadingText,
  empty,
  renderItem,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  loadingText: string;
  empty: EmptyState;
  renderItem: (item: T) => ReactNode;
}) {
  const headingId = useId();
  const { data } = query;
  const EmptyIcon = empty.icon;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-foreground text-xl">
        {title}
      </h2>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <p className="text-muted-foreground">{loadingText}</p>
          <Skeleton className="h-44 w-full rounded-2xl" />
          <Skeleton className="h-44 w-full rounded-2xl" />
        </div>
      ) : query.error && !data ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-destructive-border bg-destructive-soft p-4 text-destructive-soft-foreground"
        >
          <p>
            This list could not be loaded
            {serverMessage(query.error) ? `: ${serverMessage(query.error)}` : "."}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : data && data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <IconBadge size="lg">
              <EmptyIcon aria-hidden="true" />
            </IconBadge>
            <h3 className="font-semibold text-foreground text-xl">{empty.title}</h3>
            <p className="max-w-md text-muted-foreground">{empty.text}</p>
            <div className="mt-2 w-full sm:w-auto [&>*]:w-full">{empty.action}</div>
          </CardContent>
        </Card>
      ) : data ? (
        <ul
          aria-labelledby={headingId}
          aria-busy={query.isFetching}
          className="flex flex-col gap-4"
        >
          {data.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { IconBadge, type IconBadgeProps } from "@web/components/ui/icon-badge";
import { Skeleton } from "@web/components/ui/skeleton";
import type { LucideIcon } from "lucide-react";
import { RotateCw } from "lucide-react";

export interface RequestCounter<S> {
  label: string;
  icon: LucideIcon;
  tone: IconBadgeProps["tone"];
  value: (stats: S) => number;
}

/** Four counters from the comprehensive request stats, with a skeleton while they load. */
export function RequestCounts<S>({
  label,
  query,
  counters,
}: {
  label: string;
  query: UseQueryResult<S>;
  counters: ReadonlyArray<RequestCounter<S>>;
}) {
  const { data } = query;
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {counters.map(({ label: name, icon: Icon, tone, value }) => (
          <Card key={name} className="flex flex-col-reverse gap-1 p-4 sm:p-5">
            <dt className="flex items-center gap-2 text-muted-foreground text-sm">
              <IconBadge tone={tone} shape="square" className="size-7 rounded-lg [&_svg]:size-4">
                <Icon aria-hidden="true" />
              </IconBadge>
              {name}
            </dt>
            <dd className="font-bold text-3xl text-foreground tabular-nums">
              {data !== undefined ? (
                value(data)
              ) : query.isPending ? (
                <Skeleton className="my-1 h-7 w-12" />
              ) : (
                <>
                  <span aria-hidden="true" className="text-muted-foreground">
                    –
                  </span>
                  <span className="sr-only">Not available</span>
                </>
              )}
            </dd>
          </Card>
        ))}
      </dl>
      {query.error && data === undefined ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-destructive-soft-foreground">The counts could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : null}
    </section>
  );
}

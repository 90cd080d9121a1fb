import type { AdminStats } from "@shared/admin/schemas";
import { Card } from "@web/components/ui/card";
import { IconBadge, type IconBadgeProps } from "@web/components/ui/icon-badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { CheckCircle2, Clock, type LucideIcon, ShieldCheck, XCircle } from "lucide-react";

const counters: ReadonlyArray<{
  key: keyof Omit<AdminStats, "total">;
  label: string;
  icon: LucideIcon;
  tone: IconBadgeProps["tone"];
}> = [
  { key: "pending", label: "Pending", icon: Clock, tone: "warning" },
  { key: "approved", label: "Approved", icon: CheckCircle2, tone: "default" },
  { key: "rejected", label: "Rejected", icon: XCircle, tone: "danger" },
  { key: "admins", label: "Admins", icon: ShieldCheck, tone: "default" },
];

/** The four counters of spec part 1 §2 (Admins counts admin and super_admin together). */
export function StatCounters({ stats }: { stats: AdminStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
      {counters.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key} className="flex flex-col-reverse gap-1 p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-muted-foreground text-sm">
            <IconBadge tone={tone} shape="square" className="size-7 rounded-lg [&_svg]:size-4">
              <Icon aria-hidden="true" />
            </IconBadge>
            {label}
          </dt>
          <dd className="font-bold text-3xl text-foreground tabular-nums">
            {stats ? stats[key] : <Skeleton className="my-1 h-7 w-12" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

import type { AuditAction, AuditEntry } from "@shared/admin/schemas";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { formatDateTime } from "@web/lib/dates";
import { CheckCircle2, type LucideIcon, ShieldMinus, ShieldPlus, XCircle } from "lucide-react";
import { useAuditLog } from "./api/get-audit-log";
import { ListPanel, listResult, useListControls } from "./list-panel";

const actionLook: Record<
  AuditAction,
  { label: string; icon: LucideIcon; variant: BadgeProps["variant"]; verb: string; after?: string }
> = {
  "user.approve": { label: "Approved", icon: CheckCircle2, variant: "success", verb: "approved" },
  "user.reject": { label: "Rejected", icon: XCircle, variant: "danger", verb: "rejected" },
  "user.role.admin": {
    label: "Made admin",
    icon: ShieldPlus,
    variant: "default",
    verb: "made",
    after: " an admin",
  },
  "user.role.user": {
    label: "Admin removed",
    icon: ShieldMinus,
    variant: "outline",
    verb: "removed admin access from",
  },
};

/** Our addition to the spec: who decided what about whom, and when, newest first. */
function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const look = actionLook[entry.action];
  const Icon = look.icon;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Badge variant={look.variant}>
          <Icon aria-hidden="true" />
          {look.label}
        </Badge>
        <time dateTime={entry.createdAt} className="text-muted-foreground text-sm">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-foreground">
        <strong className="font-semibold">{entry.actor?.name ?? "A deleted account"}</strong>{" "}
        {look.verb}{" "}
        <strong className="font-semibold">{entry.target?.name ?? "a deleted account"}</strong>
        {look.after ?? ""}
      </p>
      {entry.target?.email ? (
        <p className="break-all text-muted-foreground text-sm">{entry.target.email}</p>
      ) : null}
    </div>
  );
}

export function AuditLogTab() {
  const controls = useListControls();
  const query = useAuditLog(controls.page);
  return (
    <ListPanel
      title="Audit Log"
      description="Every approval, rejection and role change, newest first."
      controls={controls}
      result={listResult(query, (data) => ({ ...data, items: data.entries }))}
      loadingText="Loading audit log..."
      emptyText="No decisions recorded yet"
      getKey={(entry) => entry.id}
      renderItem={(entry) => <AuditEntryRow entry={entry} />}
    />
  );
}

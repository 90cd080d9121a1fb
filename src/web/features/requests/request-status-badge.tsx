import type { RequestStatus } from "@shared/requests/schemas";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Ban, CheckCircle2, Clock, Hourglass, type LucideIcon, Undo2, XCircle } from "lucide-react";

const statusLook: Record<
  RequestStatus,
  { label: string; icon: LucideIcon; variant: BadgeProps["variant"] }
> = {
  pending: { label: "Pending", icon: Clock, variant: "warning" },
  approved: { label: "Approved", icon: CheckCircle2, variant: "success" },
  rejected: { label: "Rejected", icon: XCircle, variant: "danger" },
  cancelled: { label: "Cancelled", icon: Ban, variant: "outline" },
  expired: { label: "Expired", icon: Hourglass, variant: "outline" },
  withdrawn: { label: "Withdrawn", icon: Undo2, variant: "outline" },
};

/** A request's status as a word and an icon, never colour alone. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { label, icon: Icon, variant } = statusLook[status];
  return (
    <Badge variant={variant} className="shrink-0">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

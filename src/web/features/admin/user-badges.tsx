import type { UserRole, UserStatus } from "@shared/auth/user";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { CheckCircle2, Clock, Crown, type LucideIcon, Shield, User, XCircle } from "lucide-react";

const statusLook: Record<
  UserStatus,
  { label: string; icon: LucideIcon; variant: BadgeProps["variant"] }
> = {
  pending: { label: "Pending", icon: Clock, variant: "warning" },
  approved: { label: "Approved", icon: CheckCircle2, variant: "success" },
  rejected: { label: "Rejected", icon: XCircle, variant: "danger" },
};

/** Status as a word and an icon, never colour alone. */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { label, icon: Icon, variant } = statusLook[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

export const roleLook: Record<UserRole, { label: string; icon: LucideIcon }> = {
  super_admin: { label: "Super Admin", icon: Crown },
  admin: { label: "Admin", icon: Shield },
  user: { label: "User", icon: User },
};

export function RoleBadge({ role }: { role: UserRole }) {
  const { label, icon: Icon } = roleLook[role];
  return (
    <Badge variant={role === "user" ? "outline" : "default"}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** The small icon beside a name in the All Users list; the row also says the role in words. */
export function RoleIcon({ role }: { role: UserRole }) {
  const { icon: Icon } = roleLook[role];
  return (
    <Icon
      aria-hidden="true"
      className={role === "user" ? "size-4 text-muted-foreground" : "size-4 text-primary"}
    />
  );
}

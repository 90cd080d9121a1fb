import type { AdminUser } from "@shared/admin/schemas";
import { Avatar } from "@web/components/ui/avatar";
import { formatDate } from "@web/lib/dates";
import type { ReactNode } from "react";
import { displayName } from "./messages";

/**
 * One person in an admin list: picture, name (with `nameAddon` beside it), e-mail, details
 * and actions. On phones the actions sit below, full width; from `sm` they sit on the right.
 */
export function UserRow({
  user,
  nameAddon,
  details,
  actions,
}: {
  user: AdminUser;
  nameAddon?: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const name = displayName(user);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <Avatar name={name} imageUrl={user.profileImageUrl} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
            {name}
            {nameAddon}
          </p>
          {user.email ? (
            <p className="break-all text-muted-foreground text-sm">{user.email}</p>
          ) : null}
          {details ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground text-sm">
              {details}
            </div>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="flex gap-2 [&>*]:flex-1 sm:shrink-0 sm:[&>*]:flex-none">{actions}</div>
      ) : null}
    </div>
  );
}

export function JoinedDate({ iso }: { iso: string }) {
  return (
    <span>
      Joined <time dateTime={iso}>{formatDate(iso)}</time>
    </span>
  );
}

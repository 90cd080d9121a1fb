import { checkStatusChange } from "@shared/admin/rules";
import type { AdminUser } from "@shared/admin/schemas";
import type { CurrentUser } from "@shared/auth/user";
import { type StatusChange, useChangeUserStatus } from "./api/change-user-status";
import { useUserList } from "./api/get-users";
import { ListPanel, listResult, useListControls } from "./list-panel";
import { StatusActions } from "./status-actions";
import { RoleIcon, StatusBadge } from "./user-badges";
import { JoinedDate, UserRow } from "./user-row";

/**
 * Decision 7: besides pending accounts, an approved account may be rejected and a rejected one
 * approved. Only the changes the server would accept are offered.
 */
function allowedActions(me: CurrentUser, user: AdminUser): StatusChange["action"][] {
  const actions: StatusChange["action"][] = [];
  if (checkStatusChange(me, user, "approved").ok) actions.push("approve");
  if (checkStatusChange(me, user, "rejected").ok) actions.push("reject");
  return actions;
}

export function AllUsersTab({ me }: { me: CurrentUser }) {
  const controls = useListControls();
  const query = useUserList("all", controls);
  const change = useChangeUserStatus();
  return (
    <ListPanel
      title="All Users"
      search={{ label: "Search all users", placeholder: "Name or e-mail" }}
      controls={controls}
      result={listResult(query, (data) => ({ ...data, items: data.users }))}
      loadingText="Loading users..."
      emptyText="No users yet"
      getKey={(user) => user.id}
      renderItem={(user) => {
        const actions = allowedActions(me, user);
        return (
          <UserRow
            user={user}
            nameAddon={<RoleIcon role={user.role} />}
            details={
              <>
                <StatusBadge status={user.status} />
                <JoinedDate iso={user.createdAt} />
                <span>Role: {user.role}</span>
              </>
            }
            actions={
              actions.length > 0 ? (
                <StatusActions
                  user={user}
                  actions={actions}
                  running={change.isPending ? change.variables : undefined}
                  onChange={(next) => change.mutate(next)}
                />
              ) : undefined
            }
          />
        );
      }}
    />
  );
}

import { useChangeUserStatus } from "./api/change-user-status";
import { useUserList } from "./api/get-users";
import { ListPanel, listResult, useListControls } from "./list-panel";
import { StatusActions } from "./status-actions";
import { JoinedDate, UserRow } from "./user-row";

export function PendingUsersTab() {
  const controls = useListControls();
  const query = useUserList("pending", controls);
  const change = useChangeUserStatus();
  return (
    <ListPanel
      title="Users Awaiting Approval"
      search={{ label: "Search pending users", placeholder: "Name or e-mail" }}
      controls={controls}
      result={listResult(query, (data) => ({ ...data, items: data.users }))}
      loadingText="Loading pending users..."
      emptyText="No users pending approval"
      getKey={(user) => user.id}
      renderItem={(user) => (
        <UserRow
          user={user}
          details={<JoinedDate iso={user.createdAt} />}
          actions={
            <StatusActions
              user={user}
              actions={["approve", "reject"]}
              running={change.isPending ? change.variables : undefined}
              onChange={(next) => change.mutate(next)}
            />
          }
        />
      )}
    />
  );
}

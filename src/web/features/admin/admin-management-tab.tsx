import type { AdminUser } from "@shared/admin/schemas";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ShieldMinus, ShieldPlus } from "lucide-react";
import { useState } from "react";
import { useChangeUserRole } from "./api/change-user-role";
import { useUserList } from "./api/get-users";
import { ListPanel, listResult, useListControls } from "./list-panel";
import { displayName } from "./messages";
import { RoleBadge } from "./user-badges";
import { UserRow } from "./user-row";

/** Super admin only: approved people, with 'Make Admin' and (after confirming) 'Remove Admin'. */
export function AdminManagementTab() {
  const controls = useListControls();
  const query = useUserList("all", controls, "approved");
  const change = useChangeUserRole();
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const running = change.isPending ? change.variables : undefined;

  return (
    <>
      <ListPanel
        title="Admin Management"
        description="Grant or remove admin access for approved users. Super admins cannot be changed here."
        search={{ label: "Search approved users", placeholder: "Name or e-mail" }}
        controls={controls}
        result={listResult(query, (data) => ({ ...data, items: data.users }))}
        loadingText="Loading users..."
        emptyText="No approved users yet"
        getKey={(user) => user.id}
        renderItem={(user) => {
          const name = displayName(user);
          const busy = running?.user.id === user.id;
          return (
            <UserRow
              user={user}
              nameAddon={<RoleBadge role={user.role} />}
              actions={
                user.role === "super_admin" ? undefined : user.role === "admin" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={running !== undefined}
                    onClick={() => setRemoving(user)}
                  >
                    {busy ? <Spinner /> : <ShieldMinus aria-hidden="true" />}
                    Remove Admin<span className="sr-only"> access from {name}</span>
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={running !== undefined}
                    onClick={() => change.mutate({ user, role: "admin" })}
                  >
                    {busy ? <Spinner /> : <ShieldPlus aria-hidden="true" />}
                    Make Admin<span className="sr-only"> {name}</span>
                  </Button>
                )
              }
            />
          );
        }}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove Admin Access</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to remove admin privileges from{" "}
              {removing ? displayName(removing) : ""}? They will become a regular user.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (removing) change.mutate({ user: removing, role: "user" });
              }}
            >
              Remove Admin
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

import type { AdminUser } from "@shared/admin/schemas";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { Check, X } from "lucide-react";
import type { StatusChange } from "./api/change-user-status";
import { displayName } from "./messages";

/**
 * Approve and Reject for one person. Every such button in the list is disabled while any
 * status request runs (spec §2); the one that runs shows a spinner.
 */
export function StatusActions({
  user,
  actions,
  running,
  onChange,
}: {
  user: AdminUser;
  actions: ReadonlyArray<StatusChange["action"]>;
  /** The change in flight in this list, if any. */
  running: StatusChange | undefined;
  onChange: (change: StatusChange) => void;
}) {
  const name = displayName(user);
  const busy = (action: StatusChange["action"]) =>
    running?.user.id === user.id && running.action === action;
  return (
    <>
      {actions.includes("approve") ? (
        <Button
          size="sm"
          disabled={running !== undefined}
          onClick={() => onChange({ user, action: "approve" })}
        >
          {busy("approve") ? <Spinner /> : <Check aria-hidden="true" />}
          Approve<span className="sr-only"> {name}</span>
        </Button>
      ) : null}
      {actions.includes("reject") ? (
        <Button
          size="sm"
          variant="outline"
          className="text-destructive-soft-foreground"
          disabled={running !== undefined}
          onClick={() => onChange({ user, action: "reject" })}
        >
          {busy("reject") ? <Spinner /> : <X aria-hidden="true" />}
          Reject<span className="sr-only"> {name}</span>
        </Button>
      ) : null}
    </>
  );
}

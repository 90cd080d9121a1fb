import type { IncomingRequest } from "@shared/requests/schemas";
import { REQUEST_MESSAGE_MAX, relationshipTypeLabels } from "@shared/requests/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { Check, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type ResponseAction, useRespondToRequest } from "./api/respond-to-request";
import { personName } from "./person-name";

const copy = {
  approve: {
    trigger: "Approve",
    confirm: "Approve Request",
    title: (name: string) => `Approve ${name}'s request?`,
    explain: (first: string, type: string) =>
      `${first} will be able to run a ${type.toLowerCase()} compatibility analysis with you, using your personality report. You can withdraw your consent at any time; analyses made under it then disappear for both of you.`,
    placeholder: "Optional: a note for them",
  },
  reject: {
    trigger: "Reject",
    confirm: "Reject Request",
    title: (name: string) => `Reject ${name}'s request?`,
    explain: (first: string) =>
      `${first} will see that you declined. Nothing about your personality is shared.`,
    placeholder: "Optional: a kind word or a reason",
  },
} as const;

/**
 * Approve or Reject with an optional response message (spec part 1 §2). The dialog stays open
 * until the answer is saved, so a failure never loses what was typed.
 */
export function RespondDialog({
  request,
  action,
}: {
  request: IncomingRequest;
  action: ResponseAction;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const respond = useRespondToRequest();
  const fieldId = useId();
  const counterId = useId();
  const name = personName(request.requesterUser);
  const first = request.requesterUser.firstName || name;
  const text = copy[action];
  const running = respond.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    respond.mutate(
      { request, action, responseMessage: message.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setMessage("");
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => running || setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant={action === "approve" ? "default" : "outline"}
          className={action === "reject" ? "text-destructive-soft-foreground" : undefined}
          disabled={running}
        >
          {action === "approve" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {text.trigger}
          <span className="sr-only"> {name}'s request</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <AlertDialogHeader>
            <AlertDialogTitle>{text.title(name)}</AlertDialogTitle>
            <AlertDialogDescription>
              {text.explain(first, relationshipTypeLabels[request.relationshipType])}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={fieldId}>Response message (optional)</Label>
            <Textarea
              id={fieldId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={REQUEST_MESSAGE_MAX}
              aria-describedby={counterId}
              placeholder={text.placeholder}
              disabled={running}
            />
            <p id={counterId} className="self-end text-muted-foreground text-sm tabular-nums">
              {message.length}/{REQUEST_MESSAGE_MAX}
            </p>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={running}>
              Back
            </AlertDialogCancel>
            <Button
              type="submit"
              variant={action === "approve" ? "default" : "destructive"}
              disabled={running}
              aria-busy={running}
            >
              {running ? (
                <Spinner />
              ) : action === "approve" ? (
                <Check aria-hidden="true" />
              ) : (
                <X aria-hidden="true" />
              )}
              {text.confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import {
  REQUEST_MESSAGE_MAX,
  type RelationshipType,
  RelationshipTypeSchema,
  relationshipTypeLabels,
  relationshipTypeValues,
} from "@shared/requests/schemas";
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
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { HeartHandshake, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useSendRequest } from "./api/send-request";
import { sendRequestFailure } from "./messages";
import { personName } from "./person-name";

export interface RequestTarget {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * "Request Compatibility Analysis" and its dialog (spec part 1, "Search profiles"): a
 * relationship type and an optional message, sent as a consent request (decision 13).
 */
export function RequestDialog({
  target,
  disabled,
  className,
}: {
  target: RequestTarget;
  /** At the weekly limit the button stays, disabled, and says why nearby. */
  disabled?: boolean;
  className?: ButtonProps["className"];
}) {
  const name = personName(target);
  const [open, setOpen] = useState(false);
  const [relationshipType, setRelationshipType] = useState<RelationshipType>("general");
  const [message, setMessage] = useState("");
  const send = useSendRequest();
  const typeId = useId();
  const messageId = useId();
  const counterId = useId();

  const reset = () => {
    setRelationshipType("general");
    setMessage("");
  };

  const onOpenChange = (next: boolean) => {
    if (send.isPending) return;
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(
      { targetUserId: target.id, relationshipType, requestMessage: message, targetName: name },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
        },
        onError: (error) => {
          if (sendRequestFailure(error).closeDialog) {
            setOpen(false);
            reset();
          }
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button disabled={disabled} className={className}>
          <HeartHandshake aria-hidden="true" />
          Request Compatibility Analysis
          <span className="sr-only"> with {name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <AlertDialogHeader>
            <AlertDialogTitle>Request Compatibility Analysis</AlertDialogTitle>
            <AlertDialogDescription>
              {name} will be asked to approve a compatibility analysis with you. Nothing about their
              personality is shared unless they agree. They will see your name, the relationship
              type and your message.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={typeId}>Relationship type</Label>
            <Select
              id={typeId}
              value={relationshipType}
              onChange={(event) =>
                setRelationshipType(RelationshipTypeSchema.parse(event.target.value))
              }
              disabled={send.isPending}
            >
              {relationshipTypeValues.map((value) => (
                <option key={value} value={value}>
                  {relationshipTypeLabels[value]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={messageId}>Message (optional)</Label>
            <Textarea
              id={messageId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={REQUEST_MESSAGE_MAX}
              aria-describedby={counterId}
              placeholder={`Say hello to ${target.firstName || name} and why you would like to compare`}
              disabled={send.isPending}
            />
            <p id={counterId} className="self-end text-muted-foreground text-sm tabular-nums">
              {message.length}/{REQUEST_MESSAGE_MAX}
            </p>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={send.isPending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              Send Request
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
import { Spinner } from "@web/components/ui/spinner";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";

/**
 * A button that asks before it acts (cancel a request, withdraw consent). The dialog stays open
 * with a spinner while the call runs, and closes when it is over, whatever the outcome: the
 * toast says what happened.
 */
export function ConfirmActionDialog({
  triggerLabel,
  triggerHint,
  icon: Icon,
  title,
  description,
  keepLabel,
  confirmLabel,
  running,
  onConfirm,
}: {
  triggerLabel: string;
  /** Read after the label by screen readers only, to tell the buttons of a list apart. */
  triggerHint: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  running: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => running || setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive-soft-foreground" disabled={running}>
          {running ? <Spinner /> : <Icon aria-hidden="true" />}
          {triggerLabel}
          <span className="sr-only"> {triggerHint}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={running}>{keepLabel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={running}
            aria-busy={running}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {running ? <Spinner /> : <Icon aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

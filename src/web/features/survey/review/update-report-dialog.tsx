import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { RefreshCw } from "lucide-react";
import { countLabel } from "./pending-changes";

/**
 * Confirms regenerating the report from the pending changes. Decision 20: regeneration is
 * free, so the dialog says nothing about credits or payment.
 */
export function UpdateReportDialog({
  open,
  onOpenChange,
  changeCount,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changeCount: number;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Update your personality report?</AlertDialogTitle>
          <AlertDialogDescription>
            We'll write your report again from your answers, including your{" "}
            {countLabel(changeCount, "changed answer", "changed answers")}. This usually takes less
            than a minute, and you'll find the new report on your report page.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {busy ? "Updating Report…" : "Update Report"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { useWithdrawConsent } from "./api/withdraw-consent";
import { ConfirmActionDialog } from "./confirm-action-dialog";

/** "Withdraw Consent" on an approved request, from either side (decision 13). */
export function WithdrawConsentButton({
  requestId,
  name,
  title,
  description,
}: {
  requestId: string;
  name: string;
  title: string;
  description: ReactNode;
}) {
  const withdraw = useWithdrawConsent();
  return (
    <ConfirmActionDialog
      triggerLabel="Withdraw Consent"
      triggerHint={`for ${name}`}
      icon={Undo2}
      title={title}
      description={description}
      keepLabel="Keep Consent"
      confirmLabel="Withdraw Consent"
      running={withdraw.isPending}
      onConfirm={(done) => withdraw.mutate(requestId, { onSettled: done })}
    />
  );
}

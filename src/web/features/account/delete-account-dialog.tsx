import { DELETE_CONFIRMATION_MESSAGE, DELETE_CONFIRMATION_PHRASE } from "@shared/account/schemas";
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
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/lib/toast";
import { Eye, EyeOff, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useDeleteAccount } from "./api/delete-account";

/** Decision 32: everything about the person goes; payments stay only as an anonymous ledger. */
const deletedItems = [
  "Your personality reports and their share links",
  "Your survey responses and scores",
  "Your compatibility analyses",
  "Your profile",
  "Your compatibility requests, invitations and messages, sent and received",
  "Your feedback and analytics data",
  "Your payment history (payments stay only in an anonymous ledger of amount, date and payment reference, no longer linked to you)",
  "Your sessions: you are signed out everywhere",
];

/** Spec part 1 §2, §4, §5: the two-step deletion dialog. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [text, setText] = useState("");
  const [visible, setVisible] = useState(false);
  const deletion = useDeleteAccount();
  const inputId = useId();
  const hintId = useId();
  const matches = text === DELETE_CONFIRMATION_PHRASE;
  // After success the page leaves in 2 s; nothing may be pressed meanwhile.
  const busy = deletion.isPending || deletion.isSuccess;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setStep(1);
      setText("");
      setVisible(false);
    }
  };

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (busy) return;
    if (!matches) {
      toast({
        title: "Invalid Confirmation",
        description: DELETE_CONFIRMATION_MESSAGE,
        variant: "destructive",
      });
      return;
    }
    deletion.mutate({ confirmationText: text });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete My Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {step === 1 ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                This permanently deletes your account and cannot be undone. The following will be
                deleted:
              </AlertDialogDescription>
            </AlertDialogHeader>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-foreground marker:text-destructive">
              {deletedItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button variant="destructive" onClick={() => setStep(2)}>
                Continue with Deletion
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <AlertDialogHeader>
              <AlertDialogTitle>Confirm account deletion</AlertDialogTitle>
              <AlertDialogDescription>
                This is your last chance to keep your account. To confirm, type{" "}
                <strong className="font-semibold text-foreground">
                  {DELETE_CONFIRMATION_PHRASE}
                </strong>{" "}
                below.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="flex flex-col gap-2">
              <Label htmlFor={inputId}>Confirmation text</Label>
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  type={visible ? "text" : "password"}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={(event) => {
                    // With the button disabled, Enter would otherwise do nothing at all.
                    if (event.key === "Enter") submit(event);
                  }}
                  aria-describedby={hintId}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  disabled={busy}
                  autoFocus
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={visible ? "Hide confirmation text" : "Show confirmation text"}
                  aria-controls={inputId}
                  onClick={() => setVisible((shown) => !shown)}
                >
                  {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
              </div>
              <p id={hintId} className="text-muted-foreground text-sm">
                Type it exactly as shown, in capital letters.
              </p>
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel type="button" disabled={busy}>
                Cancel
              </AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!matches || busy}>
                {busy ? <Spinner /> : <Trash2 aria-hidden="true" />}
                Permanently Delete Account
              </Button>
            </AlertDialogFooter>
          </form>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

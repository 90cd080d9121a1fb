import { serverMessage } from "@web/lib/api";
import type { ToastOptions } from "@web/lib/toast";

/** The substrings the spec (part 1 §8) keys on; the server's messages carry them (decision 14). */
const PENDING_FOR_APPROVAL = "pending for approval";
const WEEKLY_LIMIT = "Weekly request limit";

export interface SendRequestFailure {
  toast: ToastOptions;
  /** A request already waits for this person: nothing left to do in the dialog. */
  closeDialog: boolean;
}

/** Spec part 1 §8, "Send request": the toast for a failed send, and whether the dialog closes. */
export function sendRequestFailure(error: unknown): SendRequestFailure {
  const raw = error instanceof Error ? error.message : "";
  const message = serverMessage(error);
  if (raw.includes(PENDING_FOR_APPROVAL)) {
    return {
      toast: {
        title: "Request Already Pending",
        description: message ?? "You already have a request waiting for this person's approval.",
      },
      closeDialog: true,
    };
  }
  if (raw.includes(WEEKLY_LIMIT)) {
    return {
      toast: {
        title: "Request Limit Reached",
        description: message ?? "You have reached your weekly request limit.",
        variant: "destructive",
      },
      closeDialog: false,
    };
  }
  return {
    toast: {
      title: "Error",
      description: message ?? "Failed to send request",
      variant: "destructive",
    },
    closeDialog: false,
  };
}

/** Spec part 1 §8, success toasts. */
export function requestSentToast(name: string): ToastOptions {
  return {
    title: "Request Sent",
    description: `${name} will be asked to approve a compatibility analysis with you.`,
  };
}

import { errorStatus, serverMessage } from "@web/lib/api";

/** Spec part 1 §8, cancel: chosen by the HTTP status of the failure. */
export const cancelMessages = {
  unauthorized: "Please log in again to cancel the request.",
  notFound: "Request not found. It may have already been cancelled.",
  notPending: "This request cannot be cancelled (already processed).",
  other: "Failed to cancel request. Please try again.",
} as const;

export function cancelFailure(error: unknown): string {
  switch (errorStatus(error)) {
    case 401:
      return cancelMessages.unauthorized;
    case 404:
      return cancelMessages.notFound;
    case 400:
      return cancelMessages.notPending;
    default:
      return cancelMessages.other;
  }
}

/** Spec part 1 §8: 'Failed to approve request: {message}', the message being the server's. */
export function approveFailure(error: unknown): string {
  return `Failed to approve request: ${serverMessage(error) ?? "Unknown error"}`;
}

/** Spec part 1 §8: one message whatever went wrong. */
export function rejectFailure(_error: unknown): string {
  return "Failed to reject request. Please try again.";
}

/** Withdrawing consent (decision 13) is not in the spec: the server's reason when it gave one. */
export function withdrawFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 404) return "Request not found. It may have already been withdrawn.";
  if (status === 409) return serverMessage(error) ?? "Only an approved request can be withdrawn.";
  return "Failed to withdraw consent. Please try again.";
}

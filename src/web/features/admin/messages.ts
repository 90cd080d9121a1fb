import { errorStatus, serverMessage } from "@web/lib/api";

const ACCESS_DENIED = "Access denied - please refresh and try again";

/**
 * Spec part 1 §8, approve or reject failure. The spec matches "401"/"404" anywhere in the
 * message; we read the status code of the failure, which a server message cannot imitate.
 */
export function statusChangeFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return ACCESS_DENIED;
  if (status === 404) return "User not found";
  return `Failed to update user status: ${serverMessage(error) ?? "Unknown error"}`;
}

/** Spec part 1 §8, role change failure. */
export function roleChangeFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return ACCESS_DENIED;
  if (status === 403) return "Insufficient permissions for this action";
  return `Failed to update user role: ${serverMessage(error) ?? "Unknown error"}`;
}

/** A person's name as the lists show it; the e-mail stands in when there is no name. */
export function displayName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  return (
    [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email || "Unnamed user"
  );
}

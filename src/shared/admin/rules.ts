import type { UserRole, UserStatus } from "../auth/user.js";

export interface Person {
  id: string;
  role: UserRole;
  status: UserStatus;
}

export type Refusal = { ok: false; reason: "forbidden" | "conflict"; message: string };
export type Verdict = { ok: true } | Refusal;

const refuse = (reason: Refusal["reason"], message: string): Refusal => ({
  ok: false,
  reason,
  message,
});

/**
 * Decision 7: admins and super admins approve or reject accounts whose role is `user`; only a
 * super admin changes an admin's status; nobody changes a super_admin, nor their own account.
 */
export function checkStatusChange(
  actor: Person,
  target: Person,
  to: "approved" | "rejected",
): Verdict {
  if (actor.id === target.id) return refuse("forbidden", "You cannot change your own status.");
  if (target.role === "super_admin")
    return refuse("forbidden", "A super admin's status cannot be changed.");
  if (target.role === "admin" && actor.role !== "super_admin") {
    return refuse("forbidden", "Only a super admin can change an admin's status.");
  }
  if (actor.role !== "admin" && actor.role !== "super_admin")
    return refuse("forbidden", "Admins only.");
  if (target.status === to) return refuse("conflict", `This user is already ${to}.`);
  return { ok: true };
}

/** Decision 8: `user` <-> `admin` is a super admin's alone, never on themselves or a super admin. */
export function checkRoleChange(actor: Person, target: Person, to: "admin" | "user"): Verdict {
  if (actor.role !== "super_admin")
    return refuse("forbidden", "Only a super admin can change roles.");
  if (actor.id === target.id) return refuse("forbidden", "You cannot change your own role.");
  if (target.role === "super_admin")
    return refuse("forbidden", "A super admin's role cannot be changed.");
  if (target.role === to)
    return refuse(
      "conflict",
      `This user is already ${to === "admin" ? "an admin" : "a regular user"}.`,
    );
  if (to === "admin" && target.status !== "approved") {
    return refuse("conflict", "Only approved users can become admins.");
  }
  return { ok: true };
}

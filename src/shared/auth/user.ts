import { z } from "zod";

export const UserStatusSchema = z.enum(["pending", "approved", "rejected"]);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const UserRoleSchema = z.enum(["user", "admin", "super_admin"]);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The body of GET /api/auth/user (spec part 1, section 7). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: UserRoleSchema,
  status: UserStatusSchema,
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Admin and super_admin both count as admins (spec part 1, section 6). */
export function isAdminRole(role: UserRole): boolean {
  return role === "admin" || role === "super_admin";
}

/** "A new or unknown status is treated as pending" (spec part 1, section 4). */
export function effectiveStatus(status: string | null | undefined): UserStatus {
  const parsed = UserStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : "pending";
}

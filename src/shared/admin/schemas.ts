import { z } from "zod";
import { UserRoleSchema, UserStatusSchema } from "../auth/user.js";

/** A user as the admin lists show them (spec part 1, section 7). */
export const AdminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: UserStatusSchema,
  role: UserRoleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ADMIN_PAGE_SIZE = 25;

/** Lists page on the server and search by name or e-mail prefix (an installation may hold 100,000 users). */
export const AdminUserListQuerySchema = z
  .object({
    q: z.string().trim().max(100, "Search text must be 100 characters or less").optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
    status: UserStatusSchema.optional(),
  })
  .strict();
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  /** A broad search stops counting at 10,000: show "10,000+". */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** The four counters (Admins = admin plus super_admin) and the total for the tab labels. */
export const AdminStatsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  admins: z.number().int(),
  total: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const RoleChangeSchema = z.object({ role: z.enum(["admin", "user"]) }).strict();
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const AuditActionSchema = z.enum([
  "user.approve",
  "user.reject",
  "user.role.admin",
  "user.role.user",
]);
export type AuditAction = z.infer<typeof AuditActionSchema>;

const AuditPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: AuditActionSchema,
  /** null once the acting account was erased. */
  actor: AuditPersonSchema.nullable(),
  target: AuditPersonSchema.nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .strict();

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

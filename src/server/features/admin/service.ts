import { checkRoleChange, checkStatusChange, type Verdict } from "@shared/admin/rules.js";
import type {
  AdminStats,
  AdminUser,
  AdminUserListQuery,
  AuditAction,
  AuditEntry,
} from "@shared/admin/schemas.js";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { auditLog, sessions, type UserRow, userCounts, users } from "../../db/schema.js";
import type { SessionUser } from "../../platform/access.js";
import type { SessionStore } from "../../platform/auth/sessions.js";
import { AppError, notFound } from "../../platform/errors.js";
import type { Mailer } from "../../platform/mail.js";
import { likePrefix } from "../../platform/sql.js";
import { accountApprovedEmail, accountRejectedEmail } from "./emails.js";

export interface AdminDeps {
  db: Db;
  mailer: Mailer;
  sessions: SessionStore;
  config: Pick<Config, "publicUrl" | "supportEmail">;
}

export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  profileImageUrl: row.profileImageUrl,
  status: row.status,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

function searchCondition(q: string): SQL | undefined {
  const pattern = likePrefix(q);
  return or(
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(${users.firstName}) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
    sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern}`,
  );
}

/** A search counts at most this many matches; past it the total reads "10,000+". */
export const SEARCH_COUNT_CAP = 10_000;

export async function listUsers(db: Db, query: AdminUserListQuery) {
  const search = query.q ? searchCondition(query.q) : undefined;
  const where = and(
    ...[query.status ? eq(users.status, query.status) : undefined, search].filter(
      (c) => c !== undefined,
    ),
  );
  const rowsQuery = db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Without a search the total is an exact counter; a search counts its matches, capped.
  const totalQuery = search
    ? db
        .select({ n: count() })
        .from(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(where)
            .limit(SEARCH_COUNT_CAP + 1)
            .as("matches"),
        )
        .then(([r]) => r?.n ?? 0)
    : countUsers(db, query.status);
  const [rows, total] = await Promise.all([rowsQuery, totalQuery]);
  return {
    users: rows.map(toAdminUser),
    total: search ? Math.min(total, SEARCH_COUNT_CAP) : total,
    totalCapped: search !== undefined && total > SEARCH_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function countUsers(db: Db, status?: AdminUserListQuery["status"]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
    .from(userCounts)
    .where(status ? eq(userCounts.status, status) : undefined);
  return row?.n ?? 0;
}

export async function getStats(db: Db): Promise<AdminStats> {
  const rows = await db.select().from(userCounts);
  const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((total, r) => total + r.n, 0);
  return {
    pending: sum((r) => r.status === "pending"),
    approved: sum((r) => r.status === "approved"),
    rejected: sum((r) => r.status === "rejected"),
    admins: sum((r) => r.role === "admin" || r.role === "super_admin"),
    total: sum(() => true),
  };
}

function enforce(verdict: Verdict): void {
  if (!verdict.ok)
    throw new AppError(verdict.reason === "forbidden" ? "FORBIDDEN" : "CONFLICT", verdict.message);
}

async function lockTarget(tx: Db, id: string): Promise<UserRow> {
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!target) throw notFound("User not found");
  return target;
}

async function audit(tx: Db, actorId: string, action: AuditAction, targetId: string) {
  await tx.insert(auditLog).values({ actorId, action, targetId });
}

/**
 * Approve or reject (decision 7) in one transaction: the status, the audit entry and the
 * e-mail commit together; rejection ends every session of the user at once.
 */
export async function changeStatus(
  deps: AdminDeps,
  actor: SessionUser,
  targetId: string,
  to: "approved" | "rejected",
) {
  const updated = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, targetId);
    enforce(checkStatusChange(actor, target, to));
    const [row] = await tx
      .update(users)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning();
    if (to === "rejected") await tx.delete(sessions).where(eq(sessions.userId, targetId));
    await audit(tx, actor.id, to === "approved" ? "user.approve" : "user.reject", targetId);
    if (target.email) {
      const mail =
        to === "approved"
          ? accountApprovedEmail(
              { firstName: target.firstName, email: target.email },
              deps.config.publicUrl,
            )
          : accountRejectedEmail(
              { firstName: target.firstName, email: target.email },
              deps.config.supportEmail,
            );
      await deps.mailer.send({ to: target.email, userId: targetId, ...mail }, tx);
    }
    return row!;
  });
  deps.sessions.forgetUser(targetId);
  deps.mailer.kick();
  return toAdminUser(updated);
}

/** Decision 8; the demoted admin's next request already sees the new role. */
export async function changeRole(
  deps: AdminDeps,
  actor: SessionUser,
  targetId: string,
  to: "admin" | "user",
) {
  const updated = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, targetId);
    enforce(checkRoleChange(actor, target, to));
    const [row] = await tx
      .update(users)
      .set({ role: to, updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning();
    await audit(tx, actor.id, to === "admin" ? "user.role.admin" : "user.role.user", targetId);
    return row!;
  });
  deps.sessions.forgetUser(targetId);
  return toAdminUser(updated);
}

const AUDIT_PAGE_SIZE = 50;

export async function listAuditLog(db: Db, page: number) {
  const actor = alias(users, "actor");
  const target = alias(users, "target");
  const person = (p: {
    id: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  }) =>
    p.id
      ? {
          id: p.id,
          name: [p.firstName, p.lastName].filter(Boolean).join(" ") || (p.email ?? ""),
          email: p.email,
        }
      : null;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        createdAt: auditLog.createdAt,
        actor: {
          id: actor.id,
          firstName: actor.firstName,
          lastName: actor.lastName,
          email: actor.email,
        },
        target: {
          id: target.id,
          firstName: target.firstName,
          lastName: target.lastName,
          email: target.email,
        },
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    createdAt: r.createdAt.toISOString(),
    actor: r.actor ? person(r.actor) : null,
    target: r.target ? person(r.target) : null,
  }));
  return { entries, page, pageSize: AUDIT_PAGE_SIZE, total: totals?.total ?? 0 };
}

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, mailOutbox } from "../../db/schema.js";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import {
  adminUser,
  approvedUser,
  type Someone,
  signInSuperAdmin,
  signUp,
  userRow,
} from "../../test/people.js";
import { startSmtpSink } from "../../test/smtp-sink.js";

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let superAdmin: Someone;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: "PsycheMatch <no-reply@example.in>" });
  superAdmin = await signInSuperAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("lists and counters", () => {
  test("pending list, all users, search by e-mail and name prefix, paging and counters", async () => {
    const anil = await signUp(t, "anil.kapoor@lists.example.in", "Anil", "Kapoor");
    await signUp(t, "bela.shah@lists.example.in", "Bela", "Shah");
    await approvedUser(t, superAdmin, "chitra.nair@lists.example.in", "Chitra", "Nair");

    const pending = (
      await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users/pending?q=lists")
    ).body as {
      users: { email: string; status: string }[];
      total: number;
    };
    // "lists" is not a prefix of these addresses: prefix search finds nothing.
    expect(pending.total).toBe(0);

    const byEmail = (
      await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users/pending?q=ANIL.k")
    ).body as typeof pending;
    expect(byEmail.users.map((u) => u.email)).toEqual([anil.email]);
    expect(byEmail.users[0]).toMatchObject({
      firstName: "Anil",
      lastName: "Kapoor",
      status: "pending",
      role: "user",
    });
    expect(Object.keys(byEmail.users[0]!).sort()).toEqual(
      [
        "createdAt",
        "email",
        "firstName",
        "id",
        "lastName",
        "profileImageUrl",
        "role",
        "status",
      ].sort(),
    );

    const byFullName = (
      await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users?q=chitra%20n")
    ).body as typeof pending;
    expect(byFullName.users.map((u) => u.email)).toEqual(["chitra.nair@lists.example.in"]);
    const byLastName = (await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users?q=shah"))
      .body as typeof pending;
    expect(byLastName.users.map((u) => u.email)).toEqual(["bela.shah@lists.example.in"]);
    // LIKE wildcards in the search text are literal.
    expect(
      (
        (await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users?q=%25"))
          .body as typeof pending
      ).total,
    ).toBe(0);

    const page1 = (
      await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users?pageSize=2&page=1")
    ).body as typeof pending;
    const page2 = (
      await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users?pageSize=2&page=2")
    ).body as typeof pending;
    expect(page1.users).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(4);
    expect(page1.total).toBe(
      ((await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/stats")).body as { total: number })
        .total,
    );
    expect(page2.users[0]!.email).not.toBe(page1.users[0]!.email);

    const onlyPending = (await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users/pending"))
      .body as typeof pending;
    expect(onlyPending.users.every((u) => u.status === "pending")).toBe(true);

    const stats = (await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/stats")).body as Record<
      string,
      number
    >;
    expect(stats.pending).toBe(onlyPending.total);
    expect(stats.admins).toBeGreaterThanOrEqual(1);
    expect(stats.total).toBe(stats.pending! + stats.approved! + stats.rejected!);
  });

  test("bad list parameters get a 400 and the one error shape", async () => {
    for (const query of [
      "pageSize=1000",
      "page=0",
      "status=deleted",
      "unknown=1",
      `q=${"x".repeat(101)}`,
    ]) {
      const res = await api(t.baseUrl, superAdmin.jar, "GET", `/api/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR" });
    }
  });
});

describe("approve and reject (decision 7)", () => {
  test("approving takes effect at once, is audited and e-mails the user", async () => {
    const person = await signUp(t, "dev.rao@approve.example.in", "Dev", "Rao");
    const res = await api(
      t.baseUrl,
      superAdmin.jar,
      "POST",
      `/api/admin/users/${person.id}/approve`,
    );
    expect(res).toMatchObject({ status: 200, body: { id: person.id, status: "approved" } });
    expect((await api(t.baseUrl, person.jar, "GET", "/api/auth/user")).body).toMatchObject({
      status: "approved",
    });

    const mail = await smtp.waitFor(person.email);
    expect(mail.subject).toBe("Your PsycheMatch account is approved");
    expect(mail.text).toContain("Hello Dev,");
    expect(mail.from).toBe("no-reply@example.in");

    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, person.id));
    expect(audit).toMatchObject([{ action: "user.approve", actorId: superAdmin.id }]);
  });

  test("rejecting ends the user's sessions at once and e-mails them", async () => {
    const person = await signUp(t, "esha.roy@reject.example.in", "Esha", "Roy");
    expect((await api(t.baseUrl, person.jar, "GET", "/api/auth/user")).status).toBe(200);
    const res = await api(
      t.baseUrl,
      superAdmin.jar,
      "POST",
      `/api/admin/users/${person.id}/reject`,
    );
    expect(res.body).toMatchObject({ status: "rejected" });
    expect((await api(t.baseUrl, person.jar, "GET", "/api/auth/user")).status).toBe(401);
    const mail = await smtp.waitFor(person.email);
    expect(mail.subject).toBe("About your PsycheMatch account");
  });

  test("an approved user can be rejected and a rejected one approved", async () => {
    const person = await approvedUser(t, superAdmin, "farah@flip.example.in");
    expect(
      (await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${person.id}/reject`)).status,
    ).toBe(200);
    expect(
      (await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${person.id}/approve`))
        .status,
    ).toBe(200);
    expect(
      (await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${person.id}/approve`))
        .status,
    ).toBe(409);
  });

  test("who may change whom", async () => {
    const admin = await adminUser(t, superAdmin, "gita@admins.example.in", "Gita");
    const otherAdmin = await adminUser(t, superAdmin, "hari@admins.example.in", "Hari");
    const user = await signUp(t, "ila@rules.example.in", "Ila");

    // An admin approves plain users...
    expect(
      (await api(t.baseUrl, admin.jar, "POST", `/api/admin/users/${user.id}/approve`)).status,
    ).toBe(200);
    // ...but not another admin, a super admin, or themselves.
    const onAdmin = await api(
      t.baseUrl,
      admin.jar,
      "POST",
      `/api/admin/users/${otherAdmin.id}/reject`,
    );
    expect(onAdmin).toMatchObject({
      status: 403,
      body: { message: "Only a super admin can change an admin's status." },
    });
    expect(
      (await api(t.baseUrl, admin.jar, "POST", `/api/admin/users/${superAdmin.id}/reject`)).status,
    ).toBe(403);
    expect(
      (await api(t.baseUrl, admin.jar, "POST", `/api/admin/users/${admin.id}/reject`)).status,
    ).toBe(403);
    // A super admin may change an admin's status, never their own.
    expect(
      (await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${superAdmin.id}/reject`))
        .status,
    ).toBe(403);
    expect(
      (await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${otherAdmin.id}/reject`))
        .status,
    ).toBe(200);
    expect((await userRow(t, otherAdmin.id))?.status).toBe("rejected");
  });

  test("unknown and malformed ids are 404; nothing changes", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%20OR%201=1"]) {
      const res = await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${id}/approve`);
      expect(res, id).toMatchObject({
        status: 404,
        body: { code: "NOT_FOUND", message: "User not found" },
      });
    }
  });
});

describe("roles (decision 8)", () => {
  test("a super admin makes an admin, who gains access; demoted, they lose it on the next request", async () => {
    const person = await approvedUser(t, superAdmin, "jai@roles.example.in", "Jai");
    expect((await api(t.baseUrl, person.jar, "GET", "/api/admin/users")).status).toBe(403);
    const promoted = await api(
      t.baseUrl,
      superAdmin.jar,
      "POST",
      `/api/admin/users/${person.id}/role`,
      { role: "admin" },
    );
    expect(promoted.body).toMatchObject({ role: "admin" });
    expect((await api(t.baseUrl, person.jar, "GET", "/api/admin/users")).status).toBe(200);
    await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${person.id}/role`, {
      role: "user",
    });
    expect((await api(t.baseUrl, person.jar, "GET", "/api/admin/users")).status).toBe(403);
    const actions = (
      await t.app.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.id))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["user.role.admin", "user.role.user"]));
  });

  test("admins cannot change roles; nobody changes a super admin or themselves; bad bodies are 400", async () => {
    const admin = await adminUser(t, superAdmin, "kiran@roles.example.in", "Kiran");
    const user = await approvedUser(t, superAdmin, "lata@roles.example.in", "Lata");
    const pending = await signUp(t, "mohan@roles.example.in", "Mohan");
    expect(
      (
        await api(t.baseUrl, admin.jar, "POST", `/api/admin/users/${user.id}/role`, {
          role: "admin",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${superAdmin.id}/role`, {
          role: "user",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${pending.id}/role`, {
          role: "admin",
        })
      ).status,
    ).toBe(409);
    for (const body of [{ role: "super_admin" }, { role: "admin", status: "approved" }, {}]) {
      const res = await api(
        t.baseUrl,
        superAdmin.jar,
        "POST",
        `/api/admin/users/${user.id}/role`,
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await userRow(t, user.id))?.role).toBe("user");
  });
});

describe("audit log", () => {
  test("admins read who did what to whom, newest first; others may not", async () => {
    const person = await signUp(t, "nisha@audit.example.in", "Nisha", "Verma");
    await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${person.id}/approve`);
    const log = (await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/audit-log")).body as {
      entries: {
        action: string;
        actor: { name: string };
        target: { name: string; email: string };
      }[];
    };
    expect(log.entries[0]).toMatchObject({
      action: "user.approve",
      actor: { name: "Site Admin" },
      target: { name: "Nisha Verma", email: "nisha@audit.example.in" },
    });
    expect((await api(t.baseUrl, person.jar, "GET", "/api/admin/audit-log")).status).toBe(403);
  });
});

describe("e-mail", () => {
  test("names are escaped in the HTML and CR/LF in a header is refused before anything is stored", async () => {
    const person = await signUp(t, "oscar@mail.example.in", "<b>Oscar</b>", "X");
    await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${person.id}/approve`);
    const mail = await smtp.waitFor(person.email);
    expect(mail.html).toContain("&lt;b&gt;Oscar&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Oscar</b>");

    const before = (await t.app.database.db.select().from(mailOutbox)).length;
    await expect(
      t.app.mailer.send({
        to: "victim@example.in\r\nBcc: all@example.in",
        userId: null,
        subject: "x",
        text: "x",
        html: "x",
      }),
    ).rejects.toThrow(/line breaks/);
    await expect(
      t.app.mailer.send({
        to: "a@example.in",
        userId: null,
        subject: "Hi\nBcc: all@example.in",
        text: "x",
        html: "x",
      }),
    ).rejects.toThrow(/line breaks/);
    expect((await t.app.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe("local outbox (no SMTP)", () => {
  test("mail is kept in the outbox and listed on the development page for admins", async () => {
    const local = await startTestServer();
    try {
      const admin = await signInSuperAdmin(local);
      const person = await signUp(local, "priti@outbox.example.in", "Priti");
      await api(local.baseUrl, admin.jar, "POST", `/api/admin/users/${person.id}/approve`);
      const kept = await local.app.database.db.select().from(mailOutbox);
      expect(kept).toMatchObject([
        {
          toAddress: person.email,
          status: "kept",
          subject: "Your PsycheMatch account is approved",
        },
      ]);
      const page = await api(local.baseUrl, admin.jar, "GET", "/dev/outbox");
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain("priti@outbox.example.in");
      expect((await api(local.baseUrl, person.jar, "GET", "/dev/outbox")).status).toBe(403);
    } finally {
      await local.close();
    }
    // With SMTP configured there is no outbox page.
    expect((await api(t.baseUrl, superAdmin.jar, "GET", "/dev/outbox")).status).toBe(404);
  });
});

describe("counters", () => {
  test("stay exact through sign-ups, concurrent status and role changes, and deletions", async () => {
    const db = t.app.database.db;
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(t, `count${i}@counters.example.in`, `Count${i}`)),
    );
    // Opposite changes at the same moment: approve some, reject others, all in parallel.
    await Promise.all(
      people.map((p, i) =>
        api(
          t.baseUrl,
          superAdmin.jar,
          "POST",
          `/api/admin/users/${p.id}/${i % 2 ? "approve" : "reject"}`,
        ),
      ),
    );
    await Promise.all(
      people.map((p, i) =>
        api(
          t.baseUrl,
          superAdmin.jar,
          "POST",
          `/api/admin/users/${p.id}/${i % 2 ? "reject" : "approve"}`,
        ),
      ),
    );
    await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${people[0]!.id}/role`, {
      role: "admin",
    });
    await api(t.baseUrl, people[1]!.jar, "DELETE", "/api/auth/account", {
      confirmationText: "DELETE MY ACCOUNT",
    });

    const truth = await db.execute(
      sql`select status, role, count(*)::int as n from users group by status, role`,
    );
    const rows = (truth as unknown as { rows: { status: string; role: string; n: number }[] }).rows;
    const expected = {
      pending: rows.filter((r) => r.status === "pending").reduce((a, r) => a + r.n, 0),
      approved: rows.filter((r) => r.status === "approved").reduce((a, r) => a + r.n, 0),
      rejected: rows.filter((r) => r.status === "rejected").reduce((a, r) => a + r.n, 0),
      admins: rows.filter((r) => r.role !== "user").reduce((a, r) => a + r.n, 0),
      total: rows.reduce((a, r) => a + r.n, 0),
    };
    expect((await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/stats")).body).toEqual(
      expected,
    );
    const all = (await api(t.baseUrl, superAdmin.jar, "GET", "/api/admin/users")).body as {
      total: number;
      totalCapped: boolean;
    };
    expect(all).toMatchObject({ total: expected.total, totalCapped: false });
  });
});

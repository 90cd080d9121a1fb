import { describe, expect, test } from "vitest";
import { checkRoleChange, checkStatusChange, type Person } from "./rules.js";

const p = (id: string, role: Person["role"], status: Person["status"] = "approved"): Person => ({
  id,
  role,
  status,
});
const superAdmin = p("s", "super_admin");
const admin = p("a", "admin");

describe("status changes (decision 7)", () => {
  test("admins approve and reject users, including approved <-> rejected", () => {
    expect(checkStatusChange(admin, p("u", "user", "pending"), "approved")).toEqual({ ok: true });
    expect(checkStatusChange(admin, p("u", "user", "pending"), "rejected")).toEqual({ ok: true });
    expect(checkStatusChange(admin, p("u", "user", "approved"), "rejected")).toEqual({ ok: true });
    expect(checkStatusChange(admin, p("u", "user", "rejected"), "approved")).toEqual({ ok: true });
  });
  test("only a super admin changes an admin; nobody changes a super admin or themselves", () => {
    expect(checkStatusChange(admin, p("b", "admin"), "rejected")).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    expect(checkStatusChange(superAdmin, p("b", "admin"), "rejected")).toEqual({ ok: true });
    expect(checkStatusChange(superAdmin, p("t", "super_admin"), "rejected")).toMatchObject({
      reason: "forbidden",
    });
    expect(checkStatusChange(admin, admin, "rejected")).toMatchObject({ reason: "forbidden" });
    expect(checkStatusChange(superAdmin, superAdmin, "rejected")).toMatchObject({
      reason: "forbidden",
    });
    expect(checkStatusChange(p("x", "user"), p("u", "user", "pending"), "approved")).toMatchObject({
      reason: "forbidden",
    });
  });
  test("a change to the current status is a conflict", () => {
    expect(checkStatusChange(admin, p("u", "user", "approved"), "approved")).toMatchObject({
      reason: "conflict",
    });
  });
});

describe("role changes (decision 8)", () => {
  test("a super admin makes an approved user admin and back", () => {
    expect(checkRoleChange(superAdmin, p("u", "user"), "admin")).toEqual({ ok: true });
    expect(checkRoleChange(superAdmin, p("a", "admin"), "user")).toEqual({ ok: true });
  });
  test("admins cannot; nobody changes themselves or a super admin; pending users cannot become admins", () => {
    expect(checkRoleChange(admin, p("u", "user"), "admin")).toMatchObject({ reason: "forbidden" });
    expect(checkRoleChange(superAdmin, superAdmin, "user")).toMatchObject({ reason: "forbidden" });
    expect(checkRoleChange(superAdmin, p("t", "super_admin"), "user")).toMatchObject({
      reason: "forbidden",
    });
    expect(checkRoleChange(superAdmin, p("u", "user", "pending"), "admin")).toMatchObject({
      reason: "conflict",
    });
    expect(checkRoleChange(superAdmin, p("u", "user"), "user")).toMatchObject({
      reason: "conflict",
    });
  });
});

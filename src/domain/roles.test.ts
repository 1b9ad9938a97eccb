import { describe, expect, it } from "vitest";
import { isRole, isStaff, ROLES, roleSchema } from "./roles";

describe("roles", () => {
  it("has the four spec roles", () => {
    expect(ROLES).toEqual(["client", "freelancer", "manager", "administrator"]);
    expect(roleSchema.safeParse("manager").success).toBe(true);
    expect(roleSchema.safeParse("admin").success).toBe(false);
  });
  it("treats managers and administrators as staff", () => {
    expect(ROLES.filter(isStaff)).toEqual(["manager", "administrator"]);
  });
  it("guards role strings", () => {
    expect(isRole("client")).toBe(true);
    expect(isRole("root")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

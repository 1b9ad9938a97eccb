import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  isStrongPassword,
  passwordChecklist,
  signInSchema,
  signUpSchema,
} from "./schemas";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("sign-up password rule (spec 1 §5)", () => {
  it("needs 10 characters, an uppercase, a lowercase and a listed special character", () => {
    expect(isStrongPassword("Kaarya@Demo2025")).toBe(true);
    expect(isStrongPassword("Abcdefgh!")).toBe(false); // 9 characters
    expect(isStrongPassword("abcdefghi!")).toBe(false); // no uppercase
    expect(isStrongPassword("ABCDEFGHI!")).toBe(false); // no lowercase
    expect(isStrongPassword("Abcdefghij")).toBe(false); // no special
    expect(isStrongPassword("Abcdefghi_")).toBe(false); // "_" is not in the list
    for (const special of '!@#$%^&*(),.?":{}|<>') {
      expect(isStrongPassword(`Abcdefghi${special}`), special).toBe(true);
    }
  });

  it("drives the live checklist", () => {
    expect(passwordChecklist("")).toEqual([
      { key: "length", label: "At least 10 characters", met: false },
      { key: "uppercase", label: "One uppercase letter", met: false },
      { key: "lowercase", label: "One lowercase letter", met: false },
      { key: "special", label: 'One special character (!@#$%^&*(),.?":{}|<>)', met: false },
    ]);
    expect(passwordChecklist("abc{").map((c) => c.met)).toEqual([false, false, true, true]);
    expect(passwordChecklist("Abcdefghij").map((c) => c.met)).toEqual([true, true, true, false]);
  });
});

describe("signUpSchema (spec 1 §5)", () => {
  it("accepts a valid sign-up and normalises it", () => {
    expect(
      signUpSchema.parse({ name: "  Asha Rao ", email: " Asha@Example.IN ", password: "Kaarya@Demo2025" }),
    ).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      password: "Kaarya@Demo2025",
    });
  });

  it("reports the spec's messages", () => {
    expect(messages(signUpSchema.safeParse({ name: " ", email: "", password: "weakpass" }))).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password does not meet all requirements",
    });
    expect(
      messages(signUpSchema.safeParse({ name: "A", email: "not-an-email", password: "Kaarya@Demo2025" })),
    ).toEqual({
      email: "Please enter a valid email address",
    });
  });
});

describe("signInSchema (spec 1 §5)", () => {
  it("requires an email and a password of at least 6 characters", () => {
    expect(signInSchema.safeParse({ email: "a@b.in", password: "123456" }).success).toBe(true);
    expect(messages(signInSchema.safeParse({ email: "a@b.in", password: "12345" }))).toEqual({
      password: "Password must be at least 6 characters",
    });
    expect(messages(signInSchema.safeParse({ email: "nope", password: "" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
  });
});

describe("changePasswordSchema (spec 1 §5)", () => {
  it("accepts a valid change", () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "old-one",
        newPassword: "new-password",
        confirmPassword: "new-password",
      }).success,
    ).toBe(true);
  });
  it("needs 8 characters", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: "old-one",
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(messages(r)).toEqual({ newPassword: "New password must be at least 8 characters long" });
  });
  it("needs a matching confirmation", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: "old-one",
      newPassword: "new-password",
      confirmPassword: "new-passw0rd",
    });
    expect(messages(r)).toEqual({ confirmPassword: "New passwords do not match" });
  });
  it("needs a new password different from the current one", () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: "same-password",
      newPassword: "same-password",
      confirmPassword: "same-password",
    });
    expect(messages(r)).toEqual({ newPassword: "New password must be different from current password" });
  });
});

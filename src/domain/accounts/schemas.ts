/**
 * Validation for accounts: sign-up, sign-in and change of password, shared by the web forms and the API
 * routes (spec 1 §5 "Validation rules", §9). Messages are the spec's texts where they give them. The
 * profile's rules are in `../profiles/profile.ts`.
 *
 * @module
 */
import { z } from "zod";
import {
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_SIGN_IN,
  PASSWORD_MIN_SIGN_UP,
  PASSWORD_SPECIAL_CHARACTERS,
} from "../constants";
import { PROFILE_LIMITS } from "../profiles/profile";

// ---------------------------------------------------------------------------------------------
// Passwords (spec 1 §5)
// ---------------------------------------------------------------------------------------------

/** Sign-up password error (spec 1 §5). */
export const PASSWORD_REQUIREMENTS_MESSAGE = "Password does not meet all requirements";

/**
 * Upper bound on password length. Not in the spec: it caps hashing cost for overlong inputs and
 * equals better-auth's default maximum, so forms and the auth layer agree.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** One line of the live password checklist. */
export interface PasswordCheck {
  /** Stable id for list keys and tests. */
  key: "length" | "uppercase" | "lowercase" | "special";
  label: string;
  met: boolean;
}

/**
 * The sign-up password checklist shown live while typing (spec 1 §2, §5): at least 10 characters,
 * one uppercase letter, one lowercase letter, one special character from
 * ! @ # $ % ^ & * ( ) , . ? " : { } | < >. Letters are ASCII A-Z / a-z, as in the spec's rule.
 *
 * @param password - the password typed so far.
 * @returns the four checks in display order.
 */
export function passwordChecklist(password: string): PasswordCheck[] {
  return [
    {
      key: "length",
      label: `At least ${PASSWORD_MIN_SIGN_UP} characters`,
      met: password.length >= PASSWORD_MIN_SIGN_UP,
    },
    { key: "uppercase", label: "One uppercase letter", met: /[A-Z]/.test(password) },
    { key: "lowercase", label: "One lowercase letter", met: /[a-z]/.test(password) },
    {
      key: "special",
      label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
      met: [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
    },
  ];
}

/**
 * Whether a password meets every sign-up rule (spec 1 §5), i.e. every {@link passwordChecklist}
 * line is met.
 *
 * @param password - candidate password.
 */
export function isStrongPassword(password: string): boolean {
  return passwordChecklist(password).every((check) => check.met);
}

// ---------------------------------------------------------------------------------------------
// Shared fields
// ---------------------------------------------------------------------------------------------

/**
 * Email field: required, trimmed, lower-cased (addresses are compared case-insensitively by the
 * auth layer, so storing one spelling avoids near-duplicate accounts), of email type.
 */
const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "Email is required", abort: true })
  .pipe(z.email({ error: "Please enter a valid email address" }));

// ---------------------------------------------------------------------------------------------
// Sign up / sign in / change password (spec 1 §5)
// ---------------------------------------------------------------------------------------------

/**
 * Sign-up form and route body (spec 1 §5): name, email and password required; the password must
 * meet every checklist rule ('Password does not meet all requirements'). The spec leaves open
 * whether submit enforces the checklist; we enforce it, on the server too.
 *
 * Shape: `{ name: string; email: string; password: string }` (name trimmed, email lower-cased).
 */
export const signUpSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(PROFILE_LIMITS.fullName, {
      error: `Name must be at most ${PROFILE_LIMITS.fullName} characters`,
    }),
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
    .refine(isStrongPassword, { error: PASSWORD_REQUIREMENTS_MESSAGE }),
});
/** Parsed sign-up values. */
export type SignUpValues = z.output<typeof signUpSchema>;

/**
 * Sign-in form and route body (spec 1 §5): email required and of email type; password required,
 * at least 6 characters. Shape: `{ email: string; password: string }`.
 */
export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required", abort: true })
    .min(PASSWORD_MIN_SIGN_IN, { error: `Password must be at least ${PASSWORD_MIN_SIGN_IN} characters` }),
});
/** Parsed sign-in values. */
export type SignInValues = z.output<typeof signInSchema>;

/**
 * Change-password form and route body (spec 1 §5): new password at least 8 characters
 * ('New password must be at least 8 characters long'); confirmation must match
 * ('New passwords do not match', on `confirmPassword`); new must differ from current
 * ('New password must be different from current password', on `newPassword`).
 * Unlike the product the spec describes, the server must also verify `currentPassword`.
 *
 * Shape: `{ currentPassword: string; newPassword: string; confirmPassword: string }`.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, { error: "Current password is required" }),
    newPassword: z
      .string({ error: "New password is required" })
      .min(PASSWORD_MIN_CHANGE, {
        error: `New password must be at least ${PASSWORD_MIN_CHANGE} characters long`,
      })
      .max(PASSWORD_MAX_LENGTH, {
        error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      }),
    confirmPassword: z.string({ error: "Please confirm your new password" }),
  })
  .superRefine((values, ctx) => {
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "New passwords do not match" });
    }
    if (values.newPassword === values.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: "New password must be different from current password",
      });
    }
  });
/** Parsed change-password values. */
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

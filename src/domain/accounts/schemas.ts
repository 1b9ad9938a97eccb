/**
 * Validation for accounts and profiles, shared by the web forms and the API routes
 * (spec 1 §5 "Validation rules", §9). Messages are the spec's texts where it gives them.
 *
 * @module
 */
import { z } from "zod";
import {
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_SIGN_IN,
  PASSWORD_MIN_SIGN_UP,
  PASSWORD_SPECIAL_CHARACTERS,
} from "../constants";
import { businessToday } from "../dates";
import { GST_STATE_CODES, GST_STATES, isGstStateCode, isValidGstin } from "../receipts/tax-invoice";
import { COUNTRIES, CURRENCIES, PROFESSIONS } from "./options";

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

/** Optional free text: trimmed; missing or empty becomes null (spec 1 §5: "empty stored null"). */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Length limits of profile text fields. Not in the spec: they protect the database and layout
 * from pasted essays while being far above any real name or bio.
 */
export const PROFILE_LIMITS = {
  fullName: 100,
  customProfession: 100,
  organization: 200,
  bio: 2000,
} as const;

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

// ---------------------------------------------------------------------------------------------
// Profile (spec 1 §5)
// ---------------------------------------------------------------------------------------------

/**
 * Allowed years of birth at `now` (spec 1 §5): current year − 100 to current year − 13, inclusive.
 * The current year is India's calendar year at `now`.
 *
 * @param now - the current instant.
 * @returns `{ min, max }` years.
 * @throws {RangeError} when `now` is an invalid Date.
 */
export function yearOfBirthBounds(now: Date): { min: number; max: number } {
  const year = Number(businessToday(now).slice(0, 4));
  return { min: year - MAX_AGE_YEARS, max: year - MIN_AGE_YEARS };
}

/** GSTIN error (issue 19 item 4). */
export const GSTIN_MESSAGE = "Please enter a valid 15-character GSTIN";

/**
 * The client's GSTIN for tax invoices (issue 19 item 4): trimmed, upper-cased, a regular taxpayer's GSTIN with
 * a correct check character ({@link isValidGstin}); "" or null clears it, missing leaves it as it is.
 */
const gstinField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === "" || isValidGstin(value), { error: GSTIN_MESSAGE })
  .transform((value) => value || null)
  .nullish();

/** The GST state of the client's address ("29"); "" or null clears it, missing leaves it as it is. */
const billingStateField = z
  .union([z.enum(GST_STATE_CODES, { error: "Please choose a state from the list" }), z.literal("")])
  .nullish()
  .transform((value) => (value === "" ? null : value));

/** Custom-profession error (spec 1 §5). */
export const CUSTOM_PROFESSION_MESSAGE = "Please specify your profession";

/**
 * Profile set-up and settings schema (spec 1 §5), built for `now` because the year-of-birth
 * bounds move each year.
 *
 * Input: `{ fullName, yearOfBirth (number or numeric string, from a form), country, profession,
 * customProfession?, currency, organization?, bio?, gstin?, billingState? }`.
 * Output: the same with text trimmed, `yearOfBirth` a number, `customProfession` null unless
 * profession is "Other", `organization` and `bio` null when empty; `gstin` (upper case) and `billingState`
 * (a GST state code) null when empty and undefined when missing (left unchanged; issue 19 item 4).
 * A GSTIN and a state must agree ("Your GSTIN is registered in {state}", on `billingState`).
 *
 * Messages: 'Name is required'; 'Year of birth must be between {min} and {max}' (for any bad
 * year, including empty); 'Country is required'; 'Profession is required';
 * 'Please specify your profession' (on `customProfession`); 'Currency is required'.
 * Country, profession and currency must be one of {@link COUNTRIES}, {@link PROFESSIONS},
 * {@link CURRENCIES}.
 *
 * @param now - the current instant.
 * @throws {RangeError} when `now` is an invalid Date.
 */
export function profileSchema(now: Date) {
  const { min, max } = yearOfBirthBounds(now);
  const yearMessage = `Year of birth must be between ${min} and ${max}`;
  return z
    .object({
      fullName: z
        .string({ error: "Name is required" })
        .trim()
        .min(1, { error: "Name is required" })
        .max(PROFILE_LIMITS.fullName, {
          error: `Name must be at most ${PROFILE_LIMITS.fullName} characters`,
        }),
      // Coerced so a form's text input and a JSON number both work; "" becomes 0, out of range.
      yearOfBirth: z.coerce
        .number<number | string>({ error: yearMessage })
        .int({ error: yearMessage })
        .min(min, { error: yearMessage })
        .max(max, { error: yearMessage }),
      country: z.enum(COUNTRIES, { error: "Country is required" }),
      profession: z.enum(PROFESSIONS, { error: "Profession is required" }),
      customProfession: optionalText(PROFILE_LIMITS.customProfession, "Profession"),
      currency: z.enum(CURRENCIES, { error: "Currency is required" }),
      organization: optionalText(PROFILE_LIMITS.organization, "Organization"),
      bio: optionalText(PROFILE_LIMITS.bio, "Bio"),
      gstin: gstinField,
      billingState: billingStateField,
    })
    .superRefine(
      (values, ctx) => {
        if (values.profession === "Other" && !values.customProfession) {
          ctx.addIssue({ code: "custom", path: ["customProfession"], message: CUSTOM_PROFESSION_MESSAGE });
        }
      },
      {
        // Run even when other fields are invalid, so the form shows this error together with them.
        when: (payload) => {
          const value = payload.value as { profession?: unknown } | undefined;
          return typeof value === "object" && value !== null && value.profession === "Other";
        },
      },
    )
    .superRefine((values, ctx) => {
      const registered = values.gstin?.slice(0, 2) ?? "";
      if (values.billingState && isGstStateCode(registered) && registered !== values.billingState) {
        ctx.addIssue({
          code: "custom",
          path: ["billingState"],
          message: `Your GSTIN is registered in ${GST_STATES[registered]}`,
        });
      }
    })
    .transform((values) => ({
      ...values,
      customProfession: values.profession === "Other" ? values.customProfession : null,
    }));
}
/** Profile form input (before parsing). */
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
/** Parsed profile values, ready to store. */
export type ProfileValues = z.output<ReturnType<typeof profileSchema>>;

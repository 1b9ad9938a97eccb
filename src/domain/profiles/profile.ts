/**
 * Validation of the user's profile, shared by the Complete Your Profile / Profile Settings forms and
 * `PUT /api/me/profile` (spec 1 §5 "Validation rules"; issue 19 item 4 for GSTIN and state). Messages are
 * the spec's texts where it gives them.
 *
 * @module
 */
import { z } from "zod";
import { MAX_AGE_YEARS, MIN_AGE_YEARS } from "../constants";
import { businessToday } from "../dates";
import { GST_STATE_CODES, GST_STATES, isGstStateCode, isValidGstin } from "../receipts/tax-invoice";
import { COUNTRIES, CURRENCIES, PROFESSIONS } from "./options";

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

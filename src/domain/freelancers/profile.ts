/**
 * A freelancer's own profile (spec 3 §3 freelancers and freelancer_skills; issue 7 item 5): what the
 * directory filters on and what a freelancer edits about themselves. Hourly rates are integer paise per
 * hour; the form takes rupees.
 *
 * @module
 */
import { z } from "zod";
import { HTTPS_LINK_MESSAGE, httpsLinkSchema } from "../links";
import { type Paise, paiseToRupees, parseRupeesInput } from "../money";

/** spec 3 §3 / §4 Availability. */
export const AVAILABILITY_STATUSES = ["available", "busy", "unavailable"] as const;
export type Availability = (typeof AVAILABILITY_STATUSES)[number];

/** How well a freelancer knows a skill, strongest first (spec 3 §3). */
export const PROFICIENCIES = ["expert", "advanced", "intermediate"] as const;

/** Highest hourly rate a freelancer may ask: ₹1,00,000 per hour, in paise. */
export const MAX_HOURLY_RATE: Paise = 100_000_00;
/** Skills a freelancer may list. */
export const MAX_SKILLS = 30;

const skillSchema = z.object({
  skillName: z.string().trim().min(1, "Enter the skill's name").max(60, "At most 60 characters"),
  proficiency: z.enum(PROFICIENCIES),
});

const uniqueSkills = (skills: readonly { skillName: string }[]) =>
  new Set(skills.map((s) => s.skillName.trim().toLowerCase())).size === skills.length;

const title = z
  .string()
  .trim()
  .min(2, "Enter a title of at least 2 characters")
  .max(120, "At most 120 characters");
/** An https link or "" (issue 19 item 7: no javascript: or other scheme). */
const portfolio = z.union([z.literal(""), httpsLinkSchema], { error: HTTPS_LINK_MESSAGE });

/** The freelancer's own edit (API body): title, hourly rate in paise per hour, availability, portfolio, skills. */
export const freelancerProfileInputSchema = z.object({
  title,
  hourlyRate: z
    .number()
    .int("Hourly rate must be in whole paise")
    .min(0, "Hourly rate cannot be negative")
    .max(MAX_HOURLY_RATE, "Hourly rate is too high"),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES),
  /** Empty clears it. */
  portfolioUrl: portfolio,
  skills: z
    .array(skillSchema)
    .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills`)
    .refine(uniqueSkills, "Each skill only once"),
});
export type FreelancerProfileInput = z.infer<typeof freelancerProfileInputSchema>;

/** The edit form as typed: the hourly rate in rupees ("850" or "850.50"). */
export const freelancerProfileFormSchema = freelancerProfileInputSchema.extend({
  hourlyRate: z.string().refine((text) => {
    const paise = parseRupeesInput(text);
    return paise !== null && paise <= MAX_HOURLY_RATE;
  }, "Enter an hourly rate in rupees, e.g. 850 or 850.50"),
});
export type FreelancerProfileFormValues = z.infer<typeof freelancerProfileFormSchema>;

/** Form values -> the API body, rupees to paise. Call only with values the form schema accepted. */
export function freelancerFormToInput(values: FreelancerProfileFormValues): FreelancerProfileInput {
  return {
    ...values,
    title: values.title.trim(),
    portfolioUrl: values.portfolioUrl.trim(),
    hourlyRate: parseRupeesInput(values.hourlyRate) ?? 0,
    skills: values.skills.map((s) => ({ skillName: s.skillName.trim(), proficiency: s.proficiency })),
  };
}

/** A stored profile -> the form's starting values (paise to rupees). */
export function freelancerToForm(profile: {
  title: string;
  hourlyRate: Paise;
  availabilityStatus: Availability;
  portfolioUrl: string | null;
  skills: readonly { skillName: string; proficiency: (typeof PROFICIENCIES)[number] }[];
}): FreelancerProfileFormValues {
  return {
    title: profile.title,
    hourlyRate: String(paiseToRupees(profile.hourlyRate)),
    availabilityStatus: profile.availabilityStatus,
    portfolioUrl: profile.portfolioUrl ?? "",
    skills: profile.skills.map((s) => ({ skillName: s.skillName, proficiency: s.proficiency })),
  };
}

import { z } from "@hono/zod-openapi";

/** The in-app user (spec 1 §3 "In-app user") plus the profile fields the settings form edits. */
export const meSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(["client", "freelancer", "manager", "administrator"]),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    subscriptionType: z.enum(["free", "pro", "enterprise"]),
    subscriptionExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    profileCompleted: z.boolean(),
    yearOfBirth: z.number().int().nullable(),
    country: z.string().nullable(),
    profession: z.string().nullable(),
    customProfession: z.string().nullable(),
    currency: z.string().nullable(),
    organization: z.string().nullable(),
    /** The GSTIN printed on this client's tax invoices (issue 19 item 4). */
    gstin: z.string().nullable(),
    /** GST state code of the client's address, the place of supply without a GSTIN. */
    billingState: z.string().nullable(),
  })
  .openapi("Me");

export type Me = z.infer<typeof meSchema>;

/** `GET /api/session`: the signed-in user, or `null` when signed out (issue 19 item 20). */
export const sessionSchema = z.object({ user: meSchema.nullable() }).openapi("Session");

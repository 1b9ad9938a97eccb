import { z } from "@hono/zod-openapi";
import { changeReasonSchema } from "@/domain/projects/tasks";

/** One row of the header version dropdown (spec 2 §2, §4). */
export const versionSummarySchema = z
  .object({
    id: z.uuid(),
    versionNumber: z.number().int().openapi({ description: "0 is the draft (staff only)" }),
    isDraft: z.boolean(),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
    changeReason: z.string().nullable(),
  })
  .openapi("VersionSummary");

export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** `PUT /projects/{id}/draft` body: at least one of the two freelancer-facing fields. Budget in paise. */
export const saveDraftSchema = z
  .object({
    freelancerBudget: z
      .number()
      .int("freelancerBudget must be whole paise")
      .min(0, "freelancerBudget cannot be negative")
      .nullable()
      .optional()
      .openapi({ description: "paise; null clears it" }),
    enabledForFreelancer: z.boolean().optional(),
    reason: changeReasonSchema.optional().openapi({ description: "change reason, kept in the audit log" }),
  })
  .refine((b) => b.freelancerBudget !== undefined || b.enabledForFreelancer !== undefined, {
    message: "Send freelancerBudget or enabledForFreelancer",
  })
  .openapi("SaveDraft");

/** `POST /projects/{id}/publish` body (spec 2 §7 publish_draft_version). */
export const publishSchema = z.object({ changeReason: changeReasonSchema }).openapi("PublishDraft");

/** `GET /projects/{id}?version=N`: a published version number, or 0 for the draft (staff). */
export const versionQuerySchema = z.object({
  version: z.coerce
    .number()
    .int("version must be a whole number")
    .min(0, "version must be 0 or more")
    .optional()
    .openapi({ param: { name: "version", in: "query" } }),
});

import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { invalidTypeMessage, MAX_ATTACHMENT_BYTES, tooLargeMessage } from "@/domain/attachments/attachments";
import {
  DISPUTE_MAX_FILES,
  DISPUTE_MAX_TOTAL_BYTES,
  DISPUTE_TEXTS,
  openDisputeFieldsSchema,
  resolveDisputeSchema,
} from "@/domain/disputes/disputes";
import { fileResponse, sendFile } from "../../lib/file-response";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { uploadBodyLimit } from "../../ops/body-limits";
import { receiveUploads, storedUpload } from "../attachments";
import { disputeSchema } from "./dispute-rows";
import { disputableItemSchema, downloadEvidence, listDisputes } from "./list-disputes";
import { openDispute } from "./open-dispute";
import { resolveDispute } from "./resolve-dispute";

const tags = ["Disputes"];

const openSchema = openDisputeFieldsSchema.extend({
  files: z
    .union([z.instanceof(File), z.array(z.instanceof(File))])
    .optional()
    .openapi({ type: "array", items: { type: "string", format: "binary" } }),
});

/** Up to five evidence files of 10 MB each, 25 MB together; a bigger declared body is refused unread. */
const openLimit = uploadBodyLimit(DISPUTE_MAX_TOTAL_BYTES, DISPUTE_TEXTS.tooLargeTogether);

/**
 * Evidence files stream to storage as they arrive, each checked by size and content like project
 * attachments (spec 2 §5 texts), through the attachments module's `receiveUploads`.
 */
const receiveEvidence = receiveUploads({
  field: "files",
  maxFiles: DISPUTE_MAX_FILES,
  tooMany: DISPUTE_TEXTS.tooMany,
  fileBytes: MAX_ATTACHMENT_BYTES,
  totalBytes: DISPUTE_MAX_TOTAL_BYTES,
  tooLargeTogether: DISPUTE_TEXTS.tooLargeTogether,
  texts: { invalidType: invalidTypeMessage, tooLarge: tooLargeMessage },
  wantText: false,
  key: () => `disputes/${randomUUID()}`,
});

/** Milestone disputes (issue 20 item 3): open with evidence, list and show, resolve, evidence downloads. */
export const disputesRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/disputes",
      tags,
      summary:
        "A project's disputes for the client, staff and the team's freelancers (no amounts for freelancers); the client's disputable paid items",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(
          z.object({
            disputes: z.array(disputeSchema),
            disputable: z.array(disputableItemSchema),
            canResolve: z.boolean(),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await listDisputes({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/disputes",
      tags,
      summary:
        "Dispute a paid advance, milestone or final payment with a reason and evidence files (the project's client, while in progress)",
      middleware: [openLimit, receiveEvidence] as const,
      request: {
        params: uuidParam,
        body: { content: { "multipart/form-data": { schema: openSchema } }, required: true },
      },
      responses: {
        ...jsonCreated(disputeSchema),
        ...conflictResponse("the project is not in progress, or the payment already has an open dispute"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { files, paymentId, reason } = c.req.valid("form");
      const dispute = await openDispute({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        input: { paymentId, reason },
        files: (files === undefined ? [] : Array.isArray(files) ? files : [files]).map(storedUpload),
      });
      return c.json(dispute, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/disputes/{id}/resolve",
      tags,
      summary:
        "Resolve a dispute (staff): released, partially refunded (amountPaise) or fully refunded through the gateway, with notes; again on a refunding dispute checks its refund",
      request: { params: uuidParam, body: jsonBody(resolveDisputeSchema) },
      responses: {
        ...jsonOk(disputeSchema),
        ...conflictResponse(
          "the dispute is no longer open, nothing is left to refund, or the gateway refund failed (reason refund_failed; the dispute stays open)",
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await resolveDispute({
          deps: c.var.deps,
          actor: actorOf(c),
          disputeId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/dispute-evidence/{id}/download",
      tags,
      summary: "Download a dispute's evidence file (the project's client, staff, the team's freelancers)",
      request: { params: uuidParam },
      responses: { ...fileResponse, ...errorResponses },
    }),
    async (c) =>
      sendFile(
        c,
        await downloadEvidence({ deps: c.var.deps, actor: actorOf(c), id: c.req.valid("param").id }),
      ),
  );

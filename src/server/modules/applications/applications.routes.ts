import { createRoute, z } from "@hono/zod-openapi";
import { APPLICATION_TEXTS, applicationFormSchema } from "@/domain/applications/application";
import { MAX_ATTACHMENT_BYTES } from "@/domain/attachments/attachments";
import { fileResponse, sendFile } from "../../lib/file-response";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter, jsonValueOk } from "../../lib/router";
import { uploadBodyLimit } from "../../ops/body-limits";
import { receiveUploads, storedUpload } from "../attachments";
import { applicationSchema } from "./application-rows";
import { startInterview } from "./interview";
import { downloadResume, listApplications, listMyApplications, reviewQuerySchema } from "./list-applications";
import { reviewApplication, reviewDecisionSchema } from "./review-application";
import { RESUME_TEXTS, submitApplication } from "./submit-application";

const tags = ["Applications"];

/** The application form as multipart fields, with an optional résumé file (PDF or Word, 10 MB). */
const formBody = {
  content: {
    "multipart/form-data": {
      schema: applicationFormSchema.extend({
        resumeFile: z.instanceof(File).optional().openapi({ type: "string", format: "binary" }),
      }),
    },
  },
  required: true,
};

/** One 10 MB résumé in its multipart envelope; a bigger declared body is refused before it is read. */
const uploadLimit = uploadBodyLimit(MAX_ATTACHMENT_BYTES, APPLICATION_TEXTS.resumeSize);

/**
 * The résumé streams to storage under `resumes/{userId}/resume-{timestamp}.{ext}` (spec 3 §7) as it
 * arrives (issue 19 item 8): a PDF or Word file by content, under 10 MB, its text kept for the evaluation.
 */
const receiveResume = receiveUploads({
  field: "resumeFile",
  maxFiles: 1,
  tooMany: "Upload one résumé file.",
  fileBytes: MAX_ATTACHMENT_BYTES,
  totalBytes: MAX_ATTACHMENT_BYTES,
  tooLargeTogether: APPLICATION_TEXTS.resumeSize,
  texts: RESUME_TEXTS,
  extensions: ["pdf", "doc", "docx"],
  wantText: true,
  key: (c, extension) => `resumes/${actorOf(c).id}/resume-${c.var.deps.now().getTime()}.${extension}`,
});

/** The stored résumé of a form, if one was uploaded. */
const resumeOf = (file: File | undefined) => (file ? storedUpload(file) : undefined);

/**
 * Freelancer applications (spec 3 §2, §4, §7 "Applications"; issue 6 items 1-3): apply, edit a pending
 * application, the applicant's history, the staff review queue and decisions, the uploaded résumé.
 */
export const applicationsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/applications/mine",
      tags,
      summary: "The signed-in user's applications, newest first (state and history of the application page)",
      responses: { ...jsonOk(z.object({ applications: z.array(applicationSchema) })), ...errorResponses },
    }),
    async (c) =>
      c.json({ applications: await listMyApplications({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/applications",
      tags,
      summary: "Apply to become a freelancer (clients; one open application at a time), evaluated on submit",
      middleware: [uploadLimit, receiveResume] as const,
      request: { body: formBody },
      responses: {
        ...jsonCreated(applicationSchema),
        ...conflictResponse("an application is open"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { resumeFile, ...form } = c.req.valid("form");
      return c.json(
        await submitApplication({
          deps: c.var.deps,
          actor: actorOf(c),
          form,
          resumeFile: resumeOf(resumeFile),
        }),
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/applications/{id}",
      tags,
      summary: "Edit one's pending application until its interview is completed; evaluated again",
      middleware: [uploadLimit, receiveResume] as const,
      request: { params: uuidParam, body: formBody },
      responses: {
        ...jsonOk(applicationSchema),
        ...conflictResponse("no longer editable"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { resumeFile, ...form } = c.req.valid("form");
      const application = await submitApplication({
        deps: c.var.deps,
        actor: actorOf(c),
        form,
        resumeFile: resumeOf(resumeFile),
        applicationId: c.req.valid("param").id,
      });
      return c.json(application, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/applications",
      tags,
      summary: "The review queue: one tab's applications with every tab's count (staff)",
      request: { query: reviewQuerySchema },
      responses: {
        ...jsonOk(
          z.object({
            applications: z.array(applicationSchema),
            counts: z.object({
              pending: z.number().int(),
              approved: z.number().int(),
              rejected: z.number().int(),
              all: z.number().int(),
            }),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      jsonValueOk(
        c,
        await listApplications({ deps: c.var.deps, actor: actorOf(c), tab: c.req.valid("query").tab }),
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/applications/{id}/review",
      tags,
      summary: "Approve, ask for an interview or reject with a reason (staff)",
      request: { params: uuidParam, body: jsonBody(reviewDecisionSchema.openapi("ReviewDecision")) },
      responses: { ...jsonOk(applicationSchema), ...conflictResponse("already reviewed"), ...errorResponses },
    }),
    async (c) => {
      const application = await reviewApplication({
        deps: c.var.deps,
        actor: actorOf(c),
        id: c.req.valid("param").id,
        decision: c.req.valid("json"),
      });
      return c.json(application, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/applications/{id}/resume",
      tags,
      summary: "Download the uploaded résumé (its applicant or staff)",
      request: { params: uuidParam },
      responses: { ...fileResponse, ...errorResponses },
    }),
    async (c) =>
      sendFile(c, await downloadResume({ deps: c.var.deps, actor: actorOf(c), id: c.req.valid("param").id })),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/applications/{id}/interview",
      tags,
      summary: "Start one's voice interview: a short-lived token for the interview WebSocket's auth message",
      description: "Then connect to /api/interview/ws and send {type: auth, token} first (spec 3 §7).",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ token: z.string() })),
        ...conflictResponse("not scheduled for interview, or already completed"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(await startInterview({ deps: c.var.deps, actor: actorOf(c), id: c.req.valid("param").id }), 200),
  );

import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { MAX_ATTACHMENT_BYTES } from "@/domain/attachments/attachments";
import { fileResponse, sendFile } from "../../lib/file-response";
import { errorResponses, jsonCreated, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { uploadBodyLimit } from "../../ops/body-limits";
import { attachmentSchema } from "./attachment-rows";
import { PROJECT_FILE_TEXTS } from "./inspect-file";
import { deleteAttachment, downloadAttachment, listAttachments } from "./manage-attachments";
import { receiveUploads, storedUpload } from "./receive-uploads";
import { uploadAttachment } from "./upload-attachment";

const tags = ["Attachments"];

const uploadSchema = z.object({
  file: z
    .instanceof(File, { message: "Choose a file to upload" })
    .openapi({ type: "string", format: "binary" }),
  projectId: z.uuid().optional().openapi({ description: "omit to stage a file for a project being created" }),
});

/** One 10 MB file in its multipart envelope; a bigger declared body is refused before it is read. */
const uploadLimit = uploadBodyLimit(MAX_ATTACHMENT_BYTES, "The file is too large. Maximum size is 10MB.");

/** The file streams to storage as it arrives (issue 19 item 8), checked by size and content on the way. */
const receiveFile = receiveUploads({
  field: "file",
  maxFiles: 1,
  tooMany: "Upload one file at a time.",
  fileBytes: MAX_ATTACHMENT_BYTES,
  totalBytes: MAX_ATTACHMENT_BYTES,
  tooLargeTogether: "The file is too large. Maximum size is 10MB.",
  texts: PROJECT_FILE_TEXTS,
  wantText: true,
  key: () => `attachments/${randomUUID()}`,
});

/** Project attachments: upload (checked by content), list, authorized download, delete (spec 2 §5, §7). */
export const attachmentsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/attachments",
      tags,
      summary: "Upload one document (txt, doc, docx, xlsx, xls, pdf, rtf; 10 MB), staged or to a project",
      middleware: [uploadLimit, receiveFile] as const,
      request: { body: { content: { "multipart/form-data": { schema: uploadSchema } }, required: true } },
      responses: { ...jsonCreated(attachmentSchema), ...errorResponses },
    }),
    async (c) => {
      const { file, projectId } = c.req.valid("form");
      return c.json(
        await uploadAttachment({ deps: c.var.deps, actor: actorOf(c), file: storedUpload(file), projectId }),
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/attachments",
      tags,
      summary: "A project's attachments with their uploaders",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ attachments: z.array(attachmentSchema) })), ...errorResponses },
    }),
    async (c) => {
      const attachments = await listAttachments({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ attachments }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/attachments/{id}/download",
      tags,
      summary: "Download an attachment (its uploader, or anyone who may see its project)",
      request: { params: uuidParam },
      responses: { ...fileResponse, ...errorResponses },
    }),
    async (c) => {
      const file = await downloadAttachment({
        deps: c.var.deps,
        actor: actorOf(c),
        id: c.req.valid("param").id,
      });
      return sendFile(c, file);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/attachments/{id}",
      tags,
      summary: "Remove an attachment (uploader of a staged file; owner while editable; staff)",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ id: z.uuid() })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await deleteAttachment({ deps: c.var.deps, actor: actorOf(c), id: c.req.valid("param").id }),
        200,
      ),
  );

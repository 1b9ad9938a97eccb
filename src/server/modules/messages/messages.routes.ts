import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { MAX_ATTACHMENT_BYTES } from "@/domain/attachments/attachments";
import { MESSAGE_MAX_FILES, MESSAGE_MAX_TOTAL_BYTES, MESSAGE_TEXTS } from "@/domain/messages/messages";
import { fileResponse, sendFile } from "../../lib/file-response";
import { errorResponses, jsonCreated, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { uploadBodyLimit } from "../../ops/body-limits";
import { receiveUploads, storedUpload } from "../attachments";
import { conversationSchema, listConversations } from "./conversations";
import { streamEvents } from "./event-stream";
import { messageSchema } from "./message-rows";
import { markRead, projectUnreadCount, totalUnreadCount } from "./read-state";
import { sendMessage } from "./send-message";
import { deleteMessageAttachment, downloadMessageAttachment, listMessages } from "./thread";

const tags = ["Messages"];
const searchQuery = z.object({ search: z.string().trim().max(200).optional() });
const sendSchema = z.object({
  content: z.string().max(10_000).optional().default(""),
  files: z
    .union([z.instanceof(File), z.array(z.instanceof(File))])
    .optional()
    .openapi({ type: "array", items: { type: "string", format: "binary" } }),
});
const unreadSchema = z.object({ unread: z.number().int() });

/** Up to ten files of 10 MB each, 25 MB together, and the text; a bigger declared body is refused unread. */
const sendLimit = uploadBodyLimit(MESSAGE_MAX_TOTAL_BYTES, MESSAGE_TEXTS.tooLargeTogether);

/**
 * A message's files stream to storage one after another as they arrive (issue 19 item 8), each checked by
 * size and content on the way with spec 3 §8's texts; the sum is held to 25 MB while they stream.
 */
const receiveFiles = receiveUploads({
  field: "files",
  maxFiles: MESSAGE_MAX_FILES,
  tooMany: MESSAGE_TEXTS.tooMany,
  fileBytes: MAX_ATTACHMENT_BYTES,
  totalBytes: MESSAGE_MAX_TOTAL_BYTES,
  tooLargeTogether: MESSAGE_TEXTS.tooLargeTogether,
  texts: MESSAGE_TEXTS,
  wantText: false,
  key: () => `messages/${randomUUID()}`,
});

/** Project messages: conversations, threads, sending with files, read marks, unread counts, live events. */
export const messagesRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/messages/conversations",
      tags,
      summary: "Projects the user may message about, with latest message and unread count (spec 3 §2)",
      request: { query: searchQuery },
      responses: { ...jsonOk(z.object({ conversations: z.array(conversationSchema) })), ...errorResponses },
    }),
    async (c) => {
      const conversations = await listConversations({
        deps: c.var.deps,
        actor: actorOf(c),
        ...c.req.valid("query"),
      });
      return c.json({ conversations }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/messages/unread-count",
      tags,
      summary: "Total unread messages over the user's projects (spec 1 §4 get_total_unread_message_count)",
      responses: { ...jsonOk(unreadSchema), ...errorResponses },
    }),
    async (c) => c.json(await totalUnreadCount({ deps: c.var.deps, actor: actorOf(c) }), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/messages/events",
      tags,
      summary:
        "Server-sent events: new and changed messages, read marks; Last-Event-ID or ?since= catches up. The stream closes when its session ends or the role changes, and after EVENT_STREAM_MAX_SECONDS (the browser reconnects)",
      request: { query: z.object({ since: z.string().max(40).optional() }) },
      responses: {
        200: {
          description: "text/event-stream",
          content: { "text/event-stream": { schema: { type: "string" } } },
        },
        ...errorResponses,
      },
    }),
    (c) => {
      const actor = actorOf(c);
      const since = c.req.header("last-event-id") ?? c.req.valid("query").since;
      c.header("cache-control", "no-store");
      c.header("x-accel-buffering", "no");
      const headers = c.req.raw.headers;
      return streamSSE(c, (stream) =>
        streamEvents(c.var.deps, actor, stream, { since, readSession: () => c.var.readActor(headers) }),
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/messages",
      tags,
      summary: "A project's thread, oldest first, optionally searched",
      request: { params: uuidParam, query: searchQuery },
      responses: { ...jsonOk(z.object({ messages: z.array(messageSchema) })), ...errorResponses },
    }),
    async (c) => {
      const messages = await listMessages({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        search: c.req.valid("query").search,
      });
      return c.json({ messages }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/messages",
      tags,
      summary: "Send a message with optional files (spec 3 §4, §5)",
      middleware: [sendLimit, receiveFiles] as const,
      request: {
        params: uuidParam,
        body: { content: { "multipart/form-data": { schema: sendSchema } }, required: true },
      },
      responses: { ...jsonCreated(messageSchema), ...errorResponses },
    }),
    async (c) => {
      const { content, files } = c.req.valid("form");
      const message = await sendMessage({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        text: content,
        files: (files === undefined ? [] : Array.isArray(files) ? files : [files]).map(storedUpload),
      });
      return c.json(message, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/messages/read",
      tags,
      summary: "Mark the thread read for the user (spec 3 §7 mark_messages_as_read)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ projectId: z.uuid(), unread: z.number().int() })),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await markRead({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/messages/unread-count",
      tags,
      summary: "Unread messages in one project for the user (spec 3 §7 get_unread_message_count)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ projectId: z.uuid(), unread: z.number().int() })),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await projectUnreadCount({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/message-attachments/{id}/download",
      tags,
      summary: "Download a message attachment (people in the thread)",
      request: { params: uuidParam },
      responses: { ...fileResponse, ...errorResponses },
    }),
    async (c) => {
      const file = await downloadMessageAttachment({
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
      path: "/message-attachments/{id}",
      tags,
      summary: "Remove an attachment from one's own message",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ id: z.uuid() })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await deleteMessageAttachment({ deps: c.var.deps, actor: actorOf(c), id: c.req.valid("param").id }),
        200,
      ),
  );

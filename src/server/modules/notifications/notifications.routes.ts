import { createRoute, z } from "@hono/zod-openapi";
import { NOTIFICATION_KINDS, notificationSettingsSchema } from "@/domain/notifications/notifications";
import { errorResponses, jsonBody, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { listMailbox } from "./mailbox";
import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  saveNotificationSettings,
} from "./notifications";

const tags = ["Notifications"];
const listSchema = z
  .object({
    unread: z
      .number()
      .int()
      .openapi({ description: "Unread notifications, counted up to 100 (the bell shows 99+)" }),
    notifications: z.array(
      z.object({
        id: z.uuid(),
        kind: z.string(),
        title: z.string(),
        body: z.string(),
        link: z.string().nullable(),
        read: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("NotificationList");
const settingsSchema = z
  .object({ email: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()) })
  .openapi("NotificationSettings");

/** In-app notifications and e-mail settings (issue 5 item 5). */
export const notificationsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/notifications",
      tags,
      summary: "The user's latest notifications and the unread count",
      responses: { ...jsonOk(listSchema), ...errorResponses },
    }),
    async (c) => c.json(await listNotifications({ deps: c.var.deps, actor: actorOf(c) }), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/notifications/read",
      tags,
      summary: "Mark all notifications read",
      responses: { ...jsonOk(z.object({ unread: z.number().int() })), ...errorResponses },
    }),
    async (c) => c.json(await markNotificationsRead({ deps: c.var.deps, actor: actorOf(c) }), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/notifications/settings",
      tags,
      summary: "E-mail on or off per notification kind",
      responses: { ...jsonOk(settingsSchema), ...errorResponses },
    }),
    async (c) => c.json(await getNotificationSettings({ deps: c.var.deps, actor: actorOf(c) }), 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/notifications/settings",
      tags,
      summary: "Save e-mail choices per notification kind",
      request: { body: jsonBody(notificationSettingsSchema) },
      responses: { ...jsonOk(settingsSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await saveNotificationSettings({
          deps: c.var.deps,
          actor: actorOf(c),
          email: c.req.valid("json").email,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/mailbox",
      tags,
      summary: "The latest 50 outgoing e-mails (administrators; the dev mailbox when no SMTP is set)",
      responses: {
        ...jsonOk(
          z.object({
            transport: z.enum(["outbox", "smtp"]),
            mails: z.array(
              z.object({
                id: z.uuid(),
                to: z.string(),
                subject: z.string(),
                body: z.string(),
                sentAt: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listMailbox({ deps: c.var.deps, actor: actorOf(c) }), 200),
  );

import { createRoute, z } from "@hono/zod-openapi";
import { contactMessageSchema } from "@/domain/contact/contact";
import { CLIENT_IP_HEADER } from "../../auth";
import { errorSchema, jsonBody } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { sendContactMessage } from "./send-contact-message";

const errorContent = { content: { "application/json": { schema: errorSchema } } };

/** The public contact form (spec 1 §1, spec 3 §1): anyone may write to support, rate limited per IP. */
export const contactRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/contact",
    tags: ["Contact"],
    summary: "Send a message to support from the contact page",
    description:
      "Public. At most 5 messages per IP address per 10 minutes; the message is mailed to support.",
    security: [],
    request: { body: jsonBody(contactMessageSchema) },
    responses: {
      202: {
        description: "Accepted: the message is queued for the support mailbox",
        content: { "application/json": { schema: z.object({ received: z.boolean() }) } },
      },
      400: { description: "Invalid input", ...errorContent },
      429: { description: "Too many messages from this address", ...errorContent },
    },
  }),
  async (c) => {
    await sendContactMessage({
      deps: c.var.deps,
      input: c.req.valid("json"),
      ip: c.req.header(CLIENT_IP_HEADER) ?? null,
    });
    return c.json({ received: true }, 202);
  },
);

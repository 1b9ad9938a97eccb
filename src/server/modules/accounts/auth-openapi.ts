import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { signInSchema } from "@/domain/accounts/schemas";
import { ROLES } from "@/domain/roles";
import { signUpBodySchema } from "../../auth";
import { errorSchema, jsonBody } from "../../lib/openapi";

/**
 * better-auth's routes that a client of the API needs (issue 19 item 21), written into our OpenAPI document:
 * sign-up, sign-in, sign-out and the session, as better-auth 1.7 answers them under `/api/auth` with this
 * app's configuration (auth.ts): request bodies are the shared schemas the server enforces, and the answers'
 * shapes are checked against the real routes by auth-openapi.test.ts. By hand rather than through
 * better-auth's `openAPI` plugin, whose document lists every route it has (disabled ones too), with its own
 * body rules instead of ours and a bearer scheme this app does not accept.
 *
 * @module
 */

const tags = ["Auth"];

/** better-auth's user, as sign-up, sign-in and the session give it. Times are ISO 8601. */
export const authUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.enum(ROLES),
    profileCompleted: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("AuthUser");

/** `POST /api/auth/sign-up/email`'s answer: no session (`token` null); sign in next. */
export const signUpAnswerSchema = z.object({ token: z.null(), user: authUserSchema }).openapi("SignUpAnswer");

/** `POST /api/auth/sign-in/email`'s answer; the session itself is the `Set-Cookie` cookie. */
export const signInAnswerSchema = z
  .object({ redirect: z.boolean(), token: z.string(), user: authUserSchema })
  .openapi("SignInAnswer");

/** `GET /api/auth/get-session`'s answer: the session and its user, or null when signed out. */
export const sessionAnswerSchema = z
  .object({
    session: z.object({
      id: z.uuid(),
      userId: z.uuid(),
      token: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
    user: authUserSchema,
  })
  .nullable()
  .openapi("AuthSession");

/** `POST /api/auth/sign-out`'s answer. */
export const signOutAnswerSchema = z.object({ success: z.boolean() }).openapi("SignOutAnswer");

/** better-auth's own error body (its routes do not use the app's envelope; a cross-site refusal does). */
const authErrorSchema = z.object({ code: z.string().optional(), message: z.string() }).openapi("AuthError");

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const refusals = {
  400: json(authErrorSchema, "Invalid input (the message says which rule)"),
  403: json(errorSchema, "A request from another site (`cross_site_request`)"),
  429: json(authErrorSchema, "Too many attempts from this address; try again later"),
};

/** The session cookie better-auth sets (HttpOnly), sent back on every later request. */
const sessionCookieHeader = {
  "Set-Cookie": {
    description:
      "`better-auth.session_token=…; HttpOnly; SameSite=Lax`: the session, for every later request",
    schema: { type: "string" as const },
  },
};

/** Registers the four auth routes in `registry` (the app's OpenAPI document, `/api/openapi.json`). */
export function registerAuthPaths(registry: OpenAPIHono["openAPIRegistry"]): void {
  registry.registerPath({
    method: "post",
    path: "/api/auth/sign-up/email",
    tags,
    summary: "Sign up with e-mail and password (spec 1 §5); the account is a client",
    description:
      "The password must meet every checklist rule. The answer is the same whether or not the address already " +
      "has an account (the owner of a taken address gets an e-mail instead), and it starts no session: sign in next.",
    security: [],
    request: { body: jsonBody(signUpBodySchema) },
    responses: { 200: json(signUpAnswerSchema, "Signed up (or the address was taken)"), ...refusals },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/sign-in/email",
    tags,
    summary: "Sign in with e-mail and password: starts a session (the cookie)",
    security: [],
    request: { body: jsonBody(signInSchema.extend({ rememberMe: z.boolean().optional() })) },
    responses: {
      200: { ...json(signInAnswerSchema, "Signed in"), headers: sessionCookieHeader },
      401: json(authErrorSchema, "Wrong e-mail or password (`INVALID_EMAIL_OR_PASSWORD`)"),
      ...refusals,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/sign-out",
    tags,
    summary: "Sign out: ends the session of the cookie and clears it (200 when signed out already)",
    request: { body: jsonBody(z.object({})) },
    responses: { 200: json(signOutAnswerSchema, "Signed out"), 403: refusals[403] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/get-session",
    tags,
    summary: "The session of the cookie and its user, or null when signed out (200 either way)",
    responses: { 200: json(sessionAnswerSchema, "The session, or null") },
  });
}

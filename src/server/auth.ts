import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { changePasswordSchema, signUpSchema } from "@/domain/accounts/schemas";
import { imageUrlSchema } from "@/domain/links";
import type { Db } from "./db/client";
import { accounts, profiles, rateLimits, sessions, verifications } from "./db/schema";
import type { Env } from "./env";
import { googleAuthorizationEndpoint, googleEndpoints } from "./integrations/google/google-endpoints";
import { queueExistingSignUpMail } from "./modules/accounts/existing-sign-up";
import { recordLogin } from "./modules/accounts/record-login";
import { log } from "./ops/logger";

/** Header the server sets from the socket's address (never trusted from the client) for rate limiting. */
export const CLIENT_IP_HEADER = "x-kaarya-client-ip";

/** Sign-up's body: the form's fields, and an avatar (spec 1 §3 sign-up metadata) only as a safe image link. */
export const signUpBodySchema = signUpSchema.extend({ image: imageUrlSchema.nullish() });

/**
 * The client's address as the app found it (socket, or X-Forwarded-For as far as TRUST_PROXY trusts it), not
 * masked; an IPv4 address arriving as IPv4-mapped IPv6 (`::ffff:49.36.0.1`) is given as IPv4. Null when unknown.
 */
function clientIp(headers: Headers | undefined): string | null {
  const address = headers?.get(CLIENT_IP_HEADER);
  return address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") : null;
}

/**
 * The app's own origins: `APP_URL`, and this port on localhost and 127.0.0.1 (a browser on the machine
 * itself). better-auth checks Origin and callback URLs against them; the CSRF check of `/api` uses the same.
 */
export function trustedOrigins(env: Env): string[] {
  return [new URL(env.APP_URL).origin, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
}

/**
 * better-auth, configured per spec 1 §2, §5, §6: e-mail and password (Google when configured), sessions in
 * the database behind an HttpOnly cookie, rate-limited sign-in, role fixed to client on self-signup, a
 * login-history row for every new session, and the other sessions ended by every password change (issue 8).
 * A sign-up does not tell whether its e-mail is taken (issue 19 item 9).
 * better-auth's `/update-user` is disabled: profile changes go through `PUT /api/me/profile` and the profile
 * image upload, which apply the profile rules (issue 19 item 7).
 * `secret` signs the session cookies: `AUTH_SECRET` or the generated one (ops/auth-secret.ts), never a
 * value from the source code (issue 19 item 5).
 */
export function createAuth(db: Db, env: Env, secret: string) {
  return betterAuth({
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret,
    disabledPaths: ["/update-user"],
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, sessions, accounts, verifications, rateLimits },
    }),
    // better-auth's own messages go to the app's JSON log (with an `err` when one is given), not to the console.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        // Its sign-up notice names the address: the log keeps no e-mail addresses.
        const text = message.startsWith("Sign-up attempt for existing email")
          ? "sign-up attempt for an existing e-mail"
          : message;
        log[level]({ component: "better-auth", ...(err ? { err } : {}) }, text);
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      modelName: "profiles",
      fields: { name: "fullName", image: "avatarUrl" },
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "client" },
        profileCompleted: { type: "boolean", input: false, defaultValue: false },
      },
    },
    session: { modelName: "sessions" },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // issue 19 item 9: a sign-up answers the same whether or not the address has an account (no session
      // either way; the sign-up page signs in next), and the owner of a taken address gets an e-mail.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => queueExistingSignUpMail(db, user),
    },
    socialProviders:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              // Production talks to Google; GOOGLE_OAUTH_BASE_URL (the tests' fake) replaces its endpoints.
              ...(env.GOOGLE_OAUTH_BASE_URL
                ? { authorizationEndpoint: googleAuthorizationEndpoint(env.GOOGLE_OAUTH_BASE_URL) }
                : {}),
            },
          }
        : {},
    plugins: env.GOOGLE_OAUTH_BASE_URL ? [googleEndpoints(env.GOOGLE_OAUTH_BASE_URL)] : [],
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimits",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: env.SIGN_IN_RATE_LIMIT },
        "/sign-up/email": { window: 60, max: env.SIGN_IN_RATE_LIMIT },
      },
    },
    hooks: {
      // spec 1 §5: the password rules are enforced by the server too, not only by the forms.
      before: createAuthMiddleware(async (ctx) => {
        const parsed =
          ctx.path === "/sign-up/email"
            ? signUpBodySchema.safeParse(ctx.body)
            : ctx.path === "/change-password"
              ? changePasswordSchema.safeParse({ ...ctx.body, confirmPassword: ctx.body?.newPassword })
              : null;
        if (parsed && !parsed.success) {
          throw new APIError("BAD_REQUEST", {
            message: parsed.error.issues[0]?.message ?? "Invalid request",
          });
        }
        // issue 8: a new password always signs out the other sessions, whatever the client asked for.
        if (ctx.path === "/change-password")
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // issue 19 item 14: better-auth keys rate limits by an IPv6 address's /64 (kept: one host holds a
          // whole /64) and stored that masked prefix, `0000:…`, with the session; the session and its
          // login-history row get the client's real address instead.
          before: async (session, ctx) => ({
            data: { ...session, ipAddress: clientIp(ctx?.headers) ?? session.ipAddress },
          }),
          after: async (session, ctx) => {
            await recordLogin(db, {
              userId: session.userId,
              ip: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
              acceptLanguage: ctx?.headers?.get("accept-language") ?? null,
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

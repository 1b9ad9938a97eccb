import { bigint, boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { Currency, Profession } from "@/domain/profiles/options";
import type { Role } from "@/domain/roles";
import { at, createdAt, id, updatedAt } from "./columns";

export type SubscriptionType = "free" | "pro" | "enterprise";

/**
 * profiles (spec 1 §3) doubles as better-auth's user table, so identity, role and profile live in one
 * row and there is no second source of truth for the role (docs/decisions/0002-profiles-are-auth-users.md).
 */
export const profiles = pgTable("profiles", {
  id: id(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  fullName: text("full_name").notNull(),
  role: text("role").$type<Role>().notNull().default("client"),
  profileImageUrl: text("profile_image_url"),
  avatarUrl: text("avatar_url"),
  bio: text("bio"),
  subscriptionType: text("subscription_type").$type<SubscriptionType>().notNull().default("free"),
  subscriptionExpiresAt: at("subscription_expires_at"),
  profileCompleted: boolean("profile_completed").notNull().default(false),
  yearOfBirth: integer("year_of_birth"),
  country: text("country"),
  profession: text("profession").$type<Profession>(),
  customProfession: text("custom_profession"),
  currency: text("currency").$type<Currency>(),
  organization: text("organization"),
  /** The client's GSTIN for tax invoices (Profile Settings, issue 19 item 4); null when unregistered. */
  gstin: text("gstin"),
  /** GST state code of the client's address ("29"), the place of supply when there is no GSTIN. */
  billingState: text("billing_state"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** better-auth sessions: kept in the database, referenced by an HttpOnly cookie. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** better-auth accounts: one per sign-in method (the password hash lives here). */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

/** better-auth verification tokens (password reset, OAuth state). */
export const verifications = pgTable("verifications", {
  id: id(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: at("expires_at").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** better-auth rate-limit counters, in the database so several instances share them. */
export const rateLimits = pgTable("rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

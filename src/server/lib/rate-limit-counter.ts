/**
 * The fixed-window rate-limit counter on the `rate_limits` table (decision 0015). Which routes are limited,
 * and how much: `ops/rate-limits.ts`.
 *
 * @module
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "./app-error";

/** A fixed-window limit: at most `max` hits per key in `windowSeconds`. */
export interface RateLimit {
  /** Namespace of the key, e.g. "contact"; kept apart from better-auth's `ip|path` keys. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit of `subject` (an IP address) against `limit` in the `rate_limits` table — the table
 * better-auth's sign-in limit uses, so every instance on one database shares the counts. For our keys
 * `last_request` holds the start of the current window (epoch milliseconds), and one upsert starts a new
 * window or adds to the current one, so concurrent hits cannot both slip through.
 *
 * A request whose address is unknown (only `app.request()` in tests; the server always sets it from the
 * socket) is not limited, as better-auth does.
 *
 * @param now - the current instant (`deps.now()`).
 * @throws AppError rate_limited (429) once the window's count is over `max`; details give
 *   `retryAfterSeconds`, the seconds until the window ends.
 */
export async function hitRateLimit(
  db: Db,
  limit: RateLimit,
  subject: string | null | undefined,
  now: Date,
): Promise<void> {
  if (!subject) return;
  const nowMs = now.getTime();
  const windowStartedBefore = nowMs - limit.windowSeconds * 1000;
  const expired = sql`${rateLimits.lastRequest} <= ${windowStartedBefore}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${limit.name}|${subject}`, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${nowMs} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (row.count > limit.max) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((row.windowStart + limit.windowSeconds * 1000 - nowMs) / 1000),
    );
    throw new AppError("rate_limited", "Too many requests. Please try again later.", { retryAfterSeconds });
  }
}

import type { Db } from "../../db/client";
import { loginHistory } from "../../db/schema";
import { describeClient } from "../../integrations/geo/describe-client";
import { log } from "../../ops/logger";

/**
 * Writes one `login_history` row for a new session (spec 1 §4: "On a signed-in event a login-history
 * record is written"). Failures are logged only (spec 1 §8), never blocking the sign-in.
 */
export async function recordLogin(
  db: Db,
  input: { userId: string; ip: string | null; userAgent: string | null; acceptLanguage: string | null },
): Promise<void> {
  try {
    const client = describeClient(input);
    await db.insert(loginHistory).values({
      userId: input.userId,
      device: client.device,
      location: client.location,
      locale: client.locale,
      ipAddress: input.ip || null,
      userAgent: input.userAgent || null,
    });
  } catch (error) {
    log.error({ err: error }, "login history not recorded");
  }
}

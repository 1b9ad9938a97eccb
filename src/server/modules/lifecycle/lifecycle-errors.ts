import { LifecycleError } from "@/domain/projects/lifecycle";
import { AppError } from "../../lib/app-error";

/**
 * Runs `fn` and turns a domain {@link LifecycleError} into the API's error: `not_allowed` -> 403
 * forbidden, every other refusal (wrong state, already cancelled) -> 409 conflict.
 */
export function withLifecycleErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof LifecycleError) {
      throw new AppError(error.code === "not_allowed" ? "forbidden" : "conflict", error.message, {
        reason: error.code,
      });
    }
    throw error;
  }
}

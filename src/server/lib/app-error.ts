import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Stable error codes and the HTTP status each maps to (DESIGN §4). */
const STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unsupported_project_type: 422,
  unauthenticated: 401,
  forbidden: 403,
  plan_limit_reached: 403,
  profile_incomplete: 403,
  not_found: 404,
  project_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

/**
 * A typed application error: thrown by services, turned into the error envelope
 * `{ error: { code, message, details } }` with the code's status by the one error handler.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: unknown;
  constructor(code: AppErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

/** The JSON body of every error response. */
export function errorBody(code: string, message: string, details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

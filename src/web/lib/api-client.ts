import { hc } from "hono/client";
import type { ApiRoutes } from "@/server/app";

/**
 * The typed API client (DESIGN §2): request and response types are derived from the server's
 * routes, never written by hand. Same-origin, so the session cookie goes along.
 */
export const api = hc<ApiRoutes>("/api");

/** The error envelope every failing API response carries (DESIGN §4). */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** A failed API call: HTTP status plus the envelope's stable `code` and human `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

interface JsonResponse<T> {
  ok: boolean;
  status: number;
  json(): Promise<T>;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof (value as ErrorBody).error?.message === "string"
  );
}

/**
 * Returns the JSON body of a successful response, typed as the route's success body.
 * @throws ApiError for any non-2xx response (code `network` when the body is not the envelope).
 */
export async function unwrap<T>(response: JsonResponse<T>): Promise<Exclude<T, ErrorBody>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(body)) {
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    }
    throw new ApiError(response.status, "http_error", `Request failed (${response.status})`);
  }
  return body as Exclude<T, ErrorBody>;
}

/** The message to show for a failed call: the server's message when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== "http_error" && error.code !== "internal") {
    return error.message;
  }
  return fallback;
}

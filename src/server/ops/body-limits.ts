import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../lib/app-error";

/**
 * JSON and every other body that is not multipart: 1 MiB. The largest real one, a project's brief with
 * its signed analysis, is under 100 KB.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Room for the multipart boundaries, part headers and text fields around an upload's files. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/**
 * Multipart bodies on any route: 32 MiB, a little over the most an upload route takes (a message's 25 MB of
 * files and its envelope), so that each route's own text is what a user sees for all but absurd bodies.
 */
export const MAX_UPLOAD_BODY_BYTES = 32 * 1024 * 1024;

/**
 * A body limit answering 413 `payload_too_large` with `message` in the error envelope, before the body is
 * parsed: at once when Content-Length says more than `maxBytes`, else as soon as the read passes it.
 */
function limit(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("payload_too_large", message);
    },
  });
}

/**
 * The limit of one upload route: files of up to `fileBytes` in total plus the multipart envelope, refused
 * with `message` (the spec's text for a file too large) before anything is read.
 */
export function uploadBodyLimit(fileBytes: number, message: string): MiddlewareHandler {
  return limit(fileBytes + MULTIPART_ENVELOPE_BYTES, message);
}

/**
 * The limit of every request under `/api`, better-auth's routes included (issue 19 item 8), by route class:
 * a multipart body (the upload routes) may carry {@link MAX_UPLOAD_BODY_BYTES} and each upload route
 * narrows it with {@link uploadBodyLimit}; any other body (JSON, form-encoded, text)
 * {@link MAX_JSON_BODY_BYTES}. A multipart body sent to a JSON route is never read by it.
 */
export function requestBodyLimits(): MiddlewareHandler {
  const json = limit(MAX_JSON_BODY_BYTES, "The request is too large (at most 1 MB).");
  const upload = limit(MAX_UPLOAD_BODY_BYTES, "The upload is too large (at most 32 MB in one request).");
  return (c, next) =>
    /^multipart\/form-data/i.test(c.req.header("content-type") ?? "") ? upload(c, next) : json(c, next);
}

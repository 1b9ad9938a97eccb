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
 * A body limit for uploads that holds nothing in memory (issue 19 item 8; hono's `bodyLimit` collects a
 * body without Content-Length in memory before passing it on): a declared Content-Length over `maxBytes`
 * is answered 413 at once; otherwise the body streams on through a counter that fails the read as soon as
 * it passes `maxBytes`. Whatever the route made of that failed read (a stream error, a 400 for a form
 * it could not parse), the answer is 413 `payload_too_large` with `message`.
 */
function streamingLimit(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && !c.req.raw.headers.has("transfer-encoding")) {
      if (Number.parseInt(declared, 10) > maxBytes) throw new AppError("payload_too_large", message);
      return next();
    }
    let size = 0;
    let passed = false;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size <= maxBytes) return controller.enqueue(chunk);
          passed = true;
          controller.error(new AppError("payload_too_large", message));
        },
      }),
      // The rest is left unread rather than cancelled: the Node server drains or closes the connection.
      { preventCancel: true },
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    await next();
    if (passed && c.res.status !== 413) throw new AppError("payload_too_large", message);
  };
}

/**
 * The limit of one upload route: files of up to `fileBytes` in total plus the multipart envelope, refused
 * with `message` (the spec's text for a file too large) by Content-Length before anything is read, or
 * while the body streams; the route's own upload rules (`receiveUploads`) refuse a file at its exact size.
 */
export function uploadBodyLimit(fileBytes: number, message: string): MiddlewareHandler {
  return streamingLimit(fileBytes + MULTIPART_ENVELOPE_BYTES, message);
}

/**
 * The limit of every request under `/api`, better-auth's routes included (issue 19 item 8), by route class:
 * a multipart body (the upload routes) may carry {@link MAX_UPLOAD_BODY_BYTES} and each upload route
 * narrows it with {@link uploadBodyLimit}; any other body (JSON, form-encoded, text)
 * {@link MAX_JSON_BODY_BYTES}. A multipart body sent to a JSON route is never read by it. Multipart bodies
 * are counted as they stream, never collected here. GET and HEAD pass untouched: a fetch `Request` of
 * those methods has no body (@hono/node-server never reads one from the socket for them), and asking for
 * it (`c.req.raw.body`, as hono's `bodyLimit` does) makes @hono/node-server build the full `Request` its
 * lightweight one stands for, a tenth of the server's CPU under a kept list (bench/list-performance.md).
 */
export function requestBodyLimits(): MiddlewareHandler {
  const json = limit(MAX_JSON_BODY_BYTES, "The request is too large (at most 1 MB).");
  const upload = streamingLimit(
    MAX_UPLOAD_BODY_BYTES,
    "The upload is too large (at most 32 MB in one request).",
  );
  return (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    return /^multipart\/form-data/i.test(c.req.header("content-type") ?? "")
      ? upload(c, next)
      : json(c, next);
  };
}

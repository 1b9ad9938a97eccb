import type { Context } from "hono";

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const binary = { schema: { type: "string", format: "binary" } } as const;

/** The documented 200 of a download route (`createRoute` responses) for any stored file type. */
export const fileResponse = {
  200: { description: "The file", content: { "application/octet-stream": binary } },
};

/** The documented 200 of a route that answers a PDF. */
export const pdfResponse = {
  200: { description: "The PDF", content: { "application/pdf": binary } },
};

/**
 * Sends stored bytes as a download (DESIGN §4 authorized file routes): the stored type, attachment
 * disposition with the file's name, no sniffing, no shared caching.
 */
export function sendFile(c: Context, file: { bytes: Uint8Array; fileName: string; fileType: string }) {
  return c.body(new Uint8Array(file.bytes), 200, {
    "content-type": file.fileType,
    "content-disposition": contentDisposition(file.fileName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
}

import type { Readable } from "node:stream";

/**
 * File storage (DESIGN §5 "files"): local disk under `$DATA_DIR/files` by default, S3-compatible object
 * storage when `S3_BUCKET` is set. Keys are made by the server (never from a file name a user typed).
 */
export interface FileStorage {
  /** Which backend this is, for health checks and logs. */
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `body` yields, as it arrives (an upload is never held in memory whole: issue 19 item 8).
   * When `body` fails (a size limit, a wrong type found mid-stream) or the write does, nothing is left
   * under `key` and the promise rejects with `body`'s error.
   * @returns the number of bytes stored.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** The stored bytes; throws when the key does not exist. */
  get(key: string): Promise<Uint8Array>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the backend is reachable and writable (readiness probe); throws otherwise. */
  check(): Promise<void>;
}

/** Keys are `<folder>/<uuid>` style: letters, digits, dashes, underscores, dots and single slashes. */
export function assertSafeKey(key: string): void {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

import { gzipSync } from "node:zlib";

/**
 * A JSON answer made once and sent many times (a kept list page, decision 0035): its UTF-8 bytes, made when
 * the page is kept, and their gzip, made at its first answer to a client that takes gzip and kept beside
 * them. `jsonTextOk` (lib/router.ts) answers it without encoding or compressing anything per request.
 */
export class KeptJson {
  /** The answer: `JSON.stringify` of the route's value as UTF-8, `bytes.byteLength` bytes. */
  readonly bytes: Uint8Array;
  #gzip: Uint8Array | undefined;

  /** @param text JSON text of the answer, `JSON.stringify` of a value of the route's type. */
  constructor(text: string) {
    this.bytes = Buffer.from(text, "utf8");
  }

  /** `bytes` gzipped (zlib's default level 6): made at the first call, the same bytes after. */
  get gzip(): Uint8Array {
    this.#gzip ??= gzipSync(this.bytes);
    return this.#gzip;
  }

  /** Bytes held (the answer and its gzip once made), for a cache's size budget. */
  get size(): number {
    return this.bytes.byteLength + (this.#gzip?.byteLength ?? 0);
  }

  /** The JSON text again (decoded from `bytes`): for callers and tests that parse it, not for answering. */
  toString(): string {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString("utf8");
  }
}

/** Values answered again and again unchanged (kept list pages), with their answer's bytes once made. */
const keptAnswers = new WeakMap<object, KeptJson | undefined>();

/**
 * Marks `value` as a kept answer, sent unchanged to many requests (a kept list page, decision 0035, which
 * nobody changes once kept): `jsonValueOk` (lib/router.ts) then serializes it once, at its first answer, and
 * answers its kept bytes (and their gzip) after that. Forgotten with `value`.
 */
export function keepAnswer(value: object): void {
  if (!keptAnswers.has(value)) keptAnswers.set(value, undefined);
}

/**
 * The {@link KeptJson} of a value marked by {@link keepAnswer}: `JSON.stringify(value)` as bytes, made at the
 * first call and the same object after. @returns undefined for a value not marked (made for one request).
 */
export function keptJsonOf(value: object): KeptJson | undefined {
  if (!keptAnswers.has(value)) return undefined;
  let kept = keptAnswers.get(value);
  if (!kept) {
    kept = new KeptJson(JSON.stringify(value));
    keptAnswers.set(value, kept);
  }
  return kept;
}

import { Readable, Transform, type TransformCallback } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import type { Context, MiddlewareHandler } from "hono";
import { type AttachmentExtension, attachmentExtension } from "@/domain/attachments/attachments";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { actorOf } from "../../lib/router";
import {
  type FileCheckTexts,
  type InspectedFile,
  inspectFile,
  MAX_TEXT_CHARS,
  MIME_TYPES,
  needsWholeFile,
  SNIFF_BYTES,
  sniffHead,
} from "./inspect-file";

/**
 * An uploaded file already in storage, as the route's form hands it on: a `File` (so the route's zod
 * schema and the typed web client see the field they declare) that holds no bytes, with where they were
 * stored, how many there were, and what the check by content found.
 */
export class StoredUpload extends File {
  /** The storage key the bytes were written under. */
  readonly key: string;
  /** The number of bytes stored. */
  readonly storedSize: number;
  /** The MIME type by content, the extension and, when wanted, the text. */
  readonly inspected: InspectedFile;

  constructor(name: string, key: string, storedSize: number, inspected: InspectedFile) {
    super([], name);
    this.key = key;
    this.storedSize = storedSize;
    this.inspected = inspected;
  }
}

/**
 * The stored upload a route's form field holds.
 * @throws Error when the route did not receive its files with {@link receiveUploads} (a programming error).
 */
export function storedUpload(file: File): StoredUpload {
  if (!(file instanceof StoredUpload))
    throw new Error("The route must receive its files with receiveUploads");
  return file;
}

/** What one upload route accepts (issue 19 item 8: limits enforced while the body streams). */
export interface UploadRules {
  /** The form field that carries the files; a file in any other field is refused. */
  field: string;
  /** Files in one request, and the text when there are more. */
  maxFiles: number;
  tooMany: string;
  /** Bytes per file (refused with `texts.tooLarge`) and of all files together (refused with `tooLargeTogether`). */
  fileBytes: number;
  totalBytes: number;
  tooLargeTogether: string;
  /** The refusal texts of this route (spec 2 §5, spec 3 §8, the application's). */
  texts: FileCheckTexts;
  /** The extensions taken, when fewer than every accepted document type (a résumé: pdf, doc, docx). */
  extensions?: readonly AttachmentExtension[];
  /** Whether the text of a txt, pdf or docx file is wanted (for the analysis or the evaluation). */
  wantText: boolean;
  /** The storage key of a new file of `extension`, made by the server. */
  key: (c: Context<AppEnv>, extension: AttachmentExtension) => string;
  /** For the sign-in check before a byte is stored: a route open to incomplete profiles says so. */
  allowIncompleteProfile?: boolean;
}

/** Text fields of an upload form: room for a message's 10,000 characters in any script. */
const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;

/**
 * Counts, checks and passes on one file's bytes on their way to storage: refuses the file as soon as it
 * passes the per-file or the per-request limit (413), holds back its first {@link SNIFF_BYTES} until they
 * are checked by content (415 before anything reaches storage), and for a txt file checks UTF-8 without NUL
 * as it goes and keeps the start of its text.
 */
class UploadGuard extends Transform {
  size = 0;
  /** "whole": the stored file must be sniffed whole (a docx or xlsx that began as a plain zip). */
  verdict: "ok" | "whole" | undefined;
  text = "";
  private head: Buffer[] = [];
  private headBytes = 0;
  private readonly decoder: TextDecoder | undefined;

  constructor(
    private readonly fileName: string,
    private readonly extension: AttachmentExtension,
    private readonly rules: UploadRules,
    private readonly total: { bytes: number },
  ) {
    super();
    this.decoder = extension === "txt" ? new TextDecoder("utf-8", { fatal: true }) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.check(chunk).then((out) => done(null, out), done);
  }

  override _flush(done: TransformCallback): void {
    this.finish().then(() => done(), done);
  }

  /** Counts and checks a chunk; resolves with what may go on to storage now. */
  private async check(chunk: Buffer): Promise<Buffer | undefined> {
    this.size += chunk.byteLength;
    this.total.bytes += chunk.byteLength;
    if (this.size > this.rules.fileBytes)
      throw new AppError("payload_too_large", this.rules.texts.tooLarge(this.fileName));
    if (this.total.bytes > this.rules.totalBytes)
      throw new AppError("payload_too_large", this.rules.tooLargeTogether);
    this.readText(chunk, false);
    if (this.verdict) return chunk;
    this.head.push(chunk);
    this.headBytes += chunk.byteLength;
    return this.headBytes < SNIFF_BYTES ? undefined : this.judge(false);
  }

  /** The end of the file: a short file is checked whole here. */
  private async finish(): Promise<void> {
    this.readText(Buffer.alloc(0), true);
    if (this.verdict) return;
    const head = await this.judge(true);
    if (head.byteLength > 0) this.push(head);
  }

  /** Checks the held-back start by content; resolves with it, to go on to storage. */
  private async judge(whole: boolean): Promise<Buffer> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.verdict = await sniffHead(this.fileName, this.extension, head, whole, this.rules.texts);
    return head;
  }

  private readText(chunk: Buffer, end: boolean): void {
    if (!this.decoder) return;
    let text: string;
    try {
      if (chunk.includes(0)) throw new Error("NUL");
      text = this.decoder.decode(chunk, { stream: !end });
    } catch {
      throw new AppError("unsupported_media_type", this.rules.texts.invalidType(this.fileName));
    }
    if (this.text.trimStart().length < MAX_TEXT_CHARS) this.text += text;
  }
}

/** Lets a refused file part's bytes pass unread; its stream may still end in an error when reading stops. */
function discard(stream: Readable): void {
  stream.on("error", () => undefined);
  stream.resume();
}

/** One file of the form once stored: the field it came in and the upload. */
interface Received {
  field: string;
  upload: StoredUpload;
  /** It must be read back whole to finish its check or take its text. */
  whole: boolean;
}

/**
 * Streams one file part to storage through an {@link UploadGuard}. The key is pushed to `keys` before the
 * first byte is written, so the caller can remove whatever was stored if the request fails.
 */
async function storeFile(
  c: Context<AppEnv>,
  rules: UploadRules,
  part: { field: string; fileName: string; stream: Readable },
  total: { bytes: number },
  keys: string[],
): Promise<Received> {
  const { fileName, stream } = part;
  const extension = attachmentExtension(fileName);
  if (!extension || (rules.extensions && !rules.extensions.includes(extension))) {
    discard(stream);
    throw new AppError("unsupported_media_type", rules.texts.invalidType(fileName));
  }
  const key = rules.key(c, extension);
  keys.push(key);
  const guard = new UploadGuard(fileName, extension, rules, total);
  stream.on("error", (error) => guard.destroy(error));
  // A refusal can come before the storage takes the stream (a short file is checked at once); the storage's
  // pipeline still sees the errored stream and rejects with the refusal, so it is not unhandled here.
  guard.on("error", () => undefined);
  const size = await c.var.deps.storage.putStream(key, stream.pipe(guard), MIME_TYPES[extension]);
  const text = extension === "txt" ? guard.text.trim().slice(0, MAX_TEXT_CHARS) || null : null;
  const inspected: InspectedFile = { mimeType: MIME_TYPES[extension], extension, text };
  return {
    field: part.field,
    upload: new StoredUpload(fileName, key, size, inspected),
    whole: guard.verdict === "whole" || needsWholeFile(extension, rules.wantText),
  };
}

/**
 * Reads a multipart body as it arrives with busboy, streaming each file to storage (one at a time, as
 * they come in the body) and keeping the text fields; the first refusal stops reading the body.
 */
function readMultipart(
  c: Context<AppEnv>,
  rules: UploadRules,
  body: ReadableStream<Uint8Array>,
  keys: string[],
): Promise<{ fields: [string, string][]; files: Received[] }> {
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({
      headers: { "content-type": c.req.header("content-type") },
      defParamCharset: "utf8",
      limits: { fieldSize: FIELD_BYTES, fields: MAX_FIELDS, files: rules.maxFiles + 1 },
    });
  } catch (error) {
    // "multipart/form-data" without a boundary: busboy refuses it before reading a byte.
    return Promise.reject(new AppError("bad_request", `Malformed upload: ${(error as Error).message}`));
  }
  const input = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
  const fields: [string, string][] = [];
  const pending: Promise<Received>[] = [];
  const total = { bytes: 0 };
  return new Promise((resolve, reject) => {
    let settled = false;
    // Stops reading the body (the rest is left unread: the Node server drains or closes the connection
    // after the answer); the file being written is destroyed with the error (its partial bytes are removed
    // by the storage), and the refusal is answered once every write has settled.
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      input.unpipe(parser);
      input.pause();
      parser.destroy(error as Error);
      Promise.allSettled(pending).then(() => reject(error));
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated)
        return fail(new AppError("payload_too_large", "A form field is too long."));
      fields.push([name, value]);
    });
    parser.on("file", (field, stream, info) => {
      if (settled) return discard(stream);
      if (field !== rules.field) {
        discard(stream);
        return fail(new AppError("bad_request", `Unexpected file field: ${field}`));
      }
      if (pending.length >= rules.maxFiles) {
        discard(stream);
        return fail(new AppError("bad_request", rules.tooMany));
      }
      const stored = storeFile(c, rules, { field, fileName: info.filename ?? "file", stream }, total, keys);
      stored.catch(fail);
      pending.push(stored);
    });
    parser.on("filesLimit", () => fail(new AppError("bad_request", rules.tooMany)));
    parser.on("fieldsLimit", () => fail(new AppError("bad_request", "The form has too many fields.")));
    parser.on("error", (error) =>
      fail(new AppError("bad_request", `Malformed upload: ${(error as Error).message}`)),
    );
    input.on("error", fail);
    parser.on("close", () => {
      Promise.all(pending).then((files) => {
        if (settled) return;
        settled = true;
        resolve({ fields, files });
      }, fail);
    });
    input.pipe(parser);
  });
}

/**
 * Route middleware that receives an upload form by streaming it (issue 19 item 8): each file goes to
 * storage as its bytes arrive, never held in memory whole, with `rules`' per-file and per-request limits
 * answered 413 the moment they are passed and the type checked by the content of the file's start (415)
 * before anything is stored; a doc or xls is then read back for its Word or Excel stream, a pdf or docx
 * for its text when wanted (one file at a time, at most `fileBytes`). The form — text fields, and each file
 * as a {@link StoredUpload} — is handed to the route's own validation through Hono's form cache, so the
 * route keeps its zod schema, its OpenAPI body and its typed client.
 *
 * The sign-in is checked before a byte is read. Whatever was stored is removed again when the request
 * fails at any point (a refused file, the route's validation, its access checks, its transaction); on
 * success the route owns the stored files.
 */
export function receiveUploads(rules: UploadRules): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "") || !body) return next();
    actorOf(c, { allowIncompleteProfile: rules.allowIncompleteProfile });
    const keys: string[] = [];
    let failed = true;
    try {
      const { fields, files } = await readMultipart(c, rules, body, keys);
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      for (const received of files) {
        let upload = received.upload;
        if (received.whole) {
          const bytes = await c.var.deps.storage.get(upload.key);
          const inspected = await inspectFile(upload.name, bytes, rules.texts);
          upload = new StoredUpload(upload.name, upload.key, upload.storedSize, {
            ...inspected,
            text: rules.wantText ? inspected.text : null,
          });
        }
        form.append(received.field, upload);
      }
      c.req.bodyCache.formData = form;
      await next();
      failed = c.error !== undefined || c.res.status >= 400;
    } finally {
      if (failed) await Promise.all(keys.map((key) => c.var.deps.storage.delete(key).catch(() => undefined)));
    }
  };
}

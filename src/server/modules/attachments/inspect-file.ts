import CFB from "cfb";
import { fileTypeFromBuffer } from "file-type";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import {
  type AttachmentExtension,
  attachmentExtension,
  invalidTypeMessage,
  MAX_ATTACHMENT_BYTES,
  tooLargeMessage,
} from "@/domain/attachments/attachments";
import { AppError } from "../../lib/app-error";

/** The refusal texts, which differ between project attachments (spec 2 §5) and message attachments (spec 3 §8). */
export interface FileCheckTexts {
  invalidType: (fileName: string) => string;
  tooLarge: (fileName: string) => string;
}

/** spec 2 §5's texts, the default. */
export const PROJECT_FILE_TEXTS: FileCheckTexts = {
  invalidType: invalidTypeMessage,
  tooLarge: tooLargeMessage,
};

/** What the content of each accepted extension must sniff as (file-type's `ext`); txt has no signature. */
const EXPECTED: Record<AttachmentExtension, string | null> = {
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  doc: "cfb",
  xls: "cfb",
  rtf: "rtf",
  txt: null,
};

/**
 * The root stream a legacy Office file holds inside its CFB container: [MS-DOC] "WordDocument", [MS-XLS]
 * "Workbook" (Excel 5/95: "Book"). Other CFB files (an .msi installer, an Outlook .msg, a .ppt) lack it.
 */
const CFB_STREAMS: Partial<Record<AttachmentExtension, string[]>> = {
  doc: ["/WordDocument"],
  xls: ["/Workbook", "/Book"],
};

function holdsStream(bytes: Uint8Array, paths: string[]): boolean {
  try {
    const container = CFB.read(bytes, { type: "buffer" });
    return paths.some((path) => CFB.find(container, path) !== null);
  } catch {
    return false;
  }
}

/** The MIME type stored and served for each accepted extension. */
export const MIME_TYPES: Record<AttachmentExtension, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
};

/** Extracted text kept per file: enough for the analysis, bounded for the database. */
export const MAX_TEXT_CHARS = 20_000;

/**
 * How much of an upload's start is sniffed while it streams to storage: file-type reads signatures in the
 * first few KB; a docx or xlsx is told from another zip by its first entries, usually within this too.
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The check by content of an upload's first {@link SNIFF_BYTES} while it streams (issue 19 item 8): "ok"
 * when they are the kind the extension names; "whole" when a docx or xlsx's start reads only as a zip (its
 * telling entries lie further in), so the stored file is sniffed whole before it is accepted.
 * @param whole - `head` is the entire file.
 * @throws AppError unsupported_media_type (415) with `texts.invalidType` otherwise.
 */
export async function sniffHead(
  fileName: string,
  extension: AttachmentExtension,
  head: Uint8Array,
  whole: boolean,
  texts: FileCheckTexts,
): Promise<"ok" | "whole"> {
  const sniffed = (await fileTypeFromBuffer(head))?.ext ?? null;
  const expected = EXPECTED[extension];
  if (sniffed === expected) return "ok";
  if (!whole && sniffed === "zip" && (expected === "docx" || expected === "xlsx")) return "whole";
  throw new AppError("unsupported_media_type", texts.invalidType(fileName));
}

/**
 * Whether an upload of `extension` must be read back whole once stored: a doc or xls for its Word or Excel
 * stream, and a pdf or docx when its text is wanted.
 */
export function needsWholeFile(extension: AttachmentExtension, wantText: boolean): boolean {
  return CFB_STREAMS[extension] !== undefined || (wantText && (extension === "pdf" || extension === "docx"));
}

/** A checked upload: its MIME type from the content and the text the analysis may read. */
export interface InspectedFile {
  mimeType: string;
  extension: AttachmentExtension;
  /** Text of a txt, pdf or docx file (trimmed, capped); null for other types or unreadable files. */
  text: string | null;
}

function utf8Text(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

async function extract(extension: AttachmentExtension, bytes: Uint8Array): Promise<string | null> {
  try {
    if (extension === "pdf") {
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      return text;
    }
    if (extension === "docx") return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } catch {
    // A document whose text cannot be read is still a valid attachment; the analysis goes without it.
  }
  return null;
}

/**
 * Checks an uploaded file by name, size and content (spec 2 §5, DESIGN §4): the extension must be one of
 * the seven accepted and the bytes must be that kind of file (file-type's signature sniffing; a doc or xls
 * must also hold its Word or Excel stream, read with `cfb`; plain text must be valid UTF-8 without NUL
 * bytes), so a renamed executable or installer is refused. Extracts text from txt
 * (as is), pdf (unpdf) and docx (mammoth).
 * @throws AppError unsupported_media_type (415) with the spec's invalid-type text; payload_too_large (413)
 *   with the spec's size text.
 */
export async function inspectFile(
  fileName: string,
  bytes: Uint8Array,
  texts: FileCheckTexts = PROJECT_FILE_TEXTS,
): Promise<InspectedFile> {
  const extension = attachmentExtension(fileName);
  if (!extension) throw new AppError("unsupported_media_type", texts.invalidType(fileName));
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES)
    throw new AppError("payload_too_large", texts.tooLarge(fileName));
  const sniffed = (await fileTypeFromBuffer(bytes))?.ext ?? null;
  const expected = EXPECTED[extension];
  const plain = expected === null ? utf8Text(bytes) : null;
  const streams = CFB_STREAMS[extension];
  if (
    sniffed !== expected ||
    (expected === null && plain === null) ||
    (streams !== undefined && !holdsStream(bytes, streams))
  ) {
    throw new AppError("unsupported_media_type", texts.invalidType(fileName));
  }
  const text = plain ?? (await extract(extension, bytes));
  const trimmed = text?.trim().slice(0, MAX_TEXT_CHARS) ?? null;
  return { mimeType: MIME_TYPES[extension], extension, text: trimmed || null };
}

import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";

/** Text kept from a résumé: enough for an evaluation, bounded for a prompt and the database. */
export const MAX_RESUME_TEXT_CHARS = 20_000;

const PDF_MIME = "application/pdf";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The kind of document, from the MIME type, or from the bytes' signature when the type is generic. */
function documentKind(bytes: Uint8Array, mime: string): "pdf" | "docx" | null {
  const type = mime.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === PDF_MIME) return "pdf";
  if (type === DOCX_MIME) return "docx";
  // Browsers send an empty or generic type for some uploads; trust the signature only then, so an
  // explicit application/msword (legacy .doc, which neither library reads) stays unread.
  if (type !== "" && type !== "application/octet-stream") return null;
  const signature = String.fromCharCode(...bytes.subarray(0, 5));
  if (signature === "%PDF-") return "pdf";
  if (signature.startsWith("PK\u0003\u0004")) return "docx";
  return null;
}

/**
 * The plain text of an uploaded résumé (spec 3 §4 freelancer application: PDF or Word, under 10 MB), for the
 * candidate evaluation. PDF is read with unpdf (pages merged), DOCX with mammoth (raw text). `mime` is the
 * upload's content type (parameters ignored); when it is empty or `application/octet-stream` the kind is
 * taken from the bytes' signature.
 *
 * @returns the trimmed text, at most {@link MAX_RESUME_TEXT_CHARS} characters; null for a legacy .doc, any
 *   other type, a damaged file or a document without text. Never throws.
 */
export async function extractResumeText(bytes: Uint8Array, mime: string): Promise<string | null> {
  try {
    const kind = documentKind(bytes, mime);
    let text: string | null = null;
    if (kind === "pdf") {
      // A copy: pdf.js may transfer (detach) the buffer it is given, and the caller may still need it.
      // verbosity 0: a damaged upload is expected input, not worth pdf.js's console warnings.
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
      text = (await extractText(pdf, { mergePages: true })).text;
    } else if (kind === "docx") {
      text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    }
    const trimmed = text?.trim().slice(0, MAX_RESUME_TEXT_CHARS) ?? "";
    return trimmed === "" ? null : trimmed;
  } catch {
    // An unreadable résumé is not an error: the evaluation goes on without its text.
    return null;
  }
}

/**
 * Project attachments (spec 2 §5, §9): which files are accepted, the size limit, the spec's texts, how many
 * go to the analysis, and how attaching or removing a file changes the requirements text.
 *
 * @module
 */

/** spec 2 §5: accepted document types, by extension. */
export const ATTACHMENT_EXTENSIONS = ["txt", "doc", "docx", "xlsx", "xls", "pdf", "rtf"] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** spec 2 §9: 10 MB per file. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** spec 2 §5, §9: only the first 10 attachments are sent for analysis. */
export const MAX_ANALYZED_ATTACHMENTS = 10;
/** The `accept` list of the file input. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(",");

/** spec 2 §5 text for a file of another type. */
export function invalidTypeMessage(fileName: string): string {
  return `Invalid file type: ${fileName}. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).`;
}

/** spec 2 §5 text for a file over 10 MB. */
export function tooLargeMessage(fileName: string): string {
  return `File ${fileName} is too large. Maximum size is 10MB.`;
}

/** spec 2 §8: a failed download. */
export const DOWNLOAD_FAILED = "Failed to download attachment. Please try again.";

/** The lower-cased extension of `fileName` when it is an accepted one, else null. */
export function attachmentExtension(fileName: string): AttachmentExtension | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension ?? "")
    ? (extension as AttachmentExtension)
    : null;
}

/** The spec's message when a file cannot be attached by its name and size, else null (the server also sniffs content). */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!attachmentExtension(file.name)) return invalidTypeMessage(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return tooLargeMessage(file.name);
  return null;
}

const textStart = (name: string) => `--- Attached file: ${name} ---`;
const textEnd = (name: string) => `--- End of ${name} ---`;
const documentLine = (name: string) => `[Attached document: ${name}]`;

/**
 * spec 2 §5: a text file's contents go into the requirements under a marker line; any other document adds a
 * line naming it. Appends after the existing text, separated by a blank line.
 * @param text - the file's text for a .txt file; omitted for other documents.
 */
export function withAttachment(requirements: string, fileName: string, text?: string): string {
  const block =
    text === undefined
      ? documentLine(fileName)
      : `${textStart(fileName)}\n${text.trim()}\n${textEnd(fileName)}`;
  const base = requirements.trimEnd();
  return base ? `${base}\n\n${block}` : block;
}

/** spec 2 §5: removing a file strips the lines belonging to it (its text block or its document line). */
export function withoutAttachment(requirements: string, fileName: string): string {
  const lines = requirements.split("\n");
  const kept: string[] = [];
  let inBlock = false;
  for (const line of lines) {
    if (line === textStart(fileName)) inBlock = true;
    else if (inBlock && line === textEnd(fileName)) inBlock = false;
    else if (!inBlock && line !== documentLine(fileName)) kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

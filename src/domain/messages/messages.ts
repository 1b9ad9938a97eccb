/**
 * Rules of Project Messages (spec 3 §2 "Project Messages", §4 message flow, §5, §8; spec 1 §2, §9 unread
 * badge): texts, limits and the badge.
 *
 * @module
 */

/** spec 3 §5: a message with files and no text is stored with this text. */
export const ATTACHMENT_ONLY_TEXT = "(Attachment)";
/** Longest message text accepted. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Files per message. */
export const MESSAGE_MAX_FILES = 10;
/**
 * The files of one message together, in bytes (issue 19 item 8: a request's uploads are bounded in total,
 * not only per file as spec 3 §8 says): 25 MB.
 */
export const MESSAGE_MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/** spec 3 §8 texts. */
export const MESSAGE_TEXTS = {
  sendFailed: "Failed to send message. Please try again.",
  empty: "Type a message or attach a file.",
  attachmentNotFound: "Attachment not found",
  deleteFailed: "Failed to delete attachment",
  tooLarge: (file: string) => `File ${file} exceeds the 10MB size limit`,
  tooLargeTogether: "The files of one message may total at most 25MB. Send the rest in another message.",
  tooMany: `Attach at most ${MESSAGE_MAX_FILES} files.`,
  invalidType: (file: string) =>
    `File type not allowed: ${file}. Please upload documents (txt, doc, docx, pdf, xls, xlsx, rtf)`,
  someFailed: (files: readonly string[]) => `Some files failed to upload: ${files.join(", ")}`,
} as const;

/** The text stored for a message: trimmed text, or "(Attachment)" when only files were sent; null when neither. */
export function storedMessageText(text: string, fileCount: number): string | null {
  const trimmed = text.trim();
  if (trimmed) return trimmed;
  return fileCount > 0 ? ATTACHMENT_ONLY_TEXT : null;
}

/** spec 1 §2, §9: the badge text, capped at "99+"; null hides the badge. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

import { describe, expect, it } from "vitest";
import {
  attachmentExtension,
  attachmentProblem,
  MAX_ATTACHMENT_BYTES,
  withAttachment,
  withoutAttachment,
} from "./attachments";

describe("attachmentProblem (spec 2 §5)", () => {
  it("accepts the seven document types up to 10 MB", () => {
    for (const name of ["a.txt", "b.DOC", "c.docx", "d.xlsx", "e.xls", "f.pdf", "g.rtf"]) {
      expect(attachmentProblem({ name, size: MAX_ATTACHMENT_BYTES })).toBeNull();
    }
  });
  it("refuses other types and larger files with the spec's texts", () => {
    expect(attachmentProblem({ name: "setup.exe", size: 10 })).toBe(
      "Invalid file type: setup.exe. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).",
    );
    expect(attachmentProblem({ name: "brief.pdf", size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      "File brief.pdf is too large. Maximum size is 10MB.",
    );
    expect(attachmentExtension("archive.pdf.zip")).toBeNull();
  });
});

describe("requirements marker lines", () => {
  it("appends a text file under a marker and a document as a line, and strips each again", () => {
    let text = withAttachment("Mobile friendly.", "notes.txt", "Pages: home, menu\nColours: brown\n");
    text = withAttachment(text, "brand.pdf");
    expect(text).toBe(
      "Mobile friendly.\n\n--- Attached file: notes.txt ---\nPages: home, menu\nColours: brown\n--- End of notes.txt ---\n\n[Attached document: brand.pdf]",
    );
    expect(withoutAttachment(text, "notes.txt")).toBe("Mobile friendly.\n\n[Attached document: brand.pdf]");
    expect(withoutAttachment(withoutAttachment(text, "brand.pdf"), "notes.txt")).toBe("Mobile friendly.");
  });
  it("starts without a blank line when the requirements were empty, and leaves other files alone", () => {
    const text = withAttachment("", "a.docx");
    expect(text).toBe("[Attached document: a.docx]");
    expect(withoutAttachment(text, "b.docx")).toBe(text);
  });
});

import { describe, expect, it } from "vitest";
import { cfbBytes, docxBytes, pdfBytes } from "../../../test/documents";
import { extractResumeText, MAX_RESUME_TEXT_CHARS } from "./resume-text";

/** Real résumés made in memory (test/documents): a PDF by pdfkit, a DOCX by docx, a legacy .doc by cfb. */
const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("extractResumeText", () => {
  it("reads the text of a PDF", async () => {
    const bytes = await pdfBytes("Priya Sharma, frontend developer. Seven years of React and TypeScript.");
    const text = await extractResumeText(bytes, PDF);
    expect(text).toContain("Priya Sharma");
    expect(text).toContain("Seven years of React and TypeScript");
  });

  it("reads the text of a DOCX", async () => {
    const bytes = await docxBytes("Arjun Mehta, copywriter. Wrote SEO articles for bakeries in Pune.");
    const text = await extractResumeText(bytes, `${DOCX}; charset=binary`);
    expect(text).toContain("Arjun Mehta, copywriter");
    expect(text).toContain("Wrote SEO articles for bakeries in Pune");
  });

  it("leaves the caller's bytes usable", async () => {
    const bytes = await pdfBytes("Kept intact");
    const copy = bytes.slice();
    await extractResumeText(bytes, PDF);
    expect(bytes).toEqual(copy);
  });

  it("tells PDF and DOCX apart by signature when the type is generic", async () => {
    expect(await extractResumeText(await pdfBytes("From a PDF"), "application/octet-stream")).toContain(
      "From a PDF",
    );
    expect(await extractResumeText(await docxBytes("From a DOCX"), "")).toContain("From a DOCX");
  });

  it("is null for a legacy .doc, other types and unreadable files, without throwing", async () => {
    expect(await extractResumeText(cfbBytes("WordDocument"), "application/msword")).toBeNull();
    expect(await extractResumeText(cfbBytes("WordDocument"), "application/octet-stream")).toBeNull();
    expect(await extractResumeText(new TextEncoder().encode("plain"), "text/plain")).toBeNull();
    expect(await extractResumeText(new TextEncoder().encode("%PDF-1.7 broken"), PDF)).toBeNull();
    expect(await extractResumeText(new TextEncoder().encode("PK\u0003\u0004 broken"), DOCX)).toBeNull();
    expect(await extractResumeText(new Uint8Array(), PDF)).toBeNull();
    // A real DOCX declared as PDF is unreadable as a PDF.
    expect(await extractResumeText(await docxBytes("Mislabelled"), PDF)).toBeNull();
  });

  it("is null for a document without text", async () => {
    expect(await extractResumeText(await docxBytes(""), DOCX)).toBeNull();
  });

  it("caps the text", async () => {
    const long = "Built booking systems for clinics and salons. ".repeat(1000);
    const text = await extractResumeText(await docxBytes(long), DOCX);
    expect(text).toHaveLength(MAX_RESUME_TEXT_CHARS);
    expect(text?.startsWith("Built booking systems")).toBe(true);
  });
});

/**
 * Real documents made in memory for upload tests (not used by the app): a DOCX (docx), a PDF (pdfkit), a
 * CFB container like a legacy .doc (cfb), and the header of a Linux executable.
 */
import CFB from "cfb";
import { Document, Packer, Paragraph } from "docx";
import PDFDocument from "pdfkit";

/** A one-paragraph Word document. */
export async function docxBytes(text: string): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A one-page PDF holding `text`. */
export async function pdfBytes(text: string): Promise<Uint8Array> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return new Uint8Array(await done);
}

/** A CFB (OLE2) container holding `streams`: a legacy .doc holds "WordDocument", an .msi installer does not. */
export function cfbBytes(...streams: string[]): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const stream of streams) CFB.utils.cfb_add(container, `/${stream}`, Buffer.from("content"));
  return new Uint8Array(CFB.write(container, { type: "buffer" }));
}

/** An ELF executable header, padded: what a renamed Linux binary starts with. */
export const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);

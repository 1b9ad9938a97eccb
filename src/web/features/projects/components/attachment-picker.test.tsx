// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_ATTACHMENT_BYTES } from "@/domain/attachments/attachments";
import { ApiError } from "@/web/lib/api-client";
import type { Attachment } from "../api/upload-attachment";
import { AttachmentPicker } from "./attachment-picker";

const api = vi.hoisted(() => ({ uploadAttachment: vi.fn(), deleteAttachment: vi.fn() }));
vi.mock("../api/upload-attachment", () => ({ uploadAttachment: api.uploadAttachment }));
vi.mock("../api/delete-attachment", () => ({ deleteAttachment: api.deleteAttachment }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const stored: Attachment = {
  id: "6f1c2e0b-0000-4000-8000-000000000001",
  projectId: null,
  fileName: "notes.txt",
  fileSize: 2048,
  fileType: "text/plain; charset=utf-8",
  uploadedBy: null,
  createdAt: "2026-11-22T06:30:00.000Z",
  text: "Pages: home, menu",
};

function renderPicker(attachments: Attachment[] = []) {
  const onAdded = vi.fn();
  const onRemoved = vi.fn();
  render(<AttachmentPicker attachments={attachments} onAdded={onAdded} onRemoved={onRemoved} />);
  // applyAccept off: the browser's accept filter is only a hint; the picker must check names itself.
  return { onAdded, onRemoved, user: userEvent.setup({ applyAccept: false }) };
}

describe("AttachmentPicker (spec 2 §5)", () => {
  it("refuses other types and files over 10 MB with the spec's texts, without uploading", async () => {
    const { user } = renderPicker();
    await user.upload(screen.getByLabelText(/Upload documents/), [
      new File(["MZ"], "setup.exe"),
      new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], "huge.pdf"),
    ]);
    expect(
      screen.getByText(
        "Invalid file type: setup.exe. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).",
      ),
    ).toBeTruthy();
    expect(screen.getByText("File huge.pdf is too large. Maximum size is 10MB.")).toBeTruthy();
    expect(api.uploadAttachment).not.toHaveBeenCalled();
  });

  it("shows the upload in progress, then hands over the stored file with its text", async () => {
    let finish: (value: Attachment) => void = () => {};
    api.uploadAttachment.mockReturnValue(new Promise<Attachment>((resolve) => (finish = resolve)));
    const { onAdded, user } = renderPicker();
    const file = new File(["Pages: home, menu"], "notes.txt", { type: "text/plain" });
    await user.upload(screen.getByLabelText(/Upload documents/), file);
    expect(screen.getByRole("status").textContent).toContain("Uploading notes.txt...");
    expect(api.uploadAttachment).toHaveBeenCalledWith(file, undefined);
    finish(stored);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the server's refusal of a file by its content", async () => {
    const refusal =
      "Invalid file type: x.pdf. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).";
    api.uploadAttachment.mockRejectedValue(new ApiError(415, "unsupported_media_type", refusal));
    const { onAdded, user } = renderPicker();
    await user.upload(screen.getByLabelText(/Upload documents/), new File(["\x7fELF"], "x.pdf"));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("lists files with their size and removes one by its accessible button", async () => {
    api.deleteAttachment.mockResolvedValue({ id: stored.id });
    const { onRemoved, user } = renderPicker([stored]);
    expect(screen.getByRole("list", { name: "Attached documents" }).textContent).toContain("2.0 KB");
    await user.click(screen.getByRole("button", { name: "Remove notes.txt" }));
    expect(api.deleteAttachment).toHaveBeenCalledWith(stored.id);
    expect(onRemoved).toHaveBeenCalledWith(stored);
  });
});

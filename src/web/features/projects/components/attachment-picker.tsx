import { FileText, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "@/domain/attachments/attachments";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { deleteAttachment } from "../api/delete-attachment";
import { type Attachment, uploadAttachment } from "../api/upload-attachment";
import { formatFileSize } from "./format-size";

interface AttachmentPickerProps {
  /** Upload straight to this project (Edit Project); without it files are staged for a new project. */
  projectId?: string;
  attachments: Attachment[];
  /** A file was stored; `text` is set for a txt file (spec 2 §5: it goes into the requirements). */
  onAdded: (attachment: Attachment) => void;
  /** A file was removed; its lines leave the requirements. */
  onRemoved: (attachment: Attachment) => void;
  disabled?: boolean;
}

/**
 * "Upload documents" (spec 2 §2, §5): several files at once, checked here by name and size with the spec's
 * texts and again on the server by content; each upload shows its progress and can be removed.
 */
export function AttachmentPicker({
  projectId,
  attachments,
  onAdded,
  onRemoved,
  disabled,
}: AttachmentPickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  async function add(files: File[]) {
    setErrors([]);
    for (const file of files) {
      const problem = attachmentProblem(file);
      if (problem) {
        setErrors((e) => [...e, problem]);
        continue;
      }
      setUploading((u) => [...u, file.name]);
      try {
        onAdded(await uploadAttachment(file, projectId));
      } catch (cause) {
        setErrors((e) => [...e, errorMessage(cause, `Failed to upload ${file.name}. Please try again.`)]);
      } finally {
        setUploading((u) => u.filter((name) => name !== file.name));
      }
    }
    if (input.current) input.current.value = "";
  }

  async function remove(attachment: Attachment) {
    try {
      await deleteAttachment(attachment.id);
      onRemoved(attachment);
    } catch (cause) {
      setErrors([errorMessage(cause, `Failed to remove ${attachment.fileName}. Please try again.`)]);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Upload documents <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          disabled={disabled}
          onChange={(event) => void add([...(event.target.files ?? [])])}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
        />
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-600">
        txt, doc, docx, xlsx, xls, pdf or rtf, up to 10MB each. Text files are added to the requirements.
      </p>
      {errors.map((error) => (
        <Alert key={error} tone="error">
          {error}
        </Alert>
      ))}
      {(attachments.length > 0 || uploading.length > 0) && (
        <ul aria-label="Attached documents" className="space-y-1.5">
          {attachments.map((attachment) => (
            <li
              key={attachment.id}
              className="flex items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-blue-600" />
                <span className="truncate">{attachment.fileName}</span>
                <span className="shrink-0 text-xs text-slate-600">{formatFileSize(attachment.fileSize)}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${attachment.fileName}`}
                disabled={disabled}
                onClick={() => void remove(attachment)}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
          {uploading.map((name) => (
            <li key={name} className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700" role="status">
              <Spinner className="h-4 w-4" /> Uploading {name}...
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

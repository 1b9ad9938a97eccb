import { Download, FileText } from "lucide-react";
import { toast } from "sonner";
import { DOWNLOAD_FAILED } from "@/domain/attachments/attachments";
import { Button } from "@/web/components/ui/button";
import { downloadFile } from "@/web/lib/download";
import { formatDate } from "@/web/lib/format";
import { useProjectAttachments } from "../api/get-project-attachments";
import { formatFileSize } from "./format-size";

/**
 * A project's attachments in "More Info" (spec 2 §2): name, size, uploader and date, each downloadable
 * through the authorized route; a failed download shows "Failed to download attachment. Please try
 * again." (spec 2 §8). Loading failures leave the list empty (spec 2 §8).
 */
export function AttachmentList({ projectId }: { projectId: string }) {
  const attachments = useProjectAttachments(projectId);
  const files = attachments.data?.attachments ?? [];
  if (attachments.isPending) return <p className="text-sm text-slate-600">Loading attachments...</p>;
  if (files.length === 0) return <p className="text-sm text-slate-600">No attachments.</p>;
  return (
    <ul aria-label="Attachments" className="space-y-1.5">
      {files.map((file) => (
        <li
          key={file.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
        >
          <span className="flex min-w-0 items-center gap-2">
            <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-blue-600" />
            <span className="truncate font-medium">{file.fileName}</span>
            <span className="text-xs text-slate-600">
              {formatFileSize(file.fileSize)} · {file.uploadedBy ?? "—"} · {formatDate(file.createdAt)}
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Download ${file.fileName}`}
            onClick={() =>
              downloadFile(`/api/attachments/${file.id}/download`, file.fileName).catch(() =>
                toast.error(DOWNLOAD_FAILED),
              )
            }
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { Bot, Download, FileText, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DOWNLOAD_FAILED } from "@/domain/attachments/attachments";
import { MESSAGE_TEXTS } from "@/domain/messages/messages";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { downloadFile } from "@/web/lib/download";
import { useDeleteMessageAttachment } from "../api/delete-message-attachment";
import type { Message } from "../api/get-thread";

const TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/**
 * One message of a thread: sender, time, the text (always as text, never as HTML) and attachments with
 * Download, and Remove on one's own messages behind a confirmation (spec 3 §2, §5).
 */
export function MessageItem({ message, mine }: { message: Message; mine: boolean }) {
  const remove = useDeleteMessageAttachment();
  const [removing, setRemoving] = useState<{ id: string; fileName: string } | null>(null);
  const assistant = message.messageType === "ai_response";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] space-y-1 rounded-lg px-3 py-2 text-sm",
          mine
            ? "bg-blue-600 text-white"
            : assistant
              ? "bg-purple-50 text-slate-900"
              : "bg-slate-100 text-slate-900",
        )}
      >
        <p
          className={cn(
            "flex items-center gap-1 text-xs font-semibold",
            mine ? "text-blue-50" : "text-slate-700",
          )}
        >
          {assistant && <Bot aria-hidden="true" className="h-3.5 w-3.5" />}
          {mine ? "You" : message.senderName}
          <span className="font-normal">· {TIME.format(new Date(message.createdAt))}</span>
        </p>
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        {message.attachments.length > 0 && (
          <ul aria-label="Attachments" className="space-y-1">
            {message.attachments.map((file) => (
              <li key={file.id} className="flex items-center gap-1">
                <FileText aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                <span className="truncate">{file.fileName}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  className={mine ? "text-white hover:bg-blue-700" : undefined}
                  aria-label={`Download ${file.fileName}`}
                  onClick={() =>
                    downloadFile(`/api/message-attachments/${file.id}/download`, file.fileName).catch(() =>
                      toast.error(DOWNLOAD_FAILED),
                    )
                  }
                >
                  <Download aria-hidden="true" className="h-3.5 w-3.5" />
                </Button>
                {mine && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-white hover:bg-blue-700"
                    aria-label={`Remove ${file.fileName}`}
                    onClick={() => setRemoving(file)}
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Remove this attachment?"
          description={`${removing.fileName} will be removed from the message for everyone.`}
          keepLabel="Keep"
          confirmLabel="Remove"
          successToast="Attachment removed"
          failureText={MESSAGE_TEXTS.deleteFailed}
          onConfirm={() => remove.mutateAsync(removing.id)}
        />
      )}
    </li>
  );
}

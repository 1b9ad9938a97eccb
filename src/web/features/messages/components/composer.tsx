import { Paperclip, Send, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  ATTACHMENT_ACCEPT,
  attachmentExtension,
  MAX_ATTACHMENT_BYTES,
} from "@/domain/attachments/attachments";
import { MESSAGE_MAX_FILES, MESSAGE_TEXTS, storedMessageText } from "@/domain/messages/messages";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { useSendMessage } from "../api/send-message";

/** spec 3 §8's text for a file that cannot be attached, or null. */
function fileProblem(file: File): string | null {
  if (!attachmentExtension(file.name)) return MESSAGE_TEXTS.invalidType(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return MESSAGE_TEXTS.tooLarge(file.name);
  return null;
}

/**
 * The composer (spec 3 §2, §5): a 72–200 px message box (Enter sends, Shift+Enter a new line), files up to
 * 10 MB of the accepted types, Send disabled until there is text or a file.
 */
export function Composer({ projectId }: { projectId: string }) {
  const ids = { text: useId(), files: useId() };
  const send = useSendMessage(projectId);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ready = storedMessageText(text, files.length) !== null;

  /**
   * Sends what is in the composer and empties it at once, so the next message can be typed (and sent) while
   * this one is on its way; a failed send puts its text and files back if nothing new was typed meanwhile.
   */
  function submit() {
    if (!ready) return;
    const sent = { content: text, files };
    setError(null);
    setText("");
    setFiles([]);
    send.mutateAsync(sent).catch((cause) => {
      setError(errorMessage(cause, MESSAGE_TEXTS.sendFailed));
      setText((current) => current || sent.content);
      setFiles((current) => (current.length ? current : sent.files));
    });
  }

  function addFiles(picked: File[]) {
    const problems = picked.map(fileProblem).filter((p): p is string => p !== null);
    setError(problems.length ? problems.join(" ") : null);
    const good = picked.filter((f) => fileProblem(f) === null);
    setFiles((current) => [...current, ...good].slice(0, MESSAGE_MAX_FILES));
    if (fileInput.current) fileInput.current.value = "";
  }

  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {error && <Alert tone="error">{error}</Alert>}
      {files.length > 0 && (
        <ul aria-label="Files to send" className="flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-xs"
            >
              {file.name}
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className="rounded p-0.5 hover:bg-slate-200"
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={ids.text} className="sr-only">
          Message
        </label>
        <textarea
          id={ids.text}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder="Type a message. Enter sends, Shift+Enter adds a line."
          className="block max-h-[200px] min-h-[72px] flex-1 resize-y rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <input
          ref={fileInput}
          id={ids.files}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          // Hidden: the labelled "Attach files" button opens it.
          className="hidden"
          onChange={(e) => addFiles([...(e.target.files ?? [])])}
        />
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label="Attach files"
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button type="submit" disabled={!ready} aria-busy={send.isPending}>
          {send.isPending ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          Send
        </Button>
      </div>
    </form>
  );
}

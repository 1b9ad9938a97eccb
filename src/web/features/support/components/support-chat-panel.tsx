import { Bold, Code, Italic, List, ListOrdered, type LucideIcon, Send, SquareCode, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { applyFormat, type Format } from "@/domain/support/format";
import {
  SUPPORT_APOLOGY,
  SUPPORT_GREETING,
  SUPPORT_INPUT_MAX_HEIGHT_PX,
  SUPPORT_REPLY_DELAY_MS,
  type SupportReply,
  supportReply,
} from "@/domain/support/replies";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { FormattedMessage } from "./formatted-message";
import { SupportChatLauncher } from "./support-chat-launcher";

/** Options of the support chat: `reply` answers a question (default: the built-in `supportReply`) and may
 * throw; `delayMs` is the wait before the reply appears, in milliseconds. */
export interface SupportChatProps {
  reply?: (question: string) => SupportReply;
  delayMs?: number;
}

interface ChatMessage {
  id: number;
  from: "user" | "support";
  text: string;
}

/** The toolbar: label, icon and the Ctrl/Cmd key that applies it (if any). */
const FORMATS: { format: Format; label: string; icon: LucideIcon; key?: string }[] = [
  { format: "bold", label: "Bold", icon: Bold, key: "b" },
  { format: "italic", label: "Italic", icon: Italic, key: "i" },
  { format: "code", label: "Code", icon: Code, key: "e" },
  { format: "code_block", label: "Code block", icon: SquareCode },
  { format: "bullets", label: "Bullet list", icon: List },
  { format: "numbered", label: "Numbered list", icon: ListOrdered },
];

/**
 * The floating support chat of the app shell (spec 1 §2, spec 2 §7): a button opening a 384 x 600 px
 * panel (nearly full screen on phones) where questions get the domain's keyword-matched canned reply after
 * a short delay, with no network request; if answering throws, the apology asks to retry or contact
 * support. Blank input cannot be sent, the input grows to 120 px, Enter sends and Shift+Enter adds a line,
 * and the toolbar (or Ctrl/Cmd+B, I, E) inserts the formatting markers, rendered safely as elements.
 * Escape or the close button closes it and returns focus to the button.
 *
 * Loaded on the first click of the launcher (`SupportChat`), so the canned replies and the formatter stay off
 * every page's first load.
 */
export function SupportChatPanel({
  reply = supportReply,
  delayMs = SUPPORT_REPLY_DELAY_MS,
  initiallyOpen = false,
}: SupportChatProps & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, from: "support", text: SUPPORT_GREETING },
  ]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (open && messages.length && logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [open, messages]);

  // Grow the input with its text up to the cap; an emptied input shrinks back to one line.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!open || !input) return;
    input.style.height = "auto";
    if (draft) input.style.height = `${Math.min(input.scrollHeight, SUPPORT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [open, draft]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [...list, { id: nextId.current++, from: "user", text }]);
    setDraft("");
    setPending((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      let answer: string;
      try {
        answer = reply(text).text;
      } catch {
        answer = SUPPORT_APOLOGY;
      }
      setMessages((list) => [...list, { id: nextId.current++, from: "support", text: answer }]);
      setPending((n) => n - 1);
    }, delayMs);
    timers.current.add(timer);
  };

  const format = (kind: Format) => {
    const input = inputRef.current;
    if (!input) return;
    const next = applyFormat({ value: draft, start: input.selectionStart, end: input.selectionEnd }, kind);
    // Render the new text first so the selection lands on it.
    flushSync(() => setDraft(next.value));
    input.focus();
    input.setSelectionRange(next.start, next.end);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
      return;
    }
    const shortcut =
      (event.ctrlKey || event.metaKey) && FORMATS.find((f) => f.key === event.key.toLowerCase());
    if (shortcut) {
      event.preventDefault();
      format(shortcut.format);
    }
  };

  return (
    <>
      {!open && <SupportChatLauncher ref={buttonRef} onClick={() => setOpen(true)} />}
      {open && (
        <dialog
          open
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              setOpen(false);
            }
          }}
          className={cn(
            "fixed inset-2 z-40 flex h-auto w-auto flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-2xl",
            "sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[600px] sm:max-h-[calc(100dvh-2rem)] sm:w-96 sm:max-w-[calc(100vw-2rem)]",
          )}
        >
          <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              Kaarya support
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close support chat"
              onClick={() => setOpen(false)}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </header>
          <div
            ref={logRef}
            role="log"
            aria-label="Support conversation"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="flex-1 space-y-3 overflow-y-auto p-4 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {messages.map((message) => (
              <div
                key={message.id}
                className={cn(
                  "max-w-[85%] rounded-lg px-3 py-2",
                  message.from === "user" ? "ml-auto bg-blue-600 text-white" : "bg-slate-100 text-slate-900",
                )}
              >
                <span className="sr-only">{message.from === "user" ? "You: " : "Support: "}</span>
                <FormattedMessage text={message.text} />
              </div>
            ))}
          </div>
          {pending > 0 && (
            <p aria-hidden="true" className="px-4 pb-1 text-xs text-slate-600">
              Support is typing…
            </p>
          )}
          <form
            className="space-y-2 border-t border-slate-200 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <div role="toolbar" aria-label="Formatting" aria-controls={inputId} className="flex gap-1">
              {FORMATS.map(({ format: kind, label, icon: Icon, key }) => (
                <Button
                  key={kind}
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={label}
                  aria-keyshortcuts={key ? `Control+${key.toUpperCase()}` : undefined}
                  title={key ? `${label} (Ctrl+${key.toUpperCase()})` : label}
                  onClick={() => format(kind)}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </Button>
              ))}
            </div>
            <div className="flex items-end gap-2">
              <label htmlFor={inputId} className="sr-only">
                Message to support
              </label>
              <textarea
                id={inputId}
                ref={inputRef}
                rows={1}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onInputKeyDown}
                placeholder="Ask a question…"
                aria-describedby={`${inputId}-hint`}
                style={{ maxHeight: SUPPORT_INPUT_MAX_HEIGHT_PX }}
                className="min-h-10 flex-1 resize-none overflow-y-auto rounded-md border border-slate-300 px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600"
              />
              <Button type="submit" size="icon" aria-label="Send" disabled={!draft.trim()}>
                <Send aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
            <p id={`${inputId}-hint`} className="text-xs text-slate-600">
              Enter to send, Shift+Enter for a new line.
            </p>
          </form>
        </dialog>
      )}
    </>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/web/components/ui/input";
import { useUser } from "@/web/lib/me";
import { useThread } from "../api/get-thread";
import { useMarkRead } from "../api/mark-read";
import { Composer } from "./composer";
import { MessageItem } from "./message-item";

/**
 * The right column (spec 3 §2): the chosen project's thread in a 700 px panel with its own search, and
 * the composer. Opening the project, and every new message while it is open, marks the thread read.
 */
export function Thread({ projectId, title }: { projectId: string; title: string }) {
  const searchId = useId();
  const user = useUser();
  const [search, setSearch] = useState("");
  const thread = useThread(projectId, search);
  const markRead = useMarkRead();
  const messages = thread.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;
  const bottom = useRef<HTMLLIElement>(null);
  const { mutate } = markRead;

  useEffect(() => {
    if (lastId !== undefined || thread.isSuccess) mutate(projectId);
    bottom.current?.scrollIntoView({ block: "end" });
  }, [projectId, lastId, thread.isSuccess, mutate]);

  return (
    <section
      aria-label={`Messages for ${title}`}
      className="flex h-[700px] max-h-[80vh] min-h-0 flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <label htmlFor={searchId} className="sr-only">
          Search messages
        </label>
        <Input
          id={searchId}
          type="search"
          className="w-56"
          placeholder="Search messages"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <ol
        aria-label="Messages"
        aria-live="polite"
        className="min-h-0 flex-1 space-y-3 overflow-y-auto rounded-md bg-white p-3"
      >
        {thread.isPending ? (
          <li className="text-sm text-slate-600">Loading messages...</li>
        ) : messages.length === 0 ? (
          <li className="text-sm text-slate-600">
            {search ? "No messages match your search." : "No messages yet. Say hello!"}
          </li>
        ) : (
          messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.senderId === user.id} />
          ))
        )}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      <Composer projectId={projectId} />
    </section>
  );
}

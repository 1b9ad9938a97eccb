import { useId } from "react";
import { unreadBadge } from "@/domain/messages/messages";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { formatDate } from "@/web/lib/format";
import { useConversations } from "../api/get-conversations";

/**
 * The left column of Project Messages (spec 3 §2): a search box and the projects the user may message
 * about, each with its latest message and an unread indicator.
 */
export function ConversationList({
  search,
  onSearch,
  selected,
  onSelect,
}: {
  search: string;
  onSearch: (search: string) => void;
  selected: string | null;
  onSelect: (projectId: string) => void;
}) {
  const searchId = useId();
  const conversations = useConversations(search);
  const list = conversations.data?.conversations ?? [];
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <label htmlFor={searchId} className="sr-only">
        Search projects
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search projects"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      {conversations.isPending ? (
        <p className="text-sm text-slate-600">Loading projects...</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">
          {search ? "No projects match your search." : "No projects to message about yet."}
        </p>
      ) : (
        <ul aria-label="Projects" className="min-h-0 space-y-1 overflow-y-auto">
          {list.map((c) => {
            const badge = unreadBadge(c.unread);
            return (
              <li key={c.projectId}>
                <button
                  type="button"
                  onClick={() => onSelect(c.projectId)}
                  aria-current={selected === c.projectId ? "true" : undefined}
                  className={cn(
                    "w-full rounded-md border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-blue-600",
                    selected === c.projectId
                      ? "border-blue-300 bg-blue-50"
                      : "border-transparent hover:bg-slate-100",
                  )}
                >
                  <span className="flex items-center gap-2">
                    <span className="truncate font-medium text-slate-900">{c.title}</span>
                    {badge && (
                      <span className="ml-auto rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold text-white">
                        {badge}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </span>
                  <span className="block truncate text-xs text-slate-600">
                    {c.latestMessage
                      ? `${c.latestMessage.senderName}: ${c.latestMessage.content} · ${formatDate(c.latestMessage.createdAt)}`
                      : "No messages yet"}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { useConversations } from "../api/get-conversations";
import { ConversationList } from "../components/conversation-list";
import { Thread } from "../components/thread";

/**
 * Project Messages (spec 3 §2, route /messages, `?project=` picks the thread): projects on the left,
 * the thread on the right; on a phone one column at a time. New messages arrive live.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const selected = params.get("project");
  const conversations = useConversations(search);
  const title = conversations.data?.conversations.find((c) => c.projectId === selected)?.title ?? "Project";
  return (
    <div className="space-y-4">
      <PageHeader
        title="Messages"
        description="Talk about your projects. New messages appear as they arrive."
      />
      <Card className="grid grid-cols-1 gap-4 p-4 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={cn(selected && "hidden md:flex", "flex min-h-0 flex-col")}>
          <ConversationList
            search={search}
            onSearch={setSearch}
            selected={selected}
            onSelect={(projectId) => setParams({ project: projectId })}
          />
        </div>
        {selected ? (
          <div className="min-w-0 space-y-2">
            <Button variant="ghost" size="sm" className="md:hidden" onClick={() => setParams({})}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All projects
            </Button>
            <Thread key={selected} projectId={selected} title={title} />
          </div>
        ) : (
          <p className="hidden self-center text-center text-sm text-slate-600 md:block">
            Choose a project to see its messages.
          </p>
        )}
      </Card>
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { unreadBadge } from "@/domain/messages/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { cn } from "@/web/lib/cn";
import { formatDate } from "@/web/lib/format";
import { useLiveEvents } from "@/web/lib/live-events";
import { NOTIFICATIONS_KEY, useNotifications } from "../api/get-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { EmailSettings } from "./email-settings";

/**
 * The header's bell (issue 5 item 5): the unread count, the latest notifications (each opening its page),
 * "Mark all as read" and the e-mail settings. Refreshed live when a notification arrives.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  useLiveEvents(
    useCallback(
      (event) => {
        if (event.type === "notification")
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      },
      [queryClient],
    ),
  );
  const markRead = useMarkNotificationsRead();
  const badge = unreadBadge(list.data?.unread ?? 0);
  const items = list.data?.notifications ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
        onClick={() => setOpen(true)}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {badge && (
          <span className="absolute -top-0.5 -right-0.5 rounded-full bg-red-600 px-1.5 text-[10px] font-semibold text-white">
            {badge}
          </span>
        )}
      </Button>
      <DialogContent title="Notifications">
        <div className="space-y-3">
          <div className="flex justify-end">
            <Button
              size="sm"
              variant="secondary"
              disabled={!badge || markRead.isPending}
              onClick={() => markRead.mutate()}
            >
              Mark all as read
            </Button>
          </div>
          {items.length === 0 ? (
            <p className="text-sm text-slate-600">You have no notifications yet.</p>
          ) : (
            <ul aria-label="Notifications" className="max-h-80 space-y-2 overflow-y-auto">
              {items.map((n) => (
                <li
                  key={n.id}
                  className={cn(
                    "rounded-md border p-3 text-sm",
                    n.read ? "border-slate-200" : "border-blue-300 bg-blue-50",
                  )}
                >
                  <p className="font-semibold text-slate-900">
                    {n.link ? (
                      <Link to={n.link} onClick={() => setOpen(false)} className="hover:underline">
                        {n.title}
                      </Link>
                    ) : (
                      n.title
                    )}
                    {!n.read && <span className="sr-only"> (unread)</span>}
                  </p>
                  <p className="text-slate-700">{n.body}</p>
                  <p className="text-xs text-slate-600">{formatDate(n.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
          <EmailSettings className="border-t border-slate-200 pt-3" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "@/domain/notifications/notifications";
import { cn } from "@/web/lib/cn";
import { NOTIFICATION_SETTINGS_KEY, useNotificationSettings } from "../api/get-notification-settings";
import { updateNotificationSettings } from "../api/update-notification-settings";

/**
 * E-mail on or off per notification kind (issue 5 item 5), saved at once; shown in the bell and in
 * Profile Settings. Renders nothing until the choices are loaded.
 */
export function EmailSettings({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useNotificationSettings();
  // Choices not yet confirmed by the server: shown over the cached settings, so a refetch that was already
  // on its way when the box was clicked cannot flip it back.
  const [unsaved, setUnsaved] = useState<Partial<Record<NotificationKind, boolean>>>({});
  const save = useMutation({
    mutationFn: updateNotificationSettings,
    onSettled: (data, _error, email) => {
      if (data) queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, data);
      else void queryClient.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY });
      setUnsaved((current) => {
        const next = { ...current };
        for (const kind of NOTIFICATION_KINDS) if (next[kind] === email[kind]) delete next[kind];
        return next;
      });
    },
  });
  const choose = (email: Partial<Record<NotificationKind, boolean>>) => {
    void queryClient.cancelQueries({ queryKey: NOTIFICATION_SETTINGS_KEY });
    setUnsaved((current) => ({ ...current, ...email }));
    save.mutate(email);
  };
  if (!settings.data) return null;
  return (
    <fieldset className={cn("space-y-2", className)}>
      <legend className="text-sm font-semibold text-slate-900">E-mail me about</legend>
      {NOTIFICATION_KINDS.map((kind) => (
        <div key={kind} className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-${kind}`}
            type="checkbox"
            className="h-4 w-4 accent-blue-600"
            checked={unsaved[kind] ?? settings.data.email[kind]}
            onChange={(e) => choose({ [kind]: e.target.checked })}
          />
          <label htmlFor={`${id}-${kind}`}>{NOTIFICATION_KIND_LABELS[kind]}</label>
        </div>
      ))}
    </fieldset>
  );
}

import { MessageCircle } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/web/components/ui/button";

/** The round button that opens the support chat (spec 1 §2); `ref` is where focus returns on close. */
export function SupportChatLauncher({ ref, onClick }: { ref?: Ref<HTMLButtonElement>; onClick: () => void }) {
  return (
    // asChild: the native button takes the ref.
    <Button asChild size="icon" className="fixed right-4 bottom-4 z-40 h-14 w-14 rounded-full shadow-lg">
      <button ref={ref} type="button" aria-label="Open support chat" onClick={onClick}>
        <MessageCircle aria-hidden="true" className="h-6 w-6" />
      </button>
    </Button>
  );
}

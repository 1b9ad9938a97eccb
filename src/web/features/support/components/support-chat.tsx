import { lazy, Suspense, useState } from "react";
import { SupportChatLauncher } from "./support-chat-launcher";
import type { SupportChatProps } from "./support-chat-panel";

const SupportChatPanel = lazy(() =>
  import("./support-chat-panel").then((module) => ({ default: module.SupportChatPanel })),
);

/**
 * The floating support chat of the app shell (spec 1 §2): only its launcher is on the page until the first
 * click, which loads the panel (keyword replies, formatter) and opens it; the launcher stays in place while
 * the panel loads. Issue 8's first-load budget is why.
 */
export function SupportChat(props: SupportChatProps) {
  const [started, setStarted] = useState(false);
  const launcher = <SupportChatLauncher onClick={() => setStarted(true)} />;
  if (!started) return launcher;
  return (
    <Suspense fallback={launcher}>
      <SupportChatPanel {...props} initiallyOpen />
    </Suspense>
  );
}

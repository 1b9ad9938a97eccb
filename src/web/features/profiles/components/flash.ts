import { useEffect, useState } from "react";
import { SUCCESS_TOAST_MS } from "@/web/lib/timings";

/** A success message that disappears after 3 seconds (spec 1 §2, §9). */
export function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

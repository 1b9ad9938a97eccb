import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@/web/lib/query-client";
import { SUCCESS_TOAST_MS } from "@/web/lib/timings";

/**
 * How far toasts keep from the bottom edge: above the support chat button (bottom-4, h-14: 4.5rem to its
 * top) with a 1rem gap, so a toast never covers it (issue 19 item 19).
 */
const TOAST_BOTTOM_OFFSET = "5.5rem";

/** App-wide providers: the query cache and the toaster (success toasts last 3 s, spec 1 §9). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        closeButton
        duration={SUCCESS_TOAST_MS}
        offset={{ bottom: TOAST_BOTTOM_OFFSET }}
        mobileOffset={{ bottom: TOAST_BOTTOM_OFFSET }}
      />
    </QueryClientProvider>
  );
}
